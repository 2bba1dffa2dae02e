import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  OperationLogTable,
  type OperationLogTableProps,
} from '../../../../../design-system/components/operation-log-table';
import { dayBounds } from '../../../../../design-system/components/operation-log-table/log-filter';
import type { LogExport, OperationLog } from '../../../../../shared/domain/logs';
import { typeDate } from '../../../helpers/date-field';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

const REFUSAL = 'The start date cannot be later than the end date';
const RANGE = { start: '2025-08-15', end: '2025-08-21' };
const DEFAULT_FILTER = {
  startTime: dayBounds(RANGE.start).start,
  endTime: dayBounds(RANGE.end).end,
};

const rows: OperationLog[] = [
  {
    id: 'l1',
    operatorId: 'u1',
    operator: 'Zhang Wei',
    type: 'login',
    typeName: 'Sign-in',
    content: 'Signed in with a password',
    time: DEFAULT_FILTER.startTime + 3_600_000,
    ip: '192.0.2.20',
  },
  {
    id: 'l2',
    operatorId: 'u2',
    operator: 'Li Na',
    type: 'member.add',
    typeName: 'Add member',
    content: 'Invited Wang Fang',
    time: DEFAULT_FILTER.startTime + 7_200_000,
    ip: '192.0.2.27',
  },
];

const processing: LogExport = {
  id: 'e2',
  fileName: 'log-0814-0820.xlsx',
  status: 'processing',
  createdAt: 0,
  count: 1284,
  url: '',
};
const done: LogExport = {
  id: 'e1',
  fileName: 'log-0801-0815.xlsx',
  status: 'done',
  createdAt: 0,
  count: 3502,
  url: 'https://files.example.com/e1.xlsx',
};

function renderTable(props: Partial<OperationLogTableProps> = {}) {
  const user = userEvent.setup();
  const onSearch = vi.fn<OperationLogTableProps['onSearch']>();
  const onPageChange = vi.fn<OperationLogTableProps['onPageChange']>();
  const view = renderWithProviders(
    <OperationLogTable
      status="ready"
      rows={rows}
      total={rows.length}
      page={1}
      pageSize={10}
      onPageChange={onPageChange}
      operationTypes={[
        { type: 'login', name: 'Sign-in' },
        { type: 'member.add', name: 'Add member' },
      ]}
      defaultRange={RANGE}
      onSearch={onSearch}
      {...props}
    />,
  );
  return { user, onSearch, onPageChange, ...view };
}

/** A page whose search finds nothing: it answers every search with no rows. */
function SearchingPage() {
  const [shown, setShown] = useState<readonly OperationLog[]>(rows);
  return (
    <OperationLogTable
      status="ready"
      rows={shown}
      total={shown.length}
      page={1}
      onPageChange={vi.fn()}
      operationTypes={[{ type: 'login', name: 'Sign-in' }]}
      defaultRange={RANGE}
      onSearch={() => setShown([])}
    />
  );
}

/** A page whose export list, read again, holds the started export as done. */
function ExportingPage() {
  const [exports, setExports] = useState<readonly LogExport[]>([]);
  return (
    <>
      <OperationLogTable
        status="ready"
        rows={rows}
        total={rows.length}
        page={1}
        onPageChange={vi.fn()}
        operationTypes={[]}
        defaultRange={RANGE}
        onSearch={vi.fn()}
        onExport={() => Promise.resolve(processing)}
        exports={exports}
      />
      <button
        type="button"
        onClick={() =>
          setExports([{ ...processing, status: 'done', url: 'https://files.example.com/e2.xlsx' }])
        }
      >
        Read the export list
      </button>
    </>
  );
}

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const typeSelect = () => screen.getByRole('combobox', { name: 'Operation type' });
/** Types an ISO day into a date field as it shows dates in en_US (MM/DD/YYYY). */
const setDate = (label: 'Start date' | 'End date', iso: string) => {
  const [year, month, day] = iso.split('-');
  return typeDate(label, iso === '' ? '' : `${month}/${day}/${year}`);
};

describe('OperationLogTable', () => {
  it('should show each operation with its time as the row header', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Operation log' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const row = screen.getByRole('row', { name: /Li Na/ });
    expect(within(row).getByRole('rowheader')).toBeInTheDocument();
    expect(row).toHaveTextContent('Add member');
    expect(row).toHaveTextContent('Invited Wang Fang');
    expect(row).toHaveTextContent('192.0.2.27');
  });

  it('should search with the type picked and the range in the picker', async () => {
    const { user, onSearch } = renderTable();
    await user.selectOptions(typeSelect(), 'member.add');
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_FILTER, type: 'member.add' });
  });

  it('should search with the range the person picks, and the text typed', async () => {
    const { user, onSearch } = renderTable();
    await setDate('Start date', '2025-08-20');
    await user.type(screen.getByRole('searchbox', { name: 'Operator or content' }), ' Li {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({
      startTime: dayBounds('2025-08-20').start,
      endTime: DEFAULT_FILTER.endTime,
      key: 'Li',
    });
  });

  it('should not search while the picker refuses the range', async () => {
    const { user, onSearch } = renderTable();
    await setDate('Start date', '2025-08-25');
    expect(screen.getByText(REFUSAL)).toHaveAttribute('role', 'alert');
    await user.click(searchButton());
    expect(onSearch).not.toHaveBeenCalled();
    // Once the range is put right, the search runs again.
    await setDate('Start date', '2025-08-18');
    await user.click(searchButton());
    expect(onSearch).toHaveBeenCalledWith({
      startTime: dayBounds('2025-08-18').start,
      endTime: DEFAULT_FILTER.endTime,
    });
  });

  it('should not search a range without an end, and say so', async () => {
    const { user, onSearch } = renderTable();
    await setDate('End date', '');
    await user.click(searchButton());
    expect(screen.getByText('Choose both a start date and an end date.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('should reset the filters and search the default range again', async () => {
    const { user, onSearch } = renderTable();
    await user.selectOptions(typeSelect(), 'login');
    await setDate('Start date', '2025-08-25');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith(DEFAULT_FILTER);
    expect(typeSelect()).toHaveValue('');
    expect(screen.getByLabelText('Start date')).toHaveValue('08/15/2025');
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('should say nothing was logged when the default search finds nothing', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No operations were logged in these days.')).toBeInTheDocument();
  });

  it('should say nothing matches when a narrower search finds nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchingPage />);
    await user.selectOptions(typeSelect(), 'login');
    await user.click(searchButton());
    expect(await screen.findByText('No operation matches these filters.')).toBeInTheDocument();
  });

  it('should show a failure with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ status: 'error', errorMessage: 'Log service down', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Log service down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('should show the wait', () => {
    renderTable({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('should ask for another page', async () => {
    const { user, onPageChange } = renderTable({ total: 45, page: 1 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
  });

  describe('export', () => {
    it('should export what the last search found, not the unsearched filters', async () => {
      const onExport = vi.fn(() => Promise.resolve(processing));
      const { user } = renderTable({ onExport });
      await user.selectOptions(typeSelect(), 'login');
      await user.click(searchButton());
      await user.selectOptions(typeSelect(), 'member.add');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(onExport).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_FILTER, type: 'login' });
    });

    it('should show the progress of the export it started at once', async () => {
      const onExport = vi.fn(() => Promise.resolve(processing));
      const { user } = renderTable({ onExport });
      expect(screen.queryByRole('progressbar')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(
        await screen.findByRole('progressbar', { name: 'Preparing log-0814-0820.xlsx' }),
      ).toBeInTheDocument();
    });

    it('should show a done export as a download link, and a processing one as progress', () => {
      renderTable({ exports: [processing, done], onExport: vi.fn() });
      const section = within(screen.getByRole('region', { name: 'Exports' }));
      expect(section.getByRole('progressbar', { name: /log-0814-0820/ })).toBeInTheDocument();
      const link = section.getByRole('link', { name: 'Download log-0801-0815.xlsx' });
      expect(link).toHaveAttribute('href', done.url);
      expect(section.queryByRole('link', { name: /log-0814-0820/ })).toBeNull();
      expect(section.getByText(/Operations: 3,502/)).toBeInTheDocument();
    });

    it("should follow the page's list once it holds the started export", async () => {
      const user = userEvent.setup();
      renderWithProviders(<ExportingPage />);
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await screen.findByRole('progressbar');
      await user.click(screen.getByRole('button', { name: 'Read the export list' }));
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.getByRole('link', { name: 'Download log-0814-0820.xlsx' })).toBeInTheDocument();
    });

    it('should say why an export was refused and keep the filters', async () => {
      const onExport = vi.fn(() => Promise.reject(new Error('Too many exports')));
      const { user } = renderTable({ onExport });
      await user.selectOptions(typeSelect(), 'login');
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many exports');
      expect(typeSelect()).toHaveValue('login');
    });

    it('should offer no export without the callback', () => {
      renderTable();
      expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    });

    it('should export once while an export is being asked for', async () => {
      const onExport = vi.fn(() => new Promise<LogExport>(() => undefined));
      const { user } = renderTable({ onExport });
      const button = screen.getByRole('button', { name: 'Export' });
      await user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      await user.click(button);
      expect(button).toHaveFocus();
      expect(onExport).toHaveBeenCalledOnce();
    });

    it('should export once for two clicks in one task', () => {
      const onExport = vi.fn(() => new Promise<LogExport>(() => undefined));
      renderTable({ onExport });
      clickTwiceInOneTask(screen.getByRole('button', { name: 'Export' }));
      expect(onExport).toHaveBeenCalledOnce();
    });
  });
});
