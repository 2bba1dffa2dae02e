import { Badge, Box, Button } from '@chakra-ui/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { DataTable, type DataTableColumn } from '../../design-system/components/data-table';

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
  parameters: { visual: { viewport: 'phone' } },
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
