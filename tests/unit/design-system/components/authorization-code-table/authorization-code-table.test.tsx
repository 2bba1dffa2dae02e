import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AuthorizationCodeTable,
  type AuthorizationCodeTableProps,
} from '../../../../../design-system/components/authorization-code-table';
import type { AuthorizationCode, AuthorizeService } from '../../../../../shared/domain/account';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';
import { chooseRowAction, openRowMenu } from '../../../helpers/row-actions';

const codes: AuthorizationCode[] = [
  {
    id: 'a1',
    serviceId: 's1',
    serviceName: 'Cloud accounting',
    code: 'K7QF-29XM',
    status: 'valid',
    createTime: '2025-03-02T02:15:00.000Z',
    expireTime: '2026-03-02T02:15:00.000Z',
  },
  {
    id: 'a2',
    serviceId: 's2',
    serviceName: 'Inventory',
    code: 'B8JD-05KV',
    status: 'disabled',
    createTime: '2024-11-05T03:00:00.000Z',
    expireTime: '2025-11-05T03:00:00.000Z',
  },
  {
    id: 'a3',
    serviceId: 's3',
    serviceName: 'Payroll',
    code: 'H2ML-93QS',
    status: 'expired',
    createTime: '2023-06-20T06:30:00.000Z',
    expireTime: '2024-06-20T06:30:00.000Z',
  },
];

const services: AuthorizeService[] = [
  { serviceId: 's1', serviceName: 'Cloud accounting', hasValidCode: true },
  { serviceId: 's2', serviceName: 'Inventory', hasValidCode: false },
  { serviceId: 's4', serviceName: 'CRM', hasValidCode: false },
];

function renderTable(props: Partial<AuthorizationCodeTableProps> = {}) {
  const handlers = {
    onPageChange: vi.fn(),
    onGenerate: vi.fn((_details: { serviceId: string }) => Promise.resolve()),
    onUpdate: vi.fn((_update: { id: string; status: 'valid' | 'disabled' }) => Promise.resolve()),
    onSendTransferCode: vi.fn(() => Promise.resolve()),
    onTransfer: vi.fn((_details: { code: string; mobile: string; vCode: string }) =>
      Promise.resolve(),
    ),
    onCancel: vi.fn((_details: { code: string }) => Promise.resolve()),
  };
  const user = userEvent.setup();
  renderWithProviders(
    <AuthorizationCodeTable
      rows={codes}
      status="ready"
      page={1}
      pageSize={10}
      total={codes.length}
      services={services}
      maskedMobile="138****5678"
      timeZone="Asia/Shanghai"
      {...handlers}
      {...props}
    />,
  );
  return { user, ...handlers };
}

const rowOf = (code: string) =>
  within(screen.getByRole('rowheader', { name: code }).closest('tr')!);

describe('AuthorizationCodeTable', () => {
  it('should show each code with its service, state in words and dates', () => {
    renderTable();
    const cells = rowOf('K7QF-29XM')
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['Cloud accounting', 'Valid', '03/02/2025', '03/02/2026']);
    expect(rowOf('B8JD-05KV').getByText('Disabled')).toBeVisible();
    expect(rowOf('H2ML-93QS').getByText('Expired')).toBeVisible();
  });

  it('should offer disable, transfer and revoke on a valid code, enable on a disabled one and nothing on an expired one', async () => {
    const { user } = renderTable();
    const labels = (code: string) =>
      rowOf(code)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(labels('K7QF-29XM')).toEqual(['Disable K7QF-29XM', 'More actions for K7QF-29XM']);
    expect(labels('B8JD-05KV')).toEqual(['Enable B8JD-05KV']);
    expect(labels('H2ML-93QS')).toEqual([]);
    await openRowMenu(user, 'K7QF-29XM', 'Transfer');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Transfer',
      'Revoke',
    ]);
  });

  it('should update a code: disable a valid one, enable a disabled one', async () => {
    const { user, onUpdate } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Disable K7QF-29XM' }));
    expect(onUpdate).toHaveBeenCalledWith({ id: 'a1', status: 'disabled' });
    await user.click(screen.getByRole('button', { name: 'Enable B8JD-05KV' }));
    expect(onUpdate).toHaveBeenCalledWith({ id: 'a2', status: 'valid' });
  });

  it('should show a refused update', async () => {
    const { user } = renderTable({
      onUpdate: vi.fn(() => Promise.reject(new Error('This service already has a valid code.'))),
    });
    await user.click(screen.getByRole('button', { name: 'Enable B8JD-05KV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This service already has a valid code.',
    );
  });

  it('should generate a code for a service without a valid one', async () => {
    const { user, onGenerate } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate authorization code' });
    const select = within(dialog).getByRole('combobox', { name: 'Service' });
    expect(within(select).getByRole('option', { name: /Cloud accounting/ })).toBeDisabled();
    expect(select).toHaveValue('s2');
    await user.selectOptions(select, 's4');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(onGenerate).toHaveBeenCalledWith({ serviceId: 's4' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should keep the choice when generating is refused', async () => {
    const { user } = renderTable({
      onGenerate: vi.fn(() => Promise.reject(new Error('Quota reached'))),
    });
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 's4');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Quota reached');
    expect(within(dialog).getByRole('combobox')).toHaveValue('s4');
  });

  it('should not generate when every service has a valid code', async () => {
    const { user } = renderTable({
      services: services.map((service) => ({ ...service, hasValidCode: true })),
    });
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Every service already has a valid code.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it('should transfer a code: the receiving mobile, then the SMS code to the owner', async () => {
    const { user, onSendTransferCode, onTransfer } = renderTable();
    await chooseRowAction(user, 'K7QF-29XM', 'Transfer');
    let dialog = await screen.findByRole('dialog', { name: 'Transfer authorization code' });
    await user.type(within(dialog).getByLabelText(/Mobile of the receiving account/), '139');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Enter a valid mobile number')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Mobile of the receiving account/), '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Transfer authorization code' });
    await waitFor(() => expect(within(dialog).getByText(/138\*\*\*\*5678/)).toBeVisible());
    expect(dialog).toHaveTextContent(
      'K7QF-29XM will be transferred to the account of 13912345678.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(onSendTransferCode).toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Verification code/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onTransfer).toHaveBeenCalledWith({
      code: 'K7QF-29XM',
      mobile: '13912345678',
      vCode: '135790',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should keep the SMS code after a refused transfer, and the mobile on going back', async () => {
    const { user } = renderTable({
      onTransfer: vi.fn(() => Promise.reject(new Error('The code is yours already.'))),
    });
    await chooseRowAction(user, 'K7QF-29XM', 'Transfer');
    let dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText(/Mobile of the receiving account/),
      '13912345678',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText(/Verification code/)).toBeVisible());
    dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Verification code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code is yours already.',
    );
    expect(within(dialog).getByLabelText(/Verification code/)).toHaveValue('000000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Mobile of the receiving account/)).toHaveValue('13912345678'),
    );
  });

  it('should revoke a code only after the confirmation', async () => {
    const { user, onCancel } = renderTable();
    await chooseRowAction(user, 'K7QF-29XM', 'Revoke');
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke authorization code' });
    expect(confirm).toHaveTextContent('K7QF-29XM stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
    await chooseRowAction(user, 'K7QF-29XM', 'Revoke');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(onCancel).toHaveBeenCalledWith({ code: 'K7QF-29XM' });
  });

  it('should show a refused revoke', async () => {
    const { user } = renderTable({
      onCancel: vi.fn(() => Promise.reject(new Error('Revoke failed'))),
    });
    await chooseRowAction(user, 'K7QF-29XM', 'Revoke');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent('Revoke failed');
  });

  it('should page through the codes', async () => {
    const { user, onPageChange } = renderTable({ total: 25 });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 3, pageSize: 10 });
  });

  it('should show the loading state', () => {
    renderTable({ status: 'loading', rows: [], total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('should say there are no codes, with no pager', () => {
    renderTable({ rows: [], total: 0 });
    expect(
      screen.getByText('No authorization codes yet. Generate one for a service.'),
    ).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The toolbar's button, and the empty state's next step.
    const buttons = screen.getAllByRole('button', { name: 'Generate code' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeEnabled();
  });

  it('should show a failed load with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({
      status: 'error',
      rows: [],
      total: 0,
      errorMessage: 'Server busy',
      onRetry,
    });
    expect(screen.getByText('Server busy')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  describe('two clicks in one task', () => {
    const pending = () => vi.fn(() => new Promise<void>(() => {}));

    it('should generate once', async () => {
      const onGenerate = pending();
      const { user } = renderTable({ onGenerate });
      await user.click(screen.getByRole('button', { name: 'Generate code' }));
      const dialog = await screen.findByRole('dialog', { name: 'Generate authorization code' });
      clickTwiceInOneTask(within(dialog).getByRole('button', { name: 'Generate' }));
      expect(onGenerate).toHaveBeenCalledTimes(1);
    });

    it('should transfer once, after Enter in the mobile went on to the code', async () => {
      const onTransfer = pending();
      const { user } = renderTable({ onTransfer });
      await chooseRowAction(user, 'K7QF-29XM', 'Transfer');
      const dialog = await screen.findByRole('dialog', { name: 'Transfer authorization code' });
      await user.type(
        within(dialog).getByLabelText(/Mobile of the receiving account/),
        '13912345678{Enter}',
      );
      const code = await screen.findByLabelText(/Verification code/);
      await user.type(code, '135790');
      clickTwiceInOneTask(
        within(screen.getByRole('dialog', { name: 'Transfer authorization code' })).getByRole(
          'button',
          { name: 'Confirm' },
        ),
      );
      expect(onTransfer).toHaveBeenCalledTimes(1);
    });

    it('should revoke once', async () => {
      const onCancel = pending();
      const { user } = renderTable({ onCancel });
      await chooseRowAction(user, 'K7QF-29XM', 'Revoke');
      const confirm = await screen.findByRole('alertdialog', {
        name: 'Revoke authorization code',
      });
      clickTwiceInOneTask(within(confirm).getByRole('button', { name: 'Revoke' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('should disable a code once', () => {
      const onUpdate = pending();
      renderTable({ onUpdate });
      clickTwiceInOneTask(screen.getByRole('button', { name: 'Disable K7QF-29XM' }));
      expect(onUpdate).toHaveBeenCalledTimes(1);
    });
  });
});
