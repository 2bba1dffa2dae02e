import { Badge, Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../design-system/components/data-table';
import { RowActions } from '../../design-system/components/row-actions';
import { blurActive } from './fixtures/overlays';

interface Device {
  id: string;
  sln: string;
  service: string;
  used: number;
  allowed: number;
  enabled: boolean;
  createdAt: string;
  note: string;
}

const DEVICES: Device[] = Array.from({ length: 12 }, (_, index) => ({
  id: `d${index + 1}`,
  sln: `3KUL-F7TE-ZBDA-${String(1000 + index)}`,
  service: ['云进销存', '门店收银', '云会计'][index % 3]!,
  used: (index * 7) % 20,
  allowed: 20,
  enabled: index % 4 !== 3,
  createdAt: `2026/09/${String(28 - index).padStart(2, '0')} 09:30`,
  note: index === 0 ? '总部财务室的两台收银机与一台备用机，年底前迁往新办公室' : '—',
}));

const COLUMNS: DataTableColumn<Device>[] = [
  { key: 'sln', header: '序列号', rowHeader: true, cell: (row) => row.sln },
  { key: 'service', header: '服务', cell: (row) => row.service },
  { key: 'devices', header: '设备数', align: 'end', cell: (row) => `${row.used} / ${row.allowed}` },
  {
    key: 'status',
    header: '状态',
    cell: (row) => (
      <Badge size="sm" colorPalette={row.enabled ? 'green' : 'gray'}>
        {row.enabled ? '已启用' : '已停用'}
      </Badge>
    ),
  },
  {
    key: 'createdAt',
    header: '创建时间',
    nowrap: true,
    showFrom: 'lg',
    cell: (row) => row.createdAt,
  },
  { key: 'note', header: '备注', showFrom: 'xl', cell: (row) => row.note },
];

const meta = preview.meta({
  title: 'Design system/DataTable',
  component: DataTable<Device>,
  args: {
    label: '主序列号',
    columns: COLUMNS,
    rows: DEVICES.slice(0, 5),
    rowKey: (row: Device) => row.id,
    actions: {
      header: '操作',
      cell: (row: Device) => (
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={`删除 ${row.sln}`}>
          删除
        </Button>
      ),
    },
  },
  // The sample rows are Chinese, as a page's data would be: one locale is enough to review.
  globals: { locale: 'zh_CN' },
});

/** Rows under column headings, the serial number naming each row, the actions at the end. */
export const Data = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '主序列号' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
      '3KUL-F7TE-ZBDA-1000',
    );
    // From xl (1280 px) every column has room; narrower, the note and then the time give way.
    await expect(within(table).getByRole('columnheader', { name: '备注' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: '创建时间' })).toBeVisible();
  },
});

/** While the rows load: the list's one wait. */
export const Loading = meta.story({ args: { status: 'loading' } });

/** A failed load says why and offers a retry. */
export const Error = meta.story({
  args: { status: 'error', errorMessage: '序列号列表加载失败，请稍后重试。', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Nothing yet: what is missing, and the way to add the first one. */
export const Empty = meta.story({
  args: {
    status: 'empty',
    emptyMessage: '还没有序列号。',
    emptyAction: (
      <Button size="sm" colorPalette="brand">
        添加序列号
      </Button>
    ),
  },
});

/** A search that matched nothing. */
export const NoMatch = meta.story({
  args: { status: 'noMatch', noMatchMessage: '没有匹配的序列号。' },
});

/** A long list a page at a time. */
export const Paged = meta.story({
  args: {
    rows: DEVICES.slice(0, 10),
    pagination: { page: 1, pageSize: 10, total: 12, onChange: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.pagination!.onChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
  },
});

/** In a narrow frame the table scrolls sideways; the actions column stays in view at its end. */
export const StickyActions = meta.story({
  args: { columns: COLUMNS.map((column) => ({ ...column, nowrap: true })) },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    // The frame becomes a named, focusable region once it measures that it scrolls.
    const frame = await canvas.findByRole('region', { name: '主序列号' });
    const button = canvas.getByRole('button', { name: '删除 3KUL-F7TE-ZBDA-1000' });
    const frameBox = frame.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await expect(buttonBox.right).toBeLessThanOrEqual(frameBox.right);
  },
});

/** On a phone each row is a card: its name, each value under its heading, then its actions. */
export const AsCardsOnPhone = meta.story({
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '主序列号' });
    // No sideways scrolling: every row's action lies inside the table.
    const tableBox = table.getBoundingClientRect();
    for (const button of within(table).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(tableBox.right);
    }
    // The headings still name the columns for a screen reader, and each value carries its own.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('data-label', '服务');
  },
});

/** A row's actions in the one style: its main action in view, the others behind its menu. */
const rowActions = {
  header: '操作',
  cell: (row: Device) => (
    <RowActions
      name={row.sln}
      main={{
        label: row.enabled ? '停用' : '启用',
        ariaLabel: `${row.enabled ? '停用' : '启用'} ${row.sln}`,
        onClick: fn(),
      }}
      more={[
        { key: 'rename', label: '修改备注', onSelect: fn() },
        { key: 'move', label: '移到其他服务', disabled: true, onSelect: fn() },
        { key: 'delete', label: '删除', danger: true, onSelect: fn() },
      ]}
    />
  ),
};

/** The second row's menu open: its items, the unavailable one dimmed, deleting in the error colour. */
export const RowActionsMenuOpen = meta.story({
  args: { actions: rowActions },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '主序列号' });
    const row = within(within(table).getAllByRole('row')[2]!);
    await expect(row.getByRole('button', { name: '停用 3KUL-F7TE-ZBDA-1001' })).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: '3KUL-F7TE-ZBDA-1001 的更多操作' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['修改备注', '移到其他服务', '删除']);
    await expect(within(menu).getByRole('menuitem', { name: '移到其他服务' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(menu).toBeVisible());
  },
});

function SelectableTable({
  initial,
  ...props
}: DataTableProps<Device> & { initial: readonly string[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <DataTable
      {...props}
      selection={{ selected, onChange: setSelected, rowLabel: (row) => `选择 ${row.sln}` }}
    />
  );
}

/** Two rows of the page picked: the heading's box is mixed; picking the rest fills it. */
export const Selection = meta.story({
  args: { actions: rowActions },
  render: (args) => <SelectableTable {...args} initial={['d2', 'd4']} />,
  play: async ({ canvas }) => {
    const page = canvas.getByRole('checkbox', { name: '选择本页所有行' });
    await expect(page).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: '选择 3KUL-F7TE-ZBDA-1001' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: '选择 3KUL-F7TE-ZBDA-1000' }),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 3KUL-F7TE-ZBDA-1000' }));
    await expect(canvas.getByRole('checkbox', { name: '选择 3KUL-F7TE-ZBDA-1000' })).toBeChecked();
    await expect(page).toBePartiallyChecked();
    blurActive();
  },
});

/**
 * A phone's cards with a box and the row actions: each card starts with its labelled box and ends
 * with its main action and menu button, nothing past the screen's edge.
 */
export const CardsWithSelectionOnPhone = meta.story({
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  args: { actions: rowActions, rows: DEVICES.slice(0, 3) },
  render: (args) => <SelectableTable {...args} initial={['d1']} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '主序列号' });
    const tableBox = table.getBoundingClientRect();
    // The box's words show in the card, where no heading names the column; the heading's box
    // stays in view above the cards.
    await expect(within(table).getByText('选择 3KUL-F7TE-ZBDA-1000')).toBeVisible();
    await expect(within(table).getByText('选择本页所有行')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '选择 3KUL-F7TE-ZBDA-1000' })).toBeChecked();
    for (const button of within(table).getAllByRole('button')) {
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(tableBox.right);
    }
    await expect(within(table).getAllByRole('button', { name: /的更多操作$/ })).toHaveLength(3);
  },
});

/** A thousand rows in one frame: only those in view are in the page, each with its place. */
const MANY_DEVICES: Device[] = Array.from({ length: 1000 }, (_, index) => ({
  ...DEVICES[index % DEVICES.length]!,
  id: `v${index + 1}`,
  sln: `3KUL-F7TE-ZBDA-${String(10000 + index)}`,
}));

export const Virtualised = meta.story({
  args: {
    rows: MANY_DEVICES,
    columns: COLUMNS.map((column) =>
      column.key === 'note' ? column : { ...column, width: '40' as const },
    ),
    virtual: { maxH: 'sm', minW: '3xl' },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '主序列号' });
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    const shown = () => within(table).getAllByRole('rowheader').length;
    await expect(shown()).toBeLessThan(60);
    const frame = canvas.getByRole('region', { name: '主序列号' });
    frame.scrollTop = frame.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: '3KUL-F7TE-ZBDA-10999' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '1001');
    await expect(shown()).toBeLessThan(60);
  },
});
