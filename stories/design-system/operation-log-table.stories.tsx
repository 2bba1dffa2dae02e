import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  OperationLogTable,
  operationLogFilter,
  type OperationLogTableProps,
} from '../../design-system/components/operation-log-table';
import { dayBounds } from '../../design-system/components/operation-log-table/log-filter';
import type { OperationLogFilter } from '../../shared/domain/logs';
import {
  DEFAULT_RANGE,
  EXPORTS,
  LOGS,
  LONG_LOGS,
  OPERATION_TYPES,
  STARTED_EXPORT,
  manyLogs,
  searchLogs,
} from './fixtures/logs';
import { blurActive } from './fixtures/overlays';
import { dateText } from './fixtures/date-text';

/**
 * Plays the page: the story's rows are the whole log, searched and paged here as the server
 * would, and every callback reaches the story's spy first.
 */
function OperationLogHarness(props: OperationLogTableProps) {
  const [filter, setFilter] = useState<OperationLogFilter | undefined>(() =>
    operationLogFilter({ type: '', key: '', range: props.defaultRange }),
  );
  const [paging, setPaging] = useState({ page: 1, pageSize: props.pageSize ?? 10 });
  const found = filter ? searchLogs(props.rows, filter) : [];
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <OperationLogTable
      {...props}
      rows={found.slice(start, start + paging.pageSize)}
      total={found.length}
      page={paging.page}
      pageSize={paging.pageSize}
      onSearch={(next) => {
        props.onSearch(next);
        setFilter(next);
        setPaging((current) => ({ ...current, page: 1 }));
      }}
      onPageChange={(details) => {
        props.onPageChange(details);
        setPaging(details);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/OperationLogTable',
  component: OperationLogTable,
  args: {
    status: 'ready' as const,
    rows: LOGS,
    total: LOGS.length,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    operationTypes: OPERATION_TYPES,
    defaultRange: DEFAULT_RANGE,
    maxDate: DEFAULT_RANGE.end,
    onSearch: fn(),
    exports: EXPORTS,
    onExport: fn(() => Promise.resolve(STARTED_EXPORT)),
  },
  render: (args) => <OperationLogHarness {...args} />,
});

/** The default week as the search sends it: the reader's first and last millisecond of the days. */
const DEFAULT_FILTER = {
  startTime: dayBounds(DEFAULT_RANGE.start).start,
  endTime: dayBounds(DEFAULT_RANGE.end).end,
};

const SEARCH = /^(查询|Search)$/;
const TYPE = /操作类型|Operation type/;
/** A week of operations, an export being made and one ready to download. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(LOGS.length + 1);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /操作日志_20250801-20250815\.xlsx/ }),
    ).toHaveAttribute('href', EXPORTS[1]!.url);
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { rows: [], exports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/未记录任何操作|No operations were logged/)).toBeVisible();
  },
});

export const Error = meta.story({
  args: { status: 'error', errorMessage: '日志服务暂不可用', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('日志服务暂不可用');
    await userEvent.click(canvas.getByRole('button', { name: /^(重试|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

/** A search narrower than the default that finds nothing says so, not "nothing logged". */
export const NoMatch = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: /操作人或内容|Operator or content/ }),
      '不存在的内容',
    );
    await userEvent.click(canvas.getByRole('button', { name: SEARCH }));
    await expect(await canvas.findByText(/没有符合筛选条件|No operation matches/)).toBeVisible();
    blurActive();
  },
});

/** Four hundred operations, paged by the server. */
export const LargeData = meta.story({
  args: { rows: manyLogs(400) },
  play: async ({ args, canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /^(下一页|Next page)$/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
    blurActive();
  },
});

/** The type picked and the range in the picker go to the search. */
export const FilterByType = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TYPE }), 'member.add');
    await userEvent.click(canvas.getByRole('button', { name: SEARCH }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...DEFAULT_FILTER, type: 'member.add' });
    const table = canvas.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    blurActive();
  },
});

export const FilterByDateRange = meta.story({
  play: async ({ args, canvas }) => {
    const start = canvas.getByLabelText(/^(开始日期|Start date)$/);
    await userEvent.clear(start);
    // As the field writes zh-CN dates; Enter takes what was typed.
    await userEvent.type(start, '2025/08/20{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: SEARCH }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      startTime: dayBounds('2025-08-20').start,
      endTime: DEFAULT_FILTER.endTime,
    });
    blurActive();
  },
});

/** A start after the end is refused by the picker, and the search does not run. */
export const InvalidRange = meta.story({
  play: async ({ args, canvas, globals }) => {
    const day = (iso: string) => dateText(iso, String(globals.locale));
    // Both ends stay within maxDate (the picker keeps a typed day inside its limits).
    const end = canvas.getByLabelText(/^(结束日期|End date)$/);
    await userEvent.clear(end);
    await userEvent.type(end, `${day('2025-08-17')}{Enter}`);
    const start = canvas.getByLabelText(/^(开始日期|Start date)$/);
    await userEvent.clear(start);
    await userEvent.type(start, `${day('2025-08-19')}{Enter}`);
    await expect(await canvas.findByText(/开始日期不能晚于结束日期|cannot be later/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SEARCH }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(start).toHaveValue(day('2025-08-19'));
    blurActive();
  },
});

/** A range with no end cannot be searched: the log needs both. */
export const IncompleteRange = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/^(结束日期|End date)$/));
    await userEvent.click(canvas.getByRole('button', { name: SEARCH }));
    await expect(
      await canvas.findByText(/开始日期和结束日期|start date and an end date/),
    ).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    blurActive();
  },
});

/** Reset puts the filters back and searches the default week again. */
export const Reset = meta.story({
  play: async ({ args, canvas }) => {
    const type = canvas.getByRole('combobox', { name: TYPE });
    await userEvent.selectOptions(type, 'login');
    await userEvent.click(canvas.getByRole('button', { name: SEARCH }));
    await userEvent.click(canvas.getByRole('button', { name: /^(重置|Reset)$/ }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(DEFAULT_FILTER);
    await expect(type).toHaveValue('');
    blurActive();
  },
});

/** Export sends the last search; the export it starts shows its progress at once. */
export const Export = meta.story({
  args: { exports: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(导出|Export)$/ }));
    await expect(args.onExport).toHaveBeenCalledWith(DEFAULT_FILTER);
    await expect(
      await canvas.findByRole('progressbar', { name: /操作日志_20250815-20250821\.xlsx/ }),
    ).toBeVisible();
    blurActive();
  },
});

/** A refused export says why and keeps the filters as they were. */
export const ExportRefused = meta.story({
  args: { onExport: fn(() => Promise.reject(new globalThis.Error('导出任务过多，请稍后再试'))) },
  play: async ({ canvas }) => {
    const type = canvas.getByRole('combobox', { name: TYPE });
    await userEvent.selectOptions(type, 'login');
    await userEvent.click(canvas.getByRole('button', { name: /^(导出|Export)$/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('导出任务过多，请稍后再试');
    await expect(type).toHaveValue('login');
    blurActive();
  },
});

/** Thai, with long names and content: cut with an ellipsis, whole in a tooltip. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { rows: LONG_LOGS },
});
