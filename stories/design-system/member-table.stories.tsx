import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { MemberTable, type MemberTableProps } from '../../design-system/components/member-table';
import type { PaginationChangeDetails } from '../../design-system/components/pagination';
import type { MemberRow } from '../../shared/domain/org';
import { LONG_NAME_MEMBERS, MEMBERS, makeMembers } from './fixtures/members';
import { blurActive, findSettledDialog, waitForSettled } from './fixtures/overlays';

/** Keeps the selection like a department page does, so boxes can be ticked by hand. */
function StatefulMemberTable({ onSelectedIdsChange, ...props }: MemberTableProps) {
  const [selectedIds, setSelectedIds] = useState(props.selectedIds);
  return (
    <MemberTable
      {...props}
      selectedIds={selectedIds}
      onSelectedIdsChange={(ids) => {
        setSelectedIds(ids);
        onSelectedIdsChange(ids);
      }}
    />
  );
}

/** 57 members, paged on the client as the workbench pages on the server. */
const PAGED_MEMBERS = makeMembers(57, 3);

function PagedMemberTable({ onPageChange, ...props }: MemberTableProps) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <StatefulMemberTable
      {...props}
      rows={PAGED_MEMBERS.slice(start, start + paging.pageSize)}
      total={PAGED_MEMBERS.length}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={(details: PaginationChangeDetails) => {
        setPaging(details);
        onPageChange?.(details);
      }}
    />
  );
}

/** The whole list in one virtualised view; built once, outside the args the manager shows. */
const LARGE_MEMBERS = makeMembers(10000, 1);

/** The member's row, found by its row header (the name), whatever the locale. */
const rowOf = (canvasElement: HTMLElement, member: MemberRow) =>
  within(within(canvasElement).getByRole('rowheader', { name: member.realName }).closest('tr')!);

const openMenu = async (canvasElement: HTMLElement, member: MemberRow) => {
  await userEvent.click(
    rowOf(canvasElement, member).getByRole('button', { name: /更多操作|More actions/ }),
  );
  const menu = await screen.findByRole('menu');
  await waitForSettled(menu);
  return within(menu);
};

const renderedRows = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('tbody tr[data-index]').length;

const meta = preview.meta({
  title: 'Design system/MemberTable',
  component: MemberTable,
  args: {
    rows: MEMBERS,
    selectedIds: [],
    deptAdminIds: [MEMBERS[2]!.userId],
    onSelectedIdsChange: fn(),
    onSetDeptAdmin: fn(() => Promise.resolve()),
    onMove: fn(),
    onEdit: fn(),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => <StatefulMemberTable {...args} />,
});

/** A department of eight: a corp admin, a department admin, multi-corp members showing their mobile. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(MEMBERS.length);
    await expect(table).toHaveAttribute('aria-rowcount', String(MEMBERS.length + 1));
    // The account column: the mobile for a member of several corps, else the user name.
    for (const member of MEMBERS) {
      const account = member.multiCorpUser ? member.mobile : member.userName;
      await expect(rowOf(canvasElement, member).getAllByText(account).length).toBeGreaterThan(0);
    }
  },
});

export const Loading = meta.story({
  args: { rows: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByText(/暂无成员|尚無成員|No members in this department/)).toBeVisible();
  },
});

export const Error = meta.story({
  args: {
    rows: [],
    status: 'error',
    errorMessage: '成员列表加载失败：网络连接超时',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('成员列表加载失败：网络连接超时');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

export const NoMatch = meta.story({
  args: { rows: [], status: 'noMatch' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
});

/** Two ticked: the batch bar counts them and select-all is mixed; then select-all takes them all. */
export const Selection = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(rowOf(canvasElement, MEMBERS[0]!).getByRole('checkbox'));
    await userEvent.click(rowOf(canvasElement, MEMBERS[1]!).getByRole('checkbox'));
    const bar = await canvas.findByRole('toolbar');
    await expect(bar).toHaveTextContent('2');
    const selectAll = canvas.getAllByRole('checkbox')[0]!;
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(bar).toHaveTextContent(String(MEMBERS.length));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(
      MEMBERS.map((member) => member.userId),
    );
    selectAll.blur();
  },
});

/** A row's actions: Edit, its main one, hands the row to the owner; the menu holds the rest. */
export const RowActions = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, MEMBERS[0]!).getByRole('button', { name: /^(编辑|Edit) / }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(MEMBERS[0]);
    const menu = await openMenu(canvasElement, MEMBERS[0]!);
    await expect(menu.getAllByRole('menuitem')).toHaveLength(3);
  },
});

/** Delete from the corp asks first, in a destructive confirmation; nothing is deleted yet. */
export const DeleteConfirm = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement, MEMBERS[1]!);
    await userEvent.click(
      menu.getByRole('menuitem', { name: /^(从企业中删除|從企業中刪除|Delete from corp)$/ }),
    );
    const dialog = await findSettledDialog('alertdialog');
    await expect(dialog).toHaveTextContent(MEMBERS[1]!.realName);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
});

/** Three selected, moved together from the batch bar. */
export const BatchMove = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const picked = MEMBERS.slice(0, 3);
    for (const member of picked)
      await userEvent.click(rowOf(canvasElement, member).getByRole('checkbox'));
    const bar = within(await canvas.findByRole('toolbar'));
    await userEvent.click(
      bar.getByRole('button', { name: /^(移动到部门|移動到部門|Move to department)$/ }),
    );
    await expect(args.onMove).toHaveBeenCalledWith(picked);
    blurActive();
  },
});

/** 57 members, 20 a page: the size selector shows, and Next asks the owner for page 2. */
export const Paging = meta.story({
  args: { onPageChange: fn() },
  render: (args) => <PagedMemberTable {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(下一页|下一頁|Next page)$/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: 20 });
    await waitFor(() =>
      expect(canvas.getByRole('rowheader', { name: PAGED_MEMBERS[20]!.realName })).toBeVisible(),
    );
    blurActive();
  },
});

/**
 * 10,000 members in one list. The DOM keeps a few screens of rows wherever the list is scrolled,
 * and the last member can be reached.
 */
export const LargeData = meta.story({
  args: { deptAdminIds: [] },
  render: (args) => <StatefulMemberTable {...args} rows={LARGE_MEMBERS} />,
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', String(LARGE_MEMBERS.length + 1));
    await expect(renderedRows(canvasElement)).toBeLessThan(60);
    const scroller = canvas.getByTestId('table-scroll');
    scroller.scrollTop = scroller.scrollHeight;
    const last = LARGE_MEMBERS[LARGE_MEMBERS.length - 1]!;
    const lastHeader = await canvas.findByRole('rowheader', { name: last.realName });
    await waitFor(() => expect(lastHeader).toBeVisible());
    await expect(lastHeader.closest('tr')).toHaveAttribute(
      'aria-rowindex',
      String(LARGE_MEMBERS.length + 1),
    );
    await expect(renderedRows(canvasElement)).toBeLessThan(60);
  },
});

/** Waits for the frame the browser draws next. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Sets the frame's scroll and waits until the table has drawn it (the scroll event comes first). */
const scrollTo = async (scroller: HTMLElement, top: number) => {
  scroller.scrollTop = top;
  await nextFrame();
  await nextFrame();
};

/**
 * A fling through the 10,000, down and back up in steps of three screens: such steps reuse the
 * rows in view for the members coming in (virtual-rows.tsx). Every row still names the member of
 * its place, a ticked box stays with its member, and a focused button never comes to stand for
 * another member.
 */
export const Fling = meta.story({
  args: { deptAdminIds: [] },
  render: (args) => <StatefulMemberTable {...args} rows={LARGE_MEMBERS} />,
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvas.getByTestId('table-scroll');
    const ticked = LARGE_MEMBERS[1]!;
    await userEvent.click(rowOf(canvasElement, ticked).getByRole('checkbox'));
    // Focus in the table keeps the rows on their own keys; the fling is tried without it.
    blurActive();
    const step = scroller.clientHeight * 3;
    for (let top = step; top <= step * 6; top += step) await scrollTo(scroller, top);
    for (let top = step * 5; top >= 0; top -= step) await scrollTo(scroller, top);

    const tickedHeader = await canvas.findByRole('rowheader', { name: ticked.realName });
    await waitFor(() => expect(tickedHeader).toBeVisible());
    for (const row of canvasElement.querySelectorAll<HTMLElement>('tbody tr[data-index]')) {
      const index = Number(row.dataset.index);
      await expect(within(row).getByRole('rowheader')).toHaveTextContent(
        LARGE_MEMBERS[index]!.realName,
      );
      await expect(row).toHaveAttribute('aria-rowindex', String(index + 2));
      const box = within(row).getByRole('checkbox');
      await (index === 1 ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
    }

    const first = LARGE_MEMBERS[0]!;
    rowOf(canvasElement, first)
      .getByRole('button', { name: /^(编辑|Edit) / })
      .focus();
    await scrollTo(scroller, step);
    await waitFor(() =>
      expect(canvas.queryByRole('rowheader', { name: first.realName })).not.toBeInTheDocument(),
    );
    // Its row left with its member: focus is not on some other member's Edit.
    await expect(scroller).not.toContainElement(document.activeElement as HTMLElement | null);
  },
});

/**
 * On a phone each member reads as a card, its box named with the member's name, under the box
 * that selects them all.
 */
export const OnPhone = meta.story({
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^(全选已加载的|Select all)/)).toBeVisible();
    const row = rowOf(canvasElement, MEMBERS[0]!);
    await expect(row.getByRole('checkbox')).toBeInTheDocument();
    // The rows below the frame's edge are clipped by it: they do not make the page longer.
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    await expect(row.getByRole('button', { name: /更多操作|More actions/ })).toBeVisible();
  },
});

/**
 * Thai, Indonesian and Vietnamese names longer than their cells, at the table's narrowest: cut,
 * and whole in a tooltip.
 */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { rows: LONG_NAME_MEMBERS, deptAdminIds: [LONG_NAME_MEMBERS[0]!.userId] },
  render: (args) => (
    <Box maxW="4xl">
      <StatefulMemberTable {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const name = LONG_NAME_MEMBERS[0]!.realName;
    const header = canvas.getByRole('rowheader', { name });
    const text = within(header).getByText(name);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await userEvent.hover(text);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(name);
    await waitForSettled(tooltip);
  },
});
