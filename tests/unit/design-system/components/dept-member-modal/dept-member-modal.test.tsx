import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DeptMemberModal,
  type DeptMemberModalProps,
  type DeptMemberModalRow,
} from '../../../../../design-system/components/dept-member-modal';
import { MEMBER_SEARCH_MAX_LENGTH } from '../../../../../shared/constants';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';
import { chooseRowAction, openRowMenu } from '../../../helpers/row-actions';

const zhang: DeptMemberModalRow = {
  userId: 'u1',
  realName: '张伟',
  mobile: '138****5678',
  userName: 'zhangwei',
  multiCorpUser: false,
  deptNameList: ['财务部', '销售部'],
  checkMobile: '',
};
const li: DeptMemberModalRow = {
  userId: 'u2',
  realName: '李娜',
  mobile: '139****2468',
  userName: 'lina',
  multiCorpUser: true,
  deptNameList: ['研发中心'],
  checkMobile: '137****1357',
};

function renderModal(props: Partial<DeptMemberModalProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onPageChange: vi.fn(),
    onSearch: vi.fn((_key: string) => Promise.resolve()),
    onSendCode: vi.fn((_details: { userId: string; mobile: string }) => Promise.resolve()),
    onSetCheckMobile: vi.fn((_details: { userId: string; mobile: string; vCode: string }) =>
      Promise.resolve(),
    ),
    onTurnOffSecondCheck: vi.fn((_userId: string) => Promise.resolve()),
  };
  const user = userEvent.setup();
  renderWithProviders(
    <DeptMemberModal
      open
      rows={[zhang, li]}
      status="ready"
      page={1}
      total={2}
      {...handlers}
      {...props}
    />,
  );
  return { user, ...handlers, ...props };
}

const modal = () => screen.findByRole('dialog', { name: 'Login verification' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search members' });

describe('DeptMemberModal', () => {
  it('should be titled for login verification and as wide as the member modal token', async () => {
    renderModal();
    const dialog = await modal();
    expect(getComputedStyle(dialog).maxWidth).toBe('var(--wb-sizes-member-modal)');
  });

  it('should show the five columns of the spec', async () => {
    renderModal();
    await modal();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Mobile', 'Account', 'Departments', 'Phone verification']);
  });

  it('should not close on a click on the mask, but on the close button', async () => {
    const { user, onClose } = renderModal();
    const dialog = await modal();
    // The mask is the layer around the dialog (the AppDialog tests show such a click closes a
    // dialog that allows it); user-event must be told to click through the modal's pointer guard.
    await userEvent
      .setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
      .click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('should keep the search to 200 characters and say so', async () => {
    renderModal();
    await modal();
    fireEvent.change(searchBox(), { target: { value: '张'.repeat(MEMBER_SEARCH_MAX_LENGTH + 1) } });
    expect(searchBox()).toHaveValue('张'.repeat(MEMBER_SEARCH_MAX_LENGTH));
    expect(screen.getByText(`Enter at most ${MEMBER_SEARCH_MAX_LENGTH} characters`)).toBeVisible();
  });

  it('should count an emoji as one character', async () => {
    renderModal();
    await modal();
    fireEvent.change(searchBox(), { target: { value: '😀'.repeat(MEMBER_SEARCH_MAX_LENGTH) } });
    expect(searchBox()).toHaveValue('😀'.repeat(MEMBER_SEARCH_MAX_LENGTH));
    expect(screen.queryByText(/Enter at most/)).not.toBeInTheDocument();
  });

  it('should search on Enter with the trimmed key', async () => {
    const { user, onSearch } = renderModal();
    await modal();
    await user.type(searchBox(), '  张伟 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('张伟');
  });

  it('should search on the search icon', async () => {
    const { user, onSearch } = renderModal();
    await modal();
    await user.type(searchBox(), '138');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('138');
  });

  it('should show a refused search and keep the text', async () => {
    const { user } = renderModal({
      onSearch: vi.fn(() => Promise.reject(new Error('Search is busy'))),
    });
    await modal();
    await user.type(searchBox(), '王{Enter}');
    expect(await screen.findByText('Search is busy')).toBeVisible();
    expect(searchBox()).toHaveValue('王');
  });

  it('should show the mobile as the account of a multi-corp member, else the user name', async () => {
    renderModal();
    await modal();
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('张伟')[1]).toBe('zhangwei');
    expect(cells('李娜')[1]).toBe('139****2468');
  });

  it('should list the departments and the check mobile or that none is set', async () => {
    renderModal();
    await modal();
    expect(
      within(rowOf('张伟'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['财务部', '销售部']);
    expect(within(rowOf('张伟')).getByText('Not set')).toBeVisible();
    expect(within(rowOf('李娜')).getByText('137****1357')).toBeVisible();
  });

  it('should offer Set without a check mobile, Change and Turn off with one', async () => {
    const { user } = renderModal();
    await modal();
    expect(
      within(rowOf('张伟'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Set']);
    expect(
      within(rowOf('李娜'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Change phone verification for 李娜', 'More actions for 李娜']);
    expect(await openRowMenu(user, '李娜', 'Turn off')).toBeVisible();
  });

  it('should set a check mobile: a valid mobile, its code, then the callback', async () => {
    const { user, onSendCode, onSetCheckMobile } = renderModal();
    await modal();
    await user.click(screen.getByRole('button', { name: 'Set phone verification for 张伟' }));
    const form = await screen.findByRole('dialog', { name: 'Set phone verification for 张伟' });
    const send = within(form).getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await user.type(within(form).getByLabelText(/Verification phone/), '13912345678');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSendCode).toHaveBeenCalledWith({ userId: 'u1', mobile: '13912345678' });
    await user.type(within(form).getByLabelText(/Verification code/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(onSetCheckMobile).toHaveBeenCalledWith({
      userId: 'u1',
      mobile: '13912345678',
      vCode: '246810',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Set phone verification for 张伟' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('should not set a check mobile that fails the mobile rule or has no code', async () => {
    const { user, onSetCheckMobile } = renderModal();
    await modal();
    await user.click(screen.getByRole('button', { name: 'Set phone verification for 张伟' }));
    const form = await screen.findByRole('dialog', { name: 'Set phone verification for 张伟' });
    await user.type(within(form).getByLabelText(/Verification phone/), '12345');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByText('Enter a valid mobile number')).toBeVisible();
    expect(within(form).getByText('Enter the verification code')).toBeVisible();
    expect(onSetCheckMobile).not.toHaveBeenCalled();
  });

  it('should show a refused set and keep the mobile and the code', async () => {
    const { user } = renderModal({
      onSetCheckMobile: vi.fn(() => Promise.reject(new Error('Wrong code'))),
    });
    await modal();
    await user.click(screen.getByRole('button', { name: 'Set phone verification for 张伟' }));
    const form = await screen.findByRole('dialog', { name: 'Set phone verification for 张伟' });
    await user.type(within(form).getByLabelText(/Verification phone/), '13912345678');
    await user.type(within(form).getByLabelText(/Verification code/), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('Wrong code')).toBeVisible();
    expect(within(form).getByLabelText(/Verification phone/)).toHaveValue('13912345678');
    expect(within(form).getByLabelText(/Verification code/)).toHaveValue('000000');
  });

  it('should change a check mobile through the same flow, naming the current one', async () => {
    const { user, onSetCheckMobile } = renderModal();
    await modal();
    await user.click(screen.getByRole('button', { name: 'Change phone verification for 李娜' }));
    const form = await screen.findByRole('dialog', {
      name: 'Change phone verification for 李娜',
    });
    expect(within(form).getByText(/137\*\*\*\*1357/)).toBeVisible();
    await user.type(within(form).getByLabelText(/Verification phone/), '86-13912345678');
    await user.type(within(form).getByLabelText(/Verification code/), '112233{Enter}');
    expect(onSetCheckMobile).toHaveBeenCalledWith({
      userId: 'u2',
      mobile: '86-13912345678',
      vCode: '112233',
    });
  });

  it('should turn the second check off only after the confirmation', async () => {
    const { user, onTurnOffSecondCheck } = renderModal();
    await modal();
    await chooseRowAction(user, '李娜', 'Turn off');
    let confirm = await screen.findByRole('alertdialog', { name: 'Turn off phone verification' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onTurnOffSecondCheck).not.toHaveBeenCalled();
    await chooseRowAction(user, '李娜', 'Turn off');
    confirm = await screen.findByRole('alertdialog', { name: 'Turn off phone verification' });
    expect(confirm).toHaveTextContent('李娜 will sign in to this company without an SMS code');
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(onTurnOffSecondCheck).toHaveBeenCalledWith('u2');
  });

  it('should set a check mobile once for two clicks in one task', async () => {
    const onSetCheckMobile = vi.fn(() => new Promise<void>(() => {}));
    const { user } = renderModal({ onSetCheckMobile });
    await modal();
    await user.click(screen.getByRole('button', { name: 'Set phone verification for 张伟' }));
    const form = await screen.findByRole('dialog', { name: 'Set phone verification for 张伟' });
    await user.type(within(form).getByLabelText(/Verification phone/), '13912345678');
    await user.type(within(form).getByLabelText(/Verification code/), '246810');
    clickTwiceInOneTask(within(form).getByRole('button', { name: 'Confirm' }));
    expect(onSetCheckMobile).toHaveBeenCalledTimes(1);
  });

  it('should turn the second check off once for two clicks in one task', async () => {
    const onTurnOffSecondCheck = vi.fn(() => new Promise<void>(() => {}));
    const { user } = renderModal({ onTurnOffSecondCheck });
    await modal();
    await chooseRowAction(user, '李娜', 'Turn off');
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn off phone verification' });
    clickTwiceInOneTask(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(onTurnOffSecondCheck).toHaveBeenCalledTimes(1);
  });

  it('should show a refused turn-off', async () => {
    const { user } = renderModal({
      onTurnOffSecondCheck: vi.fn(() => Promise.reject(new Error('No permission'))),
    });
    await modal();
    await chooseRowAction(user, '李娜', 'Turn off');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Turn off phone verification',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('No permission')).toBeVisible();
  });

  it('should show the loading state', async () => {
    renderModal({ status: 'loading', rows: [] });
    await modal();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should show the error state with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderModal({
      status: 'error',
      rows: [],
      errorMessage: 'Server unavailable',
      onRetry,
    });
    await modal();
    expect(screen.getByText('Server unavailable')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('should say empty before a search and no match after one', async () => {
    const { user } = renderModal({ rows: [], total: 0 });
    await modal();
    expect(screen.getByText('There are no members in this company yet.')).toBeVisible();
    await user.type(searchBox(), '赵{Enter}');
    expect(await screen.findByText('No member matches your search.')).toBeVisible();
  });

  it('should page through the members', async () => {
    const { user, onPageChange } = renderModal({ total: 30, pageSize: 10 });
    await modal();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
  });
});
