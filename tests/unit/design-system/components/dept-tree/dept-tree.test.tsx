import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  DEPT_TREE_VIRTUAL_THRESHOLD,
  DeptTree,
  type DeptTreeProps,
} from '../../../../../design-system/components/dept-tree';
import { COMPANY_DEPTS, makeDepts } from '../../../../../stories/design-system/fixtures/dept-tree';
import { renderWithProviders } from '../../../helpers/render';

const ROOT_NAME = '杭州云智财务科技有限公司';

function renderTree(props: Partial<DeptTreeProps> = {}) {
  const onSelectedIdsChange = vi.fn<(ids: string[]) => void>();
  const user = userEvent.setup();
  const view = renderWithProviders(
    <DeptTree depts={COMPANY_DEPTS} onSelectedIdsChange={onSelectedIdsChange} {...props} />,
  );
  return { user, onSelectedIdsChange, ...view };
}

const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });
const names = () => screen.getAllByRole('treeitem').map((element) => element.textContent);

describe('DeptTree', () => {
  it('should name the tree and open the root, so level 1 shows and nothing deeper', () => {
    renderTree();
    expect(screen.getByRole('tree', { name: 'Departments' })).toBeInTheDocument();
    expect(names()).toEqual([
      ROOT_NAME,
      '临时人员System',
      '财务部',
      '销售部',
      '研发中心',
      '行政人事部',
    ]);
    expect(item(ROOT_NAME)).toHaveAttribute('aria-expanded', 'true');
    expect(item('销售部')).toHaveAttribute('aria-expanded', 'false');
    // A collapsed subtree is not in the DOM.
    expect(screen.queryByText('华东区')).not.toBeInTheDocument();
  });

  it('should leave out -999, -1000 and -1001 and mark -1002 as a system department', () => {
    renderTree();
    for (const name of ['未分配', '离职人员', '外部联系人'])
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    expect(within(item(/^临时人员/)).getByText('System')).toBeInTheDocument();
    expect(within(item('财务部')).queryByText('System')).not.toBeInTheDocument();
  });

  it('should tell its level, its place and its siblings count', () => {
    renderTree();
    expect(item(ROOT_NAME)).toHaveAttribute('aria-level', '1');
    const finance = item('财务部');
    expect(finance).toHaveAttribute('aria-level', '2');
    expect(finance).toHaveAttribute('aria-posinset', '2');
    expect(finance).toHaveAttribute('aria-setsize', '5');
    // A leaf is neither open nor closed.
    expect(item('行政人事部')).not.toHaveAttribute('aria-expanded');
  });

  it('should open the departments given as open at first', () => {
    renderTree({ defaultExpandedIds: ['1', '11', '111'] });
    expect(item('杭州销售一组')).toHaveAttribute('aria-level', '4');
    expect(screen.queryByText('深圳销售组')).not.toBeInTheDocument();
  });

  it('should open the root of a list that arrives after the first render', async () => {
    function LoadsLater() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setLoaded(true)}>
            load
          </button>
          <DeptTree depts={loaded ? COMPANY_DEPTS : []} status={loaded ? 'ready' : 'loading'} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<LoadsLater />);
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(item(ROOT_NAME)).toHaveAttribute('aria-expanded', 'true');
    expect(item('财务部')).toBeInTheDocument();
  });

  it('should have one tab stop, the first row until another is focused', async () => {
    const { user } = renderTree();
    const tabbable = () =>
      screen.getAllByRole('treeitem').filter((element) => element.tabIndex === 0);
    expect(tabbable()).toEqual([item(ROOT_NAME)]);
    await user.tab();
    expect(item(ROOT_NAME)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('财务部')).toHaveFocus();
    expect(tabbable()).toEqual([item('财务部')]);
  });

  it('should move with Up, Down, Home and End', async () => {
    const { user } = renderTree();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(item(/^临时人员/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item(ROOT_NAME)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('行政人事部')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('行政人事部')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(ROOT_NAME)).toHaveFocus();
  });

  it('should open with Right, then go to the first child, and come back with Left', async () => {
    const { user } = renderTree();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const sales = item('销售部');
    expect(sales).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(sales).toHaveAttribute('aria-expanded', 'true');
    expect(sales).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('华东区')).toHaveFocus();
    // Left on a closed child goes to its parent; Left on an open node closes it.
    await user.keyboard('{ArrowLeft}');
    expect(sales).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(sales).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('华东区')).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(item(ROOT_NAME)).toHaveFocus();
  });

  it('should do nothing on Right at a leaf', async () => {
    const { user } = renderTree();
    await user.tab();
    await user.keyboard('{End}{ArrowRight}');
    expect(item('行政人事部')).toHaveFocus();
    expect(screen.getAllByRole('treeitem')).toHaveLength(6);
  });

  it('should open every sibling with *', async () => {
    const { user } = renderTree();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}*');
    for (const name of ['财务部', '销售部', '研发中心'])
      expect(item(name)).toHaveAttribute('aria-expanded', 'true');
    expect(item('华南区')).toHaveAttribute('aria-expanded', 'false');
    expect(item('财务部')).toHaveFocus();
  });

  it('should move to the next name that starts with the letters typed', async () => {
    const { user } = renderTree();
    await user.tab();
    await user.keyboard('研');
    expect(item('研发中心')).toHaveFocus();
  });

  it('should open and close with a click on the arrow without selecting', async () => {
    const { user, onSelectedIdsChange } = renderTree();
    const sales = item('销售部');
    await user.click(sales.querySelector('[aria-hidden="true"]')!);
    expect(sales).toHaveAttribute('aria-expanded', 'true');
    expect(onSelectedIdsChange).not.toHaveBeenCalled();
    expect(sales).not.toHaveAttribute('aria-selected');
  });

  describe('single selection', () => {
    it('should select the department clicked, and only it', async () => {
      const { user, onSelectedIdsChange } = renderTree();
      expect(screen.getByRole('tree')).not.toHaveAttribute('aria-multiselectable');
      await user.click(item('财务部'));
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['10']);
      expect(item('财务部')).toHaveAttribute('aria-selected', 'true');
      await user.click(item('销售部'));
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['11']);
      expect(
        screen.getAllByRole('treeitem').filter((element) => element.hasAttribute('aria-selected')),
      ).toEqual([item('销售部')]);
    });

    it('should select with Enter and Space', async () => {
      const { user, onSelectedIdsChange } = renderTree();
      await user.tab();
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['10']);
      await user.keyboard('{ArrowDown} ');
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['11']);
      expect(item('销售部')).toHaveAttribute('aria-selected', 'true');
    });

    it('should let the system department -1002 be selected', async () => {
      const { user, onSelectedIdsChange } = renderTree();
      await user.click(item(/^临时人员/));
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['-1002']);
    });

    it('should follow the selection it is given when controlled', async () => {
      const { user, onSelectedIdsChange } = renderTree({ selectedIds: ['10'] });
      await user.click(item('销售部'));
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['11']);
      expect(item('财务部')).toHaveAttribute('aria-selected', 'true');
      expect(item('销售部')).not.toHaveAttribute('aria-selected');
    });

    it('should start the tab stop on the selected department', () => {
      renderTree({ defaultSelectedIds: ['12'] });
      expect(item('研发中心')).toHaveAttribute('tabindex', '0');
      expect(item(ROOT_NAME)).toHaveAttribute('tabindex', '-1');
    });
  });

  describe('multiple selection', () => {
    it('should be multiselectable with every row selected or not', () => {
      renderTree({ selectionMode: 'multiple' });
      expect(screen.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
      for (const element of screen.getAllByRole('treeitem'))
        expect(element).toHaveAttribute('aria-selected', 'false');
    });

    it('should toggle with a click, Space and Enter, keeping the others', async () => {
      const { user, onSelectedIdsChange } = renderTree({
        selectionMode: 'multiple',
        defaultSelectedIds: ['13'],
      });
      await user.click(item('财务部'));
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['13', '10']);
      await user.keyboard('{ArrowDown} ');
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['13', '10', '11']);
      await user.keyboard('{ArrowUp}{Enter}');
      expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['13', '11']);
      expect(item('财务部')).toHaveAttribute('aria-selected', 'false');
      expect(item('销售部')).toHaveAttribute('aria-selected', 'true');
      expect(item('行政人事部')).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('search', () => {
    const searchBox = () => screen.getByRole('searchbox', { name: 'Search departments' });

    it('should have no search box unless searchable', () => {
      renderTree();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    });

    it('should show the matches and open their ancestors, marking the matches', async () => {
      const { user } = renderTree({ searchable: true });
      await user.type(searchBox(), '销售');
      expect(names()).toEqual([
        ROOT_NAME,
        '销售部',
        '华东区',
        '杭州销售一组',
        '上海销售组',
        '华南区',
        '深圳销售组',
      ]);
      expect(item('华南区')).toHaveAttribute('aria-expanded', 'true');
      expect(item('深圳销售组')).not.toHaveAttribute('aria-expanded');
      const marked = screen
        .getAllByRole('treeitem')
        .filter((element) => element.querySelector('mark'));
      expect(marked.map((element) => element.textContent)).toEqual([
        '销售部',
        '杭州销售一组',
        '上海销售组',
        '深圳销售组',
      ]);
      expect(screen.getByRole('status')).toHaveTextContent('Matching departments: 4');
    });

    it('should let a search result be closed and opened', async () => {
      const { user } = renderTree({ searchable: true });
      await user.type(searchBox(), '销售');
      await user.click(item('销售部'));
      await user.keyboard('{ArrowLeft}');
      expect(names()).toEqual([ROOT_NAME, '销售部']);
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(item('华东区')).toHaveFocus();
    });

    it('should go back to the whole tree when the search is cleared', async () => {
      const { user } = renderTree({ searchable: true });
      await user.type(searchBox(), '销售');
      await user.clear(searchBox());
      expect(names()).toHaveLength(6);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('should say so when nothing matches', async () => {
      const { user } = renderTree({ searchable: true });
      await user.type(searchBox(), 'zzz');
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
      expect(screen.getAllByText('No department name contains what you typed.')).toHaveLength(2);
      expect(screen.getByRole('status')).toHaveTextContent(
        'No department name contains what you typed.',
      );
    });

    it('should go from the search box into the results with Down', async () => {
      const { user } = renderTree({ searchable: true });
      await user.type(searchBox(), '研发{ArrowDown}');
      expect(item(ROOT_NAME)).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(item('研发中心')).toHaveFocus();
    });
  });

  describe('states', () => {
    it('should show the wait while loading', () => {
      renderTree({ status: 'loading', depts: [] });
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    });

    it('should show the failure and offer a retry', async () => {
      const onRetry = vi.fn();
      const { user } = renderTree({ status: 'error', errorMessage: '服务繁忙', onRetry });
      expect(screen.getByRole('alert')).toHaveTextContent('服务繁忙');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('should say there are no departments when nothing selectable is left', () => {
      renderTree({ depts: [{ deptId: '-999', deptLevel: 1, parentId: '1', name: '未分配' }] });
      expect(screen.getByText('There are no departments yet.')).toBeInTheDocument();
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    });
  });

  it('should keep a long tree out of the DOM but for the rows in view', async () => {
    // jsdom lays nothing out: the scroll box and each row get a height so there is a window.
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320),
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(32),
    ];
    onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
    const depts = makeDepts(1000, 3);
    const { user } = renderTree({ depts, defaultExpandedIds: depts.map((entry) => entry.deptId) });
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(DEPT_TREE_VIRTUAL_THRESHOLD);
    await user.tab();
    await user.keyboard('{End}');
    const last = screen.getAllByRole('treeitem').at(-1)!;
    expect(last).toHaveFocus();
    expect(Number(last.getAttribute('aria-posinset'))).toBe(
      Number(last.getAttribute('aria-setsize')),
    );
  });
});
