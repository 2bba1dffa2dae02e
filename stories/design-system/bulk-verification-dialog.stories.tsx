import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  BulkVerificationDialog,
  type BulkVerificationDialogProps,
  type BulkVerificationMember,
} from '../../design-system/components/dept-member-modal';
import { COMPANY_DEPTS } from './fixtures/dept-tree';
import { makeMembers } from './fixtures/members';
import { findSettledDialog } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

/**
 * A department's members with their second check: a third on, a third off with a check mobile
 * bound, a third with none, the same on every run.
 */
function subtreeMembers(count: number): BulkVerificationMember[] {
  return makeMembers(count, 5).map((row, index) => ({
    userId: row.userId,
    realName: row.realName,
    mobile: row.mobile,
    on: index % 3 === 0,
    hasCheckMobile: index % 3 !== 2,
  }));
}

const TWELVE = subtreeMembers(12);
const never = () => new Promise<never>(() => undefined);
const previewOf = (read: BulkVerificationDialogProps['onPreview']) => fn(read);
const applyOf = (change: BulkVerificationDialogProps['onApply']) => fn(change);

const meta = preview.meta({
  title: 'Design system/BulkVerificationDialog',
  component: BulkVerificationDialog,
  args: {
    open: true,
    depts: COMPANY_DEPTS,
    onClose: fn(),
    onPreview: previewOf(() => Promise.resolve(TWELVE)),
    onApply: applyOf(() => Promise.resolve()),
    onApplied: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '800px' } } },
});

/** Read in the play, not at load: a remount changes the language after the module is loaded. */
const title = () => messageText('bulkVerification.title');

async function dialog() {
  const element = await findSettledDialog('dialog', { name: title() });
  return within(element);
}

async function choose(action: RegExp) {
  const body = await dialog();
  await userEvent.click(body.getByRole('radio', { name: action }));
  await userEvent.click(
    body.getByRole('button', { name: messageText('bulkVerification.preview') }),
  );
  return body;
}

const on = () => messageText('bulkVerification.turnOn');
const off = () => messageText('bulkVerification.turnOff');

/** The first step: a department (the root first, every department with its path) and on or off. */
export const Choose = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark', 'phone'] }) },
  play: async () => {
    const body = await dialog();
    const select = body.getByRole('combobox', { name: messageText('bulkVerification.dept') });
    await expect(
      within(select).getByRole('option', { name: '杭州云智财务科技有限公司' }),
    ).toBeInTheDocument();
    await expect(
      within(select).getByRole('option', {
        name: /^杭州云智财务科技有限公司 \/ 销售部 \/ 华南区 \/ 深圳销售组 \/ 大客户项目组$/,
      }),
    ).toBeInTheDocument();
    await expect(body.getByRole('radio', { name: on() })).toBeChecked();
  },
});

/** Reading a large department: the count of members read so far, the choice held still. */
export const Reading = meta.story({
  args: {
    onPreview: previewOf(({ progress }) => {
      progress(1500, 4200);
      return never();
    }),
  },
  play: async () => {
    const body = await dialog();
    await userEvent.click(
      body.getByRole('button', { name: messageText('bulkVerification.preview') }),
    );
    await expect(await body.findByRole('status')).toHaveTextContent(/1,500 \/ 4,200/);
    await expect(
      body.getByRole('combobox', { name: messageText('bulkVerification.dept') }),
    ).toBeDisabled();
  },
});

/** The members could not be read: why, with the choice kept to try again. */
export const ReadFailed = meta.story({
  args: { onPreview: previewOf(() => Promise.reject(new Error('服务繁忙，请稍后再试。'))) },
  play: async () => {
    const body = await choose(off());
    await expect(await body.findByText('服务繁忙，请稍后再试。')).toBeVisible();
    await expect(body.getByRole('radio', { name: off() })).toBeChecked();
  },
});

/** Turning on: who gains it, who is already on, who has no verification phone to turn on. */
export const PreviewTurnOn = meta.story({
  parameters: { ...visualParameters({ modes: ['phone', 'dark'] }) },
  play: async ({ args }) => {
    const body = await choose(on());
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ deptId: '1', action: 'on' }),
    );
    await expect(await body.findByText(/将为 4 名成员开启|4 members will have/)).toBeVisible();
    await expect(body.getByText(/4 名成员已是|4 members are already/)).toBeVisible();
    await expect(
      body.getByText(/4 名成员没有验证手机|4 members have no verification/),
    ).toBeVisible();
    await expect(
      body.getByRole('button', { name: /为 4 名成员开启|Turn on for 4 members/ }),
    ).toBeEnabled();
  },
});

/** Turning off: those on lose it; no one lacks what turning off needs. */
export const PreviewTurnOff = meta.story({
  play: async () => {
    const body = await choose(off());
    await expect(await body.findByText(/将为 4 名成员关闭|4 members will have/)).toBeVisible();
    await expect(body.queryByText(/没有验证手机|no verification phone/)).toBeNull();
  },
});

/** Everyone is already on: nothing to confirm. */
export const NothingToChange = meta.story({
  args: {
    onPreview: previewOf(() => Promise.resolve(TWELVE.map((member) => ({ ...member, on: true })))),
  },
  play: async () => {
    const body = await choose(on());
    await expect(await body.findByText(/将为 0 名成员开启|0 members will have/)).toBeVisible();
    await expect(
      body.getByRole('button', { name: /为 0 名成员开启|Turn on for 0 members/ }),
    ).toBeDisabled();
  },
});

/** Confirmed: the bar moves member by member; the one in progress waits on the server. */
export const Applying = meta.story({
  args: {
    onApply: applyOf((member: BulkVerificationMember) =>
      member.userId === TWELVE[4]!.userId ? never() : Promise.resolve(),
    ),
  },
  play: async () => {
    const body = await choose(on());
    await userEvent.click(
      await body.findByRole('button', { name: /为 4 名成员开启|Turn on for 4/ }),
    );
    await expect(await body.findByText(/已更改 1 \/ 4|1 \/ 4 changed/)).toBeVisible();
    await expect(
      body.getByRole('button', { name: /当前成员完成后停止|Stop after this member/ }),
    ).toBeEnabled();
    await expect(screen.queryByRole('button', { name: /^(完成|Done|关闭|Close)$/ })).toBeNull();
  },
});

/** Done, one refused: a result per member, the refused one with why, and a retry for it. */
export const DoneWithFailure = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onApply: applyOf((member: BulkVerificationMember) =>
      member.userId === TWELVE[4]!.userId
        ? Promise.reject(new Error('该成员已离开企业。'))
        : Promise.resolve(),
    ),
  },
  play: async ({ args }) => {
    const body = await choose(on());
    await userEvent.click(
      await body.findByRole('button', { name: /为 4 名成员开启|Turn on for 4/ }),
    );
    await expect(await body.findByText('该成员已离开企业。')).toBeVisible();
    await expect(body.getAllByText(/^(已更改|Changed)$/)).toHaveLength(3);
    await expect(args.onApplied).toHaveBeenCalledTimes(1);
    await expect(
      body.getByRole('button', { name: /重试未更改的 1 名|Try the 1 not changed/ }),
    ).toBeVisible();
  },
});

/** The first member's change, held until the story lets it finish. */
let releaseFirst = () => undefined as void;

/** Stopped after the member in progress: the rest say they were not done, and can be tried again. */
export const Stopped = meta.story({
  args: {
    onApply: applyOf((member: BulkVerificationMember) =>
      member.userId === TWELVE[1]!.userId
        ? new Promise<void>((resolve) => {
            releaseFirst = resolve;
          })
        : Promise.resolve(),
    ),
  },
  play: async () => {
    const body = await choose(on());
    await userEvent.click(
      await body.findByRole('button', { name: /为 4 名成员开启|Turn on for 4/ }),
    );
    await userEvent.click(
      await body.findByRole('button', { name: /当前成员完成后停止|Stop after this member/ }),
    );
    releaseFirst();
    await waitFor(() =>
      expect(body.getAllByText(/未完成：已停止|Not done: stopped/)).toHaveLength(3),
    );
    await expect(
      body.getByRole('button', { name: /重试未更改的 3 名|Try the 3 not changed/ }),
    ).toBeVisible();
  },
});

/** Two thousand members: the table shows the rows in view, the counts are the whole subtree's. */
export const LargeDepartment = meta.story({
  args: { onPreview: previewOf(() => Promise.resolve(subtreeMembers(2000))) },
  play: async () => {
    const body = await choose(on());
    await expect(await body.findByText(/将为 667 名成员开启|667 members will have/)).toBeVisible();
    const table = body.getByRole('table', { name: /部门成员|Members of the department/ });
    await expect(table.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(60);
  },
});

/** The preview in Thai, whose words run longest. */
export const PreviewTurnOnThai = meta.story({
  globals: { locale: 'th_TH' },
  play: async () => {
    const body = await choose(on());
    await expect(await body.findByText(/จะเปิดการยืนยันทางโทรศัพท์ให้สมาชิก 4 คน/)).toBeVisible();
  },
});
