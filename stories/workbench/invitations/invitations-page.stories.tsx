import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import InvitationsPage from '../../../workbench/routes/invitations/invitations-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { fixStoryClock } from '../support/fixed-clock';
import { RouteStage, startSandbox } from '../support/route-stage';
import { chooseInFirstRowOffering } from '../../design-system/fixtures/row-actions';
import {
  blurActive,
  findSettledDialog,
  waitForDialogGone,
} from '../../design-system/fixtures/overlays';

/** The invitations page as u0001, admin of 华南示范科技有限公司, against the sandbox. */
function InvitationsStage() {
  return (
    <RouteStage path={paths.invitations.path}>
      <InvitationsPage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Invitations/Invitations page',
  component: InvitationsStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    const restore = fixStoryClock();
    await startSandbox(msw, { signedInAs: 'u0001' });
    return restore;
  },
});

const SEND = /^(通过手机号邀请|Invite by mobile number)$/;

/** Invitations received, the invite link, and the corp's invitations and applications. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(await canvas.findAllByText('远山贸易有限公司')).not.toHaveLength(0);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(await canvas.findByDisplayValue(/#\/invite\?code=/)).toBeVisible();
  },
});

/** The lists are on their way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/invite/unreadlist', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    // The picture waits for what does load: the invite link beside the two lists on their way.
    await expect(await canvas.findByDisplayValue(/#\/invite\?code=/)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/加载中|Loading/);
  },
});

/** Nothing received and nothing sent. */
export const Empty = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    state.invites.records.clear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂无新的邀请|You have no new invitations/)).toBeVisible();
    await expect(
      await canvas.findByText(/暂无邀请或加入申请|No invitations or applications/),
    ).toBeVisible();
  },
});

/** The lists failed: each says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/invite/unreadlist',
      answer: { errcode: '7001', description: '邀请服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue(/#\/invite\?code=/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^(重试|Try again)$/ })).toHaveLength(2),
    );
  },
});

/** Sending to a mobile: the toast reports it and the corp's list shows it awaiting reply. */
export const BatchSend = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: SEND }));
    const dialog = await findSettledDialog('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '13912345678');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(发送邀请|Send invitations)$/ }),
    );
    await waitForDialogGone();
    await expect(
      await within(await canvas.findByRole('table')).findByText('139****5678'),
    ).toBeVisible();
  },
});

/** A mobile that is a member already: nothing is sent, the dialog says why and keeps the text. */
export const BatchSendRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: SEND }));
    const dialog = await findSettledDialog('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '13800138000');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(发送邀请|Send invitations)$/ }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/13800138000/);
    await expect(within(dialog).getByRole('textbox')).toHaveValue('13800138000');
    blurActive();
  },
});

/** Deleting an invitation asks first; once confirmed it leaves the list. */
export const ManageDelete = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const before = within(table).getAllByRole('row').length;
    await chooseInFirstRowOffering(table, /^(删除|Delete)$/);
    const confirm = await findSettledDialog('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(删除|Delete)$/ }));
    await waitForDialogGone('alertdialog');
    await waitFor(() =>
      expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(before),
    );
  },
});
