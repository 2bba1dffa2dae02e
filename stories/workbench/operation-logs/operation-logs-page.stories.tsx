import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import OperationLogsPage from '../../../workbench/routes/operation-logs/operation-logs-page';
import { paths } from '../../../workbench/routes/paths';

import {
  createTestAccount,
  EXPORT_READY_MS,
  sandbox,
  SEED_DAY,
  startSession,
} from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { SESSION_COOKIE } from '../../../shared/cookies';
import { TABLE_PAGE_SIZE } from '../../../shared/constants';
import { findShownToasts } from '../../design-system/fixtures/toasts';
import { messageText } from '../../design-system/fixtures/messages';
import { holdClockAt } from '../../design-system/fixtures/clock';

/** The corp 1001 log as u0001 against the sandbox. */
function OperationLogsStage() {
  return (
    <RouteStage path={paths.operationLogs.path}>
      <OperationLogsPage />
    </RouteStage>
  );
}

/**
 * Date.now held at noon (UTC) of the seed's last logged day: "today" and the default month are
 * the same on every run, and the seeded log fills them. The sandbox's clock reads it too.
 */
const holdLoggedNoon = () => holdClockAt(SEED_DAY - 12 * 3_600_000);

const meta = preview.meta({
  title: 'Workbench/Operation logs/Operation logs page',
  component: OperationLogsStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    const release = holdLoggedNoon();
    await startSandbox(msw, { signedInAs: 'u0001' });
    return release;
  },
});

const logTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: messageText('operationLog.label') });

/** The last month of the corp's log, newest first, and the services u0001 entered lately. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvasElement }) => {
    const table = await logTable(canvasElement);
    // A full page of entries under the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(TABLE_PAGE_SIZE + 1);
    const recent = within(canvasElement).getAllByRole('list').at(-1)!;
    await expect(await within(recent).findAllByRole('listitem')).not.toHaveLength(0);
  },
});

/** The log is on its way. */
export const Loading = meta.story({
  beforeEach: () => {
    for (const path of ['extension/log/searchOperationLog', 'extension/log/getRecentUsedList'])
      sandbox.scenarios.add({ path, answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
  },
});

/** A corp of its own with nothing logged yet, and no service entered lately. */
export const Empty = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    const { userId } = createTestAccount(state, { ownCorp: true });
    const { session } = startSession(state, userId, state.accounts.get(userId)!.defaultCorpId);
    document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/这段时间内未记录任何操作|No operations were logged/),
    ).toBeVisible();
    await expect(await canvas.findByText(/最近没有进入过|not entered any service/)).toBeVisible();
  },
});

/** The log could not be loaded: it says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'extension/log/searchOperationLog',
      answer: { errcode: '7001', description: '日志服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
  },
});

/** A start later than the end is refused where it was typed; nothing is searched. */
export const RangeRefused = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await logTable(canvasElement);
    const start = canvas.getByLabelText(/^(开始日期|Start date)$/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026/10/31{Enter}');
    const end = canvas.getByLabelText(/^(结束日期|End date)$/);
    await userEvent.clear(end);
    await userEvent.type(end, '2026/10/20{Enter}');
    await expect(await canvas.findByText(/开始日期不能晚于结束日期|cannot be later/)).toBeVisible();
  },
});

/** An export: listed at once with its progress, then with its file once the sandbox made it. */
export const Export = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await logTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(导出|Export)$/ }));
    // The started message, settled and held: left to its 3 s, the snapshot caught it arriving,
    // showing or gone, by how busy the machine was.
    await findShownToasts(1);
    const heading = await canvas.findByRole('heading', { name: /^(导出记录|Exports)$/ });
    const exports = within(heading.closest('section')!);
    await expect(await exports.findByText(/文件生成中|Preparing the file/)).toBeVisible();
    (await sandbox.state()).clock.advance(EXPORT_READY_MS);
    await expect(
      await exports.findByRole('link', { name: /^(下载|Download) / }, { timeout: 8000 }),
    ).toBeVisible();
  },
});
