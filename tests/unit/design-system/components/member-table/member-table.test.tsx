import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MemberTable,
  type MemberTableProps,
} from '../../../../../design-system/components/member-table';
import type { MemberRow } from '../../../../../shared/domain/org';
import { makeMembers } from '../../../../../stories/design-system/fixtures/members';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

/*
 * jsdom lays nothing out: every box is 0 high, so the virtualiser would see no viewport. Here the
 * scroll region is 480 px high and every row 48 px, as in a browser at the default font size.
 */
const VIEWPORT = 480;
const ROW = 48;
const descriptors = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('data-testid') === 'table-scroll' ? VIEWPORT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TR' ? ROW : 0;
    },
  });
});

afterAll(() => {
  if (descriptors.clientHeight)
    Object.defineProperty(Element.prototype, 'clientHeight', descriptors.clientHeight);
  if (descriptors.offsetHeight)
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', descriptors.offsetHeight);
});

const MEMBERS = makeMembers(6, 5);

function callbacks() {
  return {
    onSelectedIdsChange: vi.fn<(ids: string[]) => void>(),
    onSetDeptAdmin: vi.fn<(row: MemberRow, admin: boolean) => Promise<void>>(() =>
      Promise.resolve(),
    ),
    onMove: vi.fn<(rows: MemberRow[]) => void>(),
    onEdit: vi.fn<(row: MemberRow) => void>(),
    onDelete: vi.fn<(rows: MemberRow[]) => Promise<void>>(() => Promise.resolve()),
    onPageChange: vi.fn(),
  };
}

/** Keeps the selection, as a department page does. */
function Stateful(props: MemberTableProps) {
  const [selectedIds, setSelectedIds] = useState(props.selectedIds);
  return (
    <MemberTable
      {...props}
      selectedIds={selectedIds}
      onSelectedIdsChange={(ids) => {
        setSelectedIds(ids);
        props.onSelectedIdsChange(ids);
      }}
    />
  );
}

/** Renders the table and waits for its rows: the virtualiser loads with the first table. */
async function renderTable(props: Partial<MemberTableProps> = {}) {
  const handlers = callbacks();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <Stateful rows={MEMBERS} selectedIds={[]} {...handlers} {...props} />,
  );
  if ((props.rows ?? MEMBERS).length > 0 && (props.status ?? 'ready') === 'ready')
    await screen.findAllByRole('rowheader');
  return { user, ...handlers, ...view };
}

const rowOf = (member: MemberRow) =>
  within(screen.getByRole('rowheader', { name: member.realName }).closest('tr')!);

const selectAllBox = () =>
  screen.getByRole('checkbox', { name: /^Select all \d+ loaded members$/ });

async function openMenu(user: ReturnType<typeof userEvent.setup>, member: MemberRow) {
  await user.click(screen.getByRole('button', { name: `More actions for ${member.realName}` }));
  return within(await screen.findByRole('menu'));
}

describe('MemberTable', () => {
  it('should be a table with column headers and each member named by a row header', async () => {
    await renderTable();
    const table = screen.getByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      // The select-all box's words, shown beside it on a phone, where the other headings hide.
      'Select all 6 loaded members',
      'Name',
      'Mobile',
      'Account',
      'Departments',
      'Roles',
      'Actions',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(MEMBERS.map((member) => member.realName));
    expect(table).toHaveAttribute('aria-rowcount', String(MEMBERS.length + 1));
  });

  it('should show the mobile as the account of a multi-corp member and the user name otherwise', async () => {
    const [single, multi] = MEMBERS;
    await renderTable({
      rows: [
        { ...single!, multiCorpUser: false, userName: 'only.here' },
        { ...multi!, multiCorpUser: true, mobile: '139****0000', userName: 'elsewhere' },
      ],
    });
    const cells = (member: MemberRow) =>
      rowOf(member)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(single!)).toContain('only.here');
    expect(cells(multi!)).toEqual(expect.arrayContaining(['139****0000', '139****0000']));
    expect(cells(multi!)).not.toContain('elsewhere');
  });

  it('should join a member’s departments in one cell', async () => {
    const [member] = MEMBERS;
    await renderTable({ rows: [{ ...member!, deptNameList: ['财务部', '研发中心'] }] });
    expect(rowOf(member!).getByText('财务部, 研发中心')).toBeInTheDocument();
  });

  it('should badge corp admins and the department admins it is given', async () => {
    const [admin, deptAdmin, plain] = MEMBERS;
    await renderTable({
      rows: [
        { ...admin!, admin: true },
        { ...deptAdmin!, admin: false },
        { ...plain!, admin: false },
      ],
      deptAdminIds: [deptAdmin!.userId],
    });
    expect(rowOf(admin!).getByText('Corp admin')).toBeInTheDocument();
    expect(rowOf(admin!).queryByText('Department admin')).not.toBeInTheDocument();
    expect(rowOf(deptAdmin!).getByText('Department admin')).toBeInTheDocument();
    expect(rowOf(plain!).queryByText(/admin/)).not.toBeInTheDocument();
  });

  it('should select one member with the box labelled by the name', async () => {
    const { user, onSelectedIdsChange } = await renderTable();
    await user.click(screen.getByRole('checkbox', { name: `Select ${MEMBERS[1]!.realName}` }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([MEMBERS[1]!.userId]);
  });

  it('should mark select-all mixed when some are selected, and then select all loaded rows', async () => {
    const { user, onSelectedIdsChange } = await renderTable({
      selectedIds: [MEMBERS[0]!.userId, MEMBERS[2]!.userId],
    });
    expect(selectAllBox()).toBePartiallyChecked();
    expect(selectAllBox()).toHaveAccessibleName(`Select all ${MEMBERS.length} loaded members`);
    await user.click(selectAllBox());
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([
      MEMBERS[0]!.userId,
      MEMBERS[2]!.userId,
      ...MEMBERS.filter((_, index) => index !== 0 && index !== 2).map((member) => member.userId),
    ]);
    expect(selectAllBox()).toBeChecked();
    expect(selectAllBox()).not.toBePartiallyChecked();
  });

  it('should clear the loaded rows when select-all is pressed with all selected', async () => {
    const { user, onSelectedIdsChange } = await renderTable({
      selectedIds: MEMBERS.map((member) => member.userId),
    });
    expect(selectAllBox()).toBeChecked();
    await user.click(selectAllBox());
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([]);
    expect(selectAllBox()).not.toBeChecked();
  });

  it('should show the batch bar only while members are selected, with their count', async () => {
    const { user } = await renderTable();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: `Select ${MEMBERS[0]!.realName}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${MEMBERS[3]!.realName}` }));
    expect(screen.getByRole('toolbar', { name: 'Selected members' })).toHaveTextContent(
      '2 selected',
    );
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('should move the selected rows from the batch bar', async () => {
    const { user, onMove } = await renderTable({
      selectedIds: [MEMBERS[4]!.userId, MEMBERS[1]!.userId],
    });
    const bar = within(screen.getByRole('toolbar'));
    await user.click(bar.getByRole('button', { name: 'Move to department' }));
    // In the table's order, whatever order they were ticked in.
    expect(onMove).toHaveBeenCalledExactlyOnceWith([MEMBERS[1], MEMBERS[4]]);
  });

  it('should ask before deleting the selection, and delete those rows on confirm', async () => {
    const { user, onDelete, onSelectedIdsChange } = await renderTable({
      selectedIds: [MEMBERS[0]!.userId, MEMBERS[5]!.userId],
    });
    await user.click(
      within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete from corp' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete from corp' });
    expect(dialog).toHaveTextContent('Delete 2 members from the corp?');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith([MEMBERS[0], MEMBERS[5]]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([]);
  });

  it('should not delete when the confirmation is cancelled', async () => {
    const { user, onDelete } = await renderTable();
    const menu = await openMenu(user, MEMBERS[2]!);
    await user.click(menu.getByRole('menuitem', { name: 'Delete from corp' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Delete ${MEMBERS[2]!.realName} from the corp?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('should keep the confirmation open with the message when the delete fails', async () => {
    const { user } = await renderTable({
      onDelete: vi.fn(() => Promise.reject(new Error('创建人不能被删除'))),
    });
    const menu = await openMenu(user, MEMBERS[0]!);
    await user.click(menu.getByRole('menuitem', { name: 'Delete from corp' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('创建人不能被删除');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('should delete once for two clicks in one task on the confirmation', async () => {
    const onDelete = vi.fn(() => new Promise<void>(() => {}));
    const { user } = await renderTable({ onDelete });
    const menu = await openMenu(user, MEMBERS[0]!);
    await user.click(menu.getByRole('menuitem', { name: 'Delete from corp' }));
    const dialog = await screen.findByRole('alertdialog');
    clickTwiceInOneTask(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('should hand the rows straight to onDelete when the owner verifies by SMS instead', async () => {
    const { user, onDelete } = await renderTable({ confirmDelete: false });
    const menu = await openMenu(user, MEMBERS[3]!);
    await user.click(menu.getByRole('menuitem', { name: 'Delete from corp' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith([MEMBERS[3]]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should call back with the row: edit from its button, move from its menu', async () => {
    const { user, onEdit, onMove } = await renderTable();
    await user.click(screen.getByRole('button', { name: `Edit ${MEMBERS[1]!.realName}` }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(MEMBERS[1]);
    const menu = await openMenu(user, MEMBERS[4]!);
    await user.click(menu.getByRole('menuitem', { name: 'Move to department' }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith([MEMBERS[4]]);
  });

  it('should work the row menu from the keyboard', async () => {
    const { user, onMove } = await renderTable();
    screen.getByRole('button', { name: `More actions for ${MEMBERS[3]!.realName}` }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The menu keeps focus and points at the highlighted item.
    const [move] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', move!.id));
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith([MEMBERS[3]]);
  });

  it('should set a member as department admin, or remove one who is', async () => {
    const { user, onSetDeptAdmin } = await renderTable({ deptAdminIds: [MEMBERS[2]!.userId] });
    let menu = await openMenu(user, MEMBERS[0]!);
    await user.click(menu.getByRole('menuitem', { name: 'Set as department admin' }));
    expect(onSetDeptAdmin).toHaveBeenLastCalledWith(MEMBERS[0], true);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    menu = await openMenu(user, MEMBERS[2]!);
    await user.click(menu.getByRole('menuitem', { name: 'Remove as department admin' }));
    expect(onSetDeptAdmin).toHaveBeenLastCalledWith(MEMBERS[2], false);
  });

  it('should show why setting a department admin failed', async () => {
    const { user } = await renderTable({
      onSetDeptAdmin: vi.fn(() => Promise.reject(new Error('无权限设置部门管理员'))),
    });
    const menu = await openMenu(user, MEMBERS[0]!);
    await user.click(menu.getByRole('menuitem', { name: 'Set as department admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('无权限设置部门管理员');
  });

  it('should offer only the actions it has callbacks for', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemberTable
        rows={MEMBERS}
        selectedIds={[]}
        onSelectedIdsChange={vi.fn()}
        onMove={vi.fn()}
      />,
    );
    expect(
      screen.queryByRole('button', { name: `Edit ${MEMBERS[0]!.realName}` }),
    ).not.toBeInTheDocument();
    const menu = await openMenu(user, MEMBERS[0]!);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Move to department',
    ]);
  });

  it('should render a few screens of rows out of 10,000, each with its place in the list', async () => {
    const rows = makeMembers(10000, 1);
    await renderTable({ rows });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table).getAllByRole('rowheader');
    expect(rendered.length).toBeGreaterThan(VIEWPORT / ROW - 1);
    expect(rendered.length).toBeLessThan(3 * (VIEWPORT / ROW));
    expect(rendered[0]!.closest('tr')).toHaveAttribute('aria-rowindex', '2');
  });

  it('should clear the selection and ask for the page when the page changes', async () => {
    const rows = makeMembers(20, 2);
    const { user, onPageChange, onSelectedIdsChange } = await renderTable({
      rows,
      total: 57,
      page: 1,
      pageSize: 20,
      selectedIds: [rows[0]!.userId],
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith([]);
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith({ page: 2, pageSize: 20 });
  });

  it('should show no pagination for a whole list without onPageChange', async () => {
    await renderTable({ onPageChange: undefined });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each([
    ['loading', 'Loading…'],
    ['error', 'The list could not be loaded.'],
    ['noMatch', 'No members match your search.'],
  ] as const)('should show the %s state instead of the table', async (status, text) => {
    await renderTable({ rows: [], status });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('should show the empty state for a ready list without members', async () => {
    await renderTable({ rows: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No members in this department yet.')).toBeInTheDocument();
  });
});
