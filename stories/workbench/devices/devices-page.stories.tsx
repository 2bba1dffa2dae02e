import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import DevicesPage from '../../../workbench/routes/devices/devices-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { fixStoryClock } from '../support/fixed-clock';
import { chooseRowAction, rowsWithMenu } from '../../design-system/fixtures/row-actions';
import { findSettledDialog } from '../../design-system/fixtures/overlays';

/** The devices page as u0001, admin of 华南示范科技有限公司, against the sandbox. */
function DevicesStage() {
  return (
    <RouteStage path={paths.devices.path}>
      <DevicesPage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Devices/Devices page',
  component: DevicesStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    const restore = fixStoryClock();
    await startSandbox(msw, { signedInAs: 'u0001' });
    return restore;
  },
});

const ADD = /^(添加序列号|Add serial number)$/;

/** The main serial numbers, newest first, with the client IP beside them. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const table = await canvas.findByRole('table');
    // The corp's 4 main serial numbers, fewer than a page.
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    await expect(await canvas.findByText(/203\.0\.113\.10/)).toBeVisible();
  },
});

/** The main list is on its way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/device/getallslnlist', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/加载中|Loading/);
  },
});

/** A corp without serial numbers: the list says so and offers the add button. */
export const Empty = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    const corpId = state.accounts.get('u0001')!.defaultCorpId;
    const corp = state.devices.byCorp.get(corpId)!;
    corp.slns.clear();
    corp.subs.clear();
    corp.white.clear();
  },
  play: async ({ canvas }) => {
    // The toolbar's button, and the empty state's next action.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: ADD })).toHaveLength(2));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
});

/** The main list failed: it says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/device/getallslnlist',
      answer: { errcode: '7001', description: '设备服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/无法加载此列表|This list could not be loaded/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
  },
});

/** Adding a serial number: the dialog closes, the toast reports it, it heads the list. */
export const AddSerialNumber = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ADD }));
    const dialog = await findSettledDialog('dialog');
    await userEvent.type(within(dialog).getAllByRole('textbox')[0]!, 'ST0R-Y123-4567-89AB');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(添加|Add)$/ }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).queryByRole('dialog'),
      ).not.toBeInTheDocument(),
    );
    const table = await canvas.findByRole('table');
    await waitFor(() =>
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('ST0R-Y123-4567-89AB'),
    );
  },
});

/** Deleting a serial number asks first; once confirmed it leaves the list. */
export const DeleteSerialNumber = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const first = within(table).getAllByRole('rowheader')[0]!.textContent;
    await chooseRowAction(rowsWithMenu(table)[0]!, /^(删除|Delete)$/);
    const confirm = await findSettledDialog('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: /^(删除|Delete)$/ }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).not.toContain(first),
    );
  },
});
