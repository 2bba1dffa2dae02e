import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import OperationLogsPage from '../../../../workbench/routes/operation-logs/operation-logs-page';
import { paths } from '../../../../workbench/routes/paths';
import {
  createTestAccount,
  EXPORT_READY_MS,
  sandbox,
  SEED_DAY,
} from '../../../../workbench/sandbox';
import { typeDate } from '../../helpers/date-field';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { renderPage } from '../self-service/render-page';
import { TABLE_PAGE_SIZE } from '../../../../shared/constants';

const { server } = setupSandbox();
const requests = countRequests(server);

/** The day before the seed's last day, at noon UTC: the seeded log fills the default month. */
const NOW = SEED_DAY - 12 * 3_600_000;

function open() {
  const user = userEvent.setup();
  renderPage(paths.operationLogs.path, <OperationLogsPage />);
  return user;
}

const logTable = () => screen.findByRole('table', { name: 'Operation log' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('OperationLogsPage', () => {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('should show the last month of the corp log, newest first, and the recently used services', async () => {
    await signInAs('u0001');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Operation logs' })).toBeVisible();
    const rows = bodyRows(await logTable());
    expect(rows).toHaveLength(TABLE_PAGE_SIZE);
    expect(screen.getByLabelText('Start date')).toHaveValue('10/02/2026');
    expect(screen.getByLabelText('End date')).toHaveValue('10/31/2026');
    const recent = within(
      (await screen.findByRole('heading', { name: 'Recently used services' })).closest('section')!,
    );
    expect((await recent.findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it('should search by operation type', async () => {
    await signInAs('u0001');
    const user = open();
    await logTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation type' }), '登录');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => {
      for (const row of bodyRows(await logTable())) expect(row).toHaveTextContent('登录');
    });
  });

  it('should refuse a start later than the end, and search nothing', async () => {
    await signInAs('u0001');
    const user = open();
    const before = bodyRows(await logTable()).map((row) => row.textContent);
    await typeDate('Start date', '10/31/2026');
    await typeDate('End date', '10/01/2026');
    expect(
      await screen.findByText('The start date cannot be later than the end date'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(bodyRows(await logTable()).map((row) => row.textContent)).toEqual(before);
  });

  it('should export what the search found, with its progress, then its file', async () => {
    await signInAs('u0001');
    const user = open();
    await logTable();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const exports = within(
      (await screen.findByRole('heading', { name: 'Exports' })).closest('section')!,
    );
    expect(await exports.findByText('Preparing the file…')).toBeVisible();
    (await sandbox.state()).clock.advance(EXPORT_READY_MS);
    expect(
      await exports.findByRole('link', { name: /^Download operation-log-/ }, { timeout: 8000 }),
    ).toHaveAttribute('href', expect.stringContaining('__sandbox/pages/log-export'));
  });

  it('should export once for two clicks in one task', async () => {
    await signInAs('u0001');
    open();
    await logTable();
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Preparing the file…')).toBeVisible();
    expect(requests('extension/log/exportOperationLog')).toBe(1);
  });

  it('should search on Enter in the operator field', async () => {
    await signInAs('u0001');
    const user = open();
    await logTable();
    const searches = requests('extension/log/searchOperationLog');
    await user.type(screen.getByRole('searchbox', { name: 'Operator or content' }), '张{Enter}');
    await waitFor(() => expect(requests('extension/log/searchOperationLog')).toBe(searches + 1));
  });

  it('should say when nothing was logged, for a corp with no operations', async () => {
    await signInAs(createTestAccount(await sandbox.state(), { ownCorp: true }).userId);
    open();
    expect(await screen.findByText('No operations were logged in these days.')).toBeVisible();
    expect(
      await screen.findByText('You have not entered any service of this company lately.'),
    ).toBeVisible();
  });

  it('should say the log failed and load it again on retry', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'extension/log/searchOperationLog',
      answer: { errcode: '7001', description: 'Logs are down.' },
      times: 1,
    });
    const user = open();
    expect(await screen.findByText('The operation log could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await logTable())).toHaveLength(TABLE_PAGE_SIZE);
  });
});
