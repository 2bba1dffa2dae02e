import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { DeptTree } from '../../design-system/components/dept-tree';
import { COMPANY_DEPTS, LONG_NAME_DEPTS, makeDepts } from './fixtures/dept-tree';

/** 10,000 departments six levels deep; the same every run. */
const LARGE_DEPTS = makeDepts(10_000, 1);
const SEARCH_NAME = /^(搜索部门|Search departments)$/;
const SYSTEM_BADGE = /^(系统|System)$/;

const meta = preview.meta({
  title: 'Design system/DeptTree',
  component: DeptTree,
  args: { depts: COMPANY_DEPTS, onSelectedIdsChange: fn() },
  argTypes: { depts: { control: false } },
  // A side panel's width: long names meet their limit as they would in the app.
  render: (args) => (
    <Box maxW="sm">
      <DeptTree {...args} />
    </Box>
  ),
});

/** The company with search, two branches open and one department chosen. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  args: {
    searchable: true,
    defaultExpandedIds: ['1', '11', '111'],
    defaultSelectedIds: ['1111'],
  },
  play: async ({ canvas }) => {
    // Screenshotted in every locale: no interface text is matched here.
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(canvas.getByRole('treeitem', { name: '杭州销售一组' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('treeitem', { name: '华东区' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
});

export const Loading = meta.story({
  args: { status: 'loading', depts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('tree')).not.toBeInTheDocument();
  },
});

/** Nothing selectable: the list holds only the unselectable system departments. */
export const Empty = meta.story({
  args: { depts: COMPANY_DEPTS.filter((dept) => ['-999', '-1000', '-1001'].includes(dept.deptId)) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tree')).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: {
    status: 'error',
    depts: [],
    errorMessage: '部门列表加载失败：服务繁忙，请稍后重试。',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.errorMessage as string);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    canvas.getByRole('button').blur();
  },
});

export const SingleSelect = meta.story({
  play: async ({ args, canvas }) => {
    const finance = canvas.getByRole('treeitem', { name: '财务部' });
    await userEvent.click(finance);
    await expect(finance).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['10']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const sales = canvas.getByRole('treeitem', { name: '销售部' });
    await expect(sales).toHaveFocus();
    await expect(sales).toHaveAttribute('aria-selected', 'true');
    await expect(finance).not.toHaveAttribute('aria-selected');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['11']);
  },
});

export const MultiSelect = meta.story({
  args: { selectionMode: 'multiple', defaultSelectedIds: ['13'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(canvas.getByRole('treeitem', { name: '财务部' }));
    await userEvent.keyboard('{ArrowDown} {ArrowDown} ');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['13', '10', '11', '12']);
    for (const name of ['财务部', '销售部', '研发中心', '行政人事部'])
      await expect(canvas.getByRole('treeitem', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('treeitem', { name: /^临时人员/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
});

/** Typing filters to the matches, opens the way to them and marks them. */
export const Search = meta.story({
  args: { searchable: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: SEARCH_NAME });
    await userEvent.type(box, '销售');
    const match = await canvas.findByRole('treeitem', { name: '杭州销售一组' });
    await expect(match.querySelector('mark')).not.toBeNull();
    await expect(canvas.getByRole('treeitem', { name: '华东区' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.queryByRole('treeitem', { name: '财务部' })).not.toBeInTheDocument();
    box.blur();
  },
});

export const NoMatch = meta.story({
  args: { searchable: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: SEARCH_NAME });
    await userEvent.type(box, '不存在的部门');
    await waitFor(() => expect(canvas.queryByRole('tree')).not.toBeInTheDocument());
    box.blur();
  },
});

/** The WAI-ARIA tree keys: arrows, Right to open, Left to close and go up, Home, End and *. */
export const KeyboardNavigation = meta.story({
  play: async ({ canvas }) => {
    const item = (name: string | RegExp) => canvas.getByRole('treeitem', { name });
    await userEvent.tab();
    await expect(item('杭州云智财务科技有限公司')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(item('销售部')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('销售部')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('华东区')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('销售部')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('行政人事部')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('杭州云智财务科技有限公司')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}*');
    for (const name of ['财务部', '销售部', '研发中心'])
      await expect(item(name)).toHaveAttribute('aria-expanded', 'true');
    await expect(item('财务部')).toHaveFocus();
  },
});

/** -1002 stays, marked; -999, -1000 and -1001 are not in the tree. */
export const SystemDepartments = meta.story({
  play: async ({ canvas }) => {
    for (const name of ['未分配', '离职人员', '外部联系人'])
      await expect(canvas.queryByText(name)).not.toBeInTheDocument();
    const temporary = canvas.getByRole('treeitem', { name: /^临时人员/ });
    await expect(within(temporary).getByText(SYSTEM_BADGE)).toBeVisible();
    await expect(temporary).toHaveAttribute('aria-level', '2');
  },
});

/** 10,000 departments, root and level 1 shown: only the shown rows are in the DOM. */
export const LargeData = meta.story({
  args: { searchable: true },
  render: (args) => (
    <Box maxW="sm">
      <DeptTree {...args} depts={LARGE_DEPTS} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('treeitem');
    await expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(rows.length).toBeLessThan(50);
  },
});

/** 10,000 departments all open: the tree is virtualised, and End still reaches the last one. */
export const LargeDataExpanded = meta.story({
  render: (args) => (
    <Box maxW="sm">
      <DeptTree
        {...args}
        depts={LARGE_DEPTS}
        defaultExpandedIds={LARGE_DEPTS.map((dept) => dept.deptId)}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => {
      const rows = canvas.getAllByRole('treeitem');
      const last = rows.at(-1)!;
      return expect(last).toHaveFocus();
    });
    await expect(canvas.getAllByRole('treeitem').length).toBeLessThan(100);
  },
});

/** Thai and Indonesian names cut with an ellipsis in a narrow column, never widening it. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { depts: LONG_NAME_DEPTS, searchable: true, defaultExpandedIds: ['1', '20'] },
  render: (args) => (
    <Box maxW="xs">
      <DeptTree {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('tree');
    const scroller = tree.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const row of canvas.getAllByRole('treeitem'))
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
});
