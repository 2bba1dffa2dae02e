import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  DeptMemberModal,
  type DeptMemberModalProps,
  type DeptMemberModalRow,
} from '../../design-system/components/dept-member-modal';
import { MEMBER_SEARCH_MAX_LENGTH } from '../../shared/constants';
import { generateMembers, MEMBERS, THAI_MEMBERS } from './fixtures/security';
import { blurActive, findSettledDialog, waitForDialogGone } from './fixtures/overlays';
import { chooseRowAction } from './fixtures/row-actions';
import { messageText } from './fixtures/messages';

const PAGE_SIZE = 10;

const matches = (row: DeptMemberModalRow, key: string) =>
  [row.realName, row.mobile, row.userName, ...row.deptNameList].some((text) => text.includes(key));

/**
 * Plays the parent: `rows` is the whole company; the search filters it and the pager slices it,
 * as the workbench's data hook will, and every call still reaches the story's spies.
 */
function CompanyMembers({ rows, onSearch, onPageChange, ...props }: DeptMemberModalProps) {
  const [key, setKey] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: props.pageSize ?? PAGE_SIZE });
  const found = rows.filter((row) => matches(row, key));
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <DeptMemberModal
      {...props}
      {...paging}
      rows={found.slice(start, start + paging.pageSize)}
      total={found.length}
      onSearch={async (next) => {
        await onSearch(next);
        setKey(next);
        setPaging((previous) => ({ ...previous, page: 1 }));
      }}
      onPageChange={(details) => {
        onPageChange(details);
        setPaging(details);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/DeptMemberModal',
  component: DeptMemberModal,
  args: {
    open: true,
    rows: MEMBERS,
    status: 'ready' as const,
    page: 1,
    pageSize: PAGE_SIZE,
    total: MEMBERS.length,
    onClose: fn(),
    onRetry: fn(),
    onPageChange: fn(),
    onSearch: fn(() => Promise.resolve()),
    onSendCode: fn(() => Promise.resolve()),
    onSetCheckMobile: fn(() => Promise.resolve()),
    onTurnOffSecondCheck: fn(() => Promise.resolve()),
  },
  render: (args) => <CompanyMembers {...args} />,
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '800px' } } },
});

/** Read in the play, not at load: a remount changes the language after the module is loaded. */
const title = () => messageText('deptMemberModal.title');

async function modal() {
  const element = await findSettledDialog('dialog', { name: title() });
  return within(element);
}

async function topDialog(name: RegExp) {
  const element = await findSettledDialog('dialog', { name });
  return within(element);
}

export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async () => {
    const view = await modal();
    await expect(view.getAllByRole('row')).toHaveLength(MEMBERS.length + 1);
    // 李娜 belongs to several corps: her account column shows her mobile.
    const row = view.getByRole('rowheader', { name: '李娜' }).closest('tr')!;
    await expect(within(row).getAllByText('139****2468')).toHaveLength(2);
  },
});

export const Loading = meta.story({
  args: { status: 'loading', rows: [] },
  play: async () => {
    await expect((await modal()).getByRole('status')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async () => {
    await expect((await modal()).queryByRole('table')).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: { status: 'error', rows: [], errorMessage: '服务器繁忙，请稍后再试' },
  play: async ({ args }) => {
    const view = await modal();
    await expect(view.getByText('服务器繁忙，请稍后再试')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: /^(重试|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalled();
    blurActive();
  },
});

/** A search that finds nobody. */
export const NoMatch = meta.story({
  play: async ({ args }) => {
    const view = await modal();
    await userEvent.type(view.getByRole('searchbox'), '不存在的成员{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('不存在的成员');
    await waitFor(() => expect(view.queryByRole('table')).not.toBeInTheDocument());
    blurActive();
  },
});

/** 300 members, ten a page. */
export const LargeData = meta.story({
  args: { rows: generateMembers(300) },
  play: async ({ args }) => {
    const view = await modal();
    await userEvent.click(view.getByRole('button', { name: /^(第 2 页|Page 2)$/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: PAGE_SIZE });
    await waitFor(() =>
      expect(view.getByRole('button', { name: /^(第 2 页|Page 2)$/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    blurActive();
  },
});

export const SearchOnEnter = meta.story({
  play: async ({ args }) => {
    const view = await modal();
    await userEvent.type(view.getByRole('searchbox'), '  王芳 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('王芳');
    await waitFor(() => expect(view.getAllByRole('row')).toHaveLength(2));
    blurActive();
  },
});

export const SearchOnIcon = meta.story({
  play: async ({ args }) => {
    const view = await modal();
    await userEvent.type(view.getByRole('searchbox'), '研发');
    await userEvent.click(view.getByRole('button', { name: /^(搜索|Search)$/ }));
    await expect(args.onSearch).toHaveBeenCalledWith('研发');
    await waitFor(() => expect(view.getAllByRole('row')).toHaveLength(2));
    blurActive();
  },
});

/** More than 200 characters pasted: cut to 200, with the rule's message. */
export const SearchTooLong = meta.story({
  play: async () => {
    const view = await modal();
    const box = view.getByRole('searchbox');
    await userEvent.click(box);
    await userEvent.paste('财'.repeat(MEMBER_SEARCH_MAX_LENGTH + 20));
    await expect(box).toHaveValue('财'.repeat(MEMBER_SEARCH_MAX_LENGTH));
    await expect(view.getByText(/200/)).toBeVisible();
    blurActive();
  },
});

export const SearchRefused = meta.story({
  args: { onSearch: fn(() => Promise.reject(new globalThis.Error('搜索过于频繁，请稍后再试'))) },
  play: async () => {
    const view = await modal();
    await userEvent.type(view.getByRole('searchbox'), '张{Enter}');
    await expect(await view.findByText('搜索过于频繁，请稍后再试')).toBeVisible();
    await expect(view.getByRole('searchbox')).toHaveValue('张');
    blurActive();
  },
});

/** A click on the mask leaves the modal open. */
export const MaskClickKeepsOpen = meta.story({
  play: async ({ args }) => {
    const dialog = await findSettledDialog('dialog', { name: title() });
    await userEvent.setup({ pointerEventsCheck: 0 }).click(dialog.parentElement!);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
});

/** Set: a new phone, its code, then bind check mobile and set second check. */
export const SetCheckMobile = meta.story({
  play: async ({ args }) => {
    const view = await modal();
    await userEvent.click(view.getByRole('button', { name: /张伟/ }));
    const form = await topDialog(/张伟/);
    await userEvent.type(form.getByLabelText(/验证手机|Verification phone/), '13912345678');
    await userEvent.click(form.getByRole('button', { name: /^(获取验证码|Send code)$/ }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      userId: 'u-1001',
      mobile: '13912345678',
    });
    await userEvent.type(form.getByLabelText(/^(验证码|Verification code)/), '246810');
    await userEvent.click(form.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(args.onSetCheckMobile).toHaveBeenCalledWith({
      userId: 'u-1001',
      mobile: '13912345678',
      vCode: '246810',
    });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await modal();
  },
});

/** The server refuses the code: its message shows, and the phone and the code stay as typed. */
export const SetCheckMobileRefused = meta.story({
  args: {
    onSetCheckMobile: fn(() => Promise.reject(new globalThis.Error('验证码错误，请重新输入'))),
  },
  play: async () => {
    const view = await modal();
    await userEvent.click(view.getByRole('button', { name: /张伟/ }));
    const form = await topDialog(/张伟/);
    await userEvent.type(form.getByLabelText(/验证手机|Verification phone/), '13912345678');
    await userEvent.type(form.getByLabelText(/^(验证码|Verification code)/), '000000');
    await userEvent.click(form.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(await form.findByText('验证码错误，请重新输入')).toBeVisible();
    await expect(form.getByLabelText(/验证手机|Verification phone/)).toHaveValue('13912345678');
    await expect(form.getByLabelText(/^(验证码|Verification code)/)).toHaveValue('000000');
    blurActive();
  },
});

/** Change: the same form, naming the phone in use. */
export const ChangeCheckMobile = meta.story({
  play: async () => {
    const view = await modal();
    const row = view.getByRole('rowheader', { name: '李娜' }).closest('tr')!;
    await userEvent.click(within(row).getAllByRole('button')[0]!);
    const form = await topDialog(/李娜/);
    await expect(form.getByText(/137\*\*\*\*1357/)).toBeVisible();
    blurActive();
  },
});

/** Turn off: a confirmation, then openSecondCheck = No. */
export const TurnOffSecondCheck = meta.story({
  play: async ({ args }) => {
    const view = await modal();
    const row = view.getByRole('rowheader', { name: '李娜' }).closest('tr')!;
    await chooseRowAction(within(row), 0);
    const confirm = await findSettledDialog('alertdialog');
    await expect(confirm).toHaveTextContent('李娜');
    await userEvent.click(within(confirm).getAllByRole('button')[1]!);
    await expect(args.onTurnOffSecondCheck).toHaveBeenCalledWith('u-1002');
    await waitForDialogGone('alertdialog');
    await expect(screen.getByRole('dialog', { name: title() })).toBeVisible();
  },
});

export const TurnOffRefused = meta.story({
  args: {
    onTurnOffSecondCheck: fn(() => Promise.reject(new globalThis.Error('您没有管理该成员的权限'))),
  },
  play: async () => {
    const view = await modal();
    const row = view.getByRole('rowheader', { name: '李娜' }).closest('tr')!;
    await chooseRowAction(within(row), 0);
    const confirm = await findSettledDialog('alertdialog');
    await userEvent.click(within(confirm).getAllByRole('button')[1]!);
    await expect(await view.findByText('您没有管理该成员的权限')).toBeVisible();
    await waitForDialogGone('alertdialog');
  },
});

export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { rows: THAI_MEMBERS, total: THAI_MEMBERS.length },
});
