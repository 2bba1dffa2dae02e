import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import AuthorizationCodesPage from '../../../workbench/routes/authorization-codes/authorization-codes-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox, SANDBOX_SMS_CODE } from '../../../workbench/sandbox';
import { fixStoryClock } from '../support/fixed-clock';
import { RouteStage, startSandbox } from '../support/route-stage';
import { chooseRowAction, rowsWithMenu } from '../../design-system/fixtures/row-actions';
import { findSettledDialog, waitForDialogGone } from '../../design-system/fixtures/overlays';

/** The authorization codes page as u0001 against the sandbox. */
function AuthorizationCodesStage() {
  return (
    <RouteStage path={paths.authorizationCodes.path}>
      <AuthorizationCodesPage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/AuthorizationCodes/Authorization codes page',
  component: AuthorizationCodesStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    const restore = fixStoryClock();
    await startSandbox(msw, { signedInAs: 'u0001' });
    return restore;
  },
});

/** The first page of the codes, newest first. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
  },
});

/** The codes are on their way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/user/authorizeCodeListPage',
      answer: { delayMs: 600_000 },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/加载中|Loading/);
  },
});

/** An account without codes. */
export const Empty = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    state.security.codes.clear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂无授权码|No authorization codes yet/)).toBeVisible();
  },
});

/** The codes failed: it says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/user/authorizeCodeListPage',
      answer: { errcode: '7001', description: '授权码服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
  },
});

/** Transferring a code: the receiving mobile, then the owner's SMS code; the toast reports it. */
export const Transfer = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table');
    await chooseRowAction(rowsWithMenu(table)[0]!, /^(转让|Transfer)$/);
    const first = await findSettledDialog('dialog');
    await userEvent.type(within(first).getByRole('textbox'), '13912345678');
    await userEvent.click(within(first).getByRole('button', { name: /^(下一步|Next)$/ }));
    await waitFor(() => expect(body.getByRole('dialog')).not.toBe(first));
    const verify = await findSettledDialog('dialog');
    await userEvent.click(within(verify).getByRole('button', { name: /发送|获取|Send/ }));
    await userEvent.type(within(verify).getByRole('textbox'), SANDBOX_SMS_CODE);
    await userEvent.click(within(verify).getByRole('button', { name: /^(确定|Confirm)$/ }));
    await waitForDialogGone();
  },
});

/** Revoking a code asks first; once confirmed the code shows as disabled. */
export const Revoke = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const before = rowsWithMenu(table).length;
    await chooseRowAction(rowsWithMenu(table)[0]!, /^(撤销|Revoke)$/);
    const confirm = await findSettledDialog('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(撤销|Revoke)$/ }));
    await waitFor(() => expect(rowsWithMenu(table)).toHaveLength(before - 1));
  },
});
