import { Box, Input, Stack, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ListState } from '../list-state';
import {
  buildDeptTree,
  searchDeptTree,
  visibleRows,
  type DeptTreeInput,
  type DeptTreeRow,
} from './build-dept-tree';
import { DeptTreeItem } from './dept-tree-item';
import { useTreeKeyboard } from './use-tree-keyboard';

export type DeptTreeSelectionMode = 'single' | 'multiple';

export interface DeptTreeProps {
  /** The flat department list as the API answers it, in any order; the tree is built from it. */
  depts: readonly DeptTreeInput[];
  /** Whether the list is still loading or failed; 'ready' shows the tree (or the empty state). @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Why loading failed, e.g. the server's description. @default the catalogue's 'listState.error' */
  errorMessage?: ReactNode;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** One department, or any number with a check mark each. @default 'single' */
  selectionMode?: DeptTreeSelectionMode;
  /** The selected deptIds; controlled when given. @default undefined */
  selectedIds?: readonly string[];
  /** The first selection when uncontrolled. @default [] */
  defaultSelectedIds?: readonly string[];
  /** Called with the whole new selection. */
  onSelectedIdsChange?: (ids: string[]) => void;
  /** Departments open at first. @default the top level (the root), so level 1 shows */
  defaultExpandedIds?: readonly string[];
  /** Shows a search box that filters the tree to matching names. @default false */
  searchable?: boolean;
  /** The tree's accessible name. @default the catalogue's 'deptTree.label' (Departments) */
  label?: string;
  /** The tree scrolls within this height. @default '96' */
  maxH?: BoxProps['maxH'];
}

/** Above this many shown rows only those in view are in the DOM (the project's own number). */
export const DEPT_TREE_VIRTUAL_THRESHOLD = 200;
/** A row's height in px as the virtualiser first guesses it; real rows are measured. */
const ESTIMATED_ROW_PX = 32;

const NO_IDS: readonly string[] = [];

/**
 * The department tree (docs/product.md §3): built from the flat list, without the unselectable system
 * departments, with -1002 marked; single or multiple selection; an optional search that opens the
 * way to every match. It follows the WAI-ARIA tree view pattern with a roving tabindex. Rows are
 * flat treeitems carrying aria-level, aria-setsize and aria-posinset rather than nested groups, so
 * the same markup serves when a long tree is virtualised; a collapsed subtree is never in the DOM.
 */
export function DeptTree({
  depts,
  status = 'ready',
  errorMessage,
  onRetry,
  selectionMode = 'single',
  selectedIds,
  defaultSelectedIds = NO_IDS,
  onSelectedIdsChange,
  defaultExpandedIds,
  searchable = false,
  label,
  maxH = '96',
}: DeptTreeProps) {
  const { t } = useLingui();
  const roots = useMemo(() => buildDeptTree(depts), [depts]);

  const [query, setQuery] = useState('');
  const searchText = useDeferredValue(query);
  const search = useMemo(() => searchDeptTree(roots, searchText), [roots, searchText]);

  // null until the user opens or closes something: the defaults follow the list, which may
  // arrive after the first render.
  const [treeExpanded, setTreeExpanded] = useState<ReadonlySet<string> | null>(null);
  // What the user opened or closed during one search; a new search starts from its matches.
  const [searchExpanded, setSearchExpanded] = useState<{
    query: string;
    ids: ReadonlySet<string>;
  } | null>(null);
  const defaultExpanded = useMemo(
    () => new Set(defaultExpandedIds ?? roots.map((root) => root.key)),
    [defaultExpandedIds, roots],
  );
  const expanded: ReadonlySet<string> = search
    ? searchExpanded?.query === searchText
      ? searchExpanded.ids
      : search.expandIds
    : (treeExpanded ?? defaultExpanded);

  const rows = useMemo(
    () => visibleRows(roots, expanded, search?.visibleIds),
    [roots, expanded, search],
  );
  const indexByKey = useMemo(
    () => new Map(rows.map((row, index) => [row.node.key, index])),
    [rows],
  );

  const [ownSelection, setOwnSelection] = useState(defaultSelectedIds);
  const selection = selectedIds ?? ownSelection;
  const selected = useMemo(() => new Set(selection), [selection]);

  const [focusKey, setFocusKey] = useState<string | null>(null);
  const activeIndex =
    (focusKey === null ? undefined : indexByKey.get(focusKey)) ??
    Math.max(
      0,
      rows.findIndex((row) => selected.has(row.node.key)),
    );
  const activeKey = rows[activeIndex]?.node.key;

  const scrollRef = useRef<HTMLDivElement>(null);
  const rowElements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);

  const virtual = rows.length > DEPT_TREE_VIRTUAL_THRESHOLD;
  // The virtualiser hands back a mutable instance: nothing here memoises on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rows[index]?.node.key ?? index,
    overscan: 10,
    // The row that holds the roving tabindex stays mounted, so Tab can always come back to it.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < rows.length && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  // A row asked for focus before it was rendered (scrolled into a virtual window) gets it now.
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    const element = key === null ? undefined : rowElements.current.get(key);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setFocusKey(row.node.key);
    if (virtual) virtualizer.scrollToIndex(index);
    const element = rowElements.current.get(row.node.key);
    if (element) element.focus();
    else pendingFocus.current = row.node.key;
  };

  const setExpanded = (next: ReadonlySet<string>) => {
    if (search) setSearchExpanded({ query: searchText, ids: next });
    else setTreeExpanded(next);
  };
  const setOpen = (keys: readonly string[], open: boolean) => {
    const next = new Set(expanded);
    for (const key of keys) {
      if (open) next.add(key);
      else next.delete(key);
    }
    setExpanded(next);
  };

  const select = (key: string) => {
    let next: string[];
    if (selectionMode === 'multiple') {
      next = selected.has(key) ? selection.filter((id) => id !== key) : [...selection, key];
    } else {
      if (selection.length === 1 && selection[0] === key) return;
      next = [key];
    }
    if (selectedIds === undefined) setOwnSelection(next);
    onSelectedIdsChange?.(next);
  };

  const multiple = selectionMode === 'multiple';
  const { onTreeKeyDown, onSearchKeyDown } = useTreeKeyboard({
    rows,
    activeIndex,
    indexByKey,
    focusRow,
    setOpen,
    select,
  });

  const registerRow = (key: string, element: HTMLDivElement) => {
    rowElements.current.set(key, element);
    if (virtual) virtualizer.measureElement(element);
    return () => {
      rowElements.current.delete(key);
    };
  };

  const renderRow = (row: DeptTreeRow, index: number, start?: number) => {
    const { key } = row.node;
    return (
      <DeptTreeItem
        key={key}
        row={row}
        index={index}
        start={start}
        multiple={multiple}
        isSelected={selected.has(key)}
        isMatch={search?.matchIds.has(key) ?? false}
        active={key === activeKey}
        registerRow={registerRow}
        onFocus={() => setFocusKey(key)}
        onSelect={() => select(key)}
        onToggle={() => setOpen([key], !row.expanded)}
      />
    );
  };

  if (status !== 'ready')
    return <ListState status={status} errorMessage={errorMessage} onRetry={onRetry} />;
  if (roots.length === 0)
    return (
      <ListState
        status="empty"
        emptyMessage={t({ id: 'deptTree.empty', message: 'There are no departments yet.' })}
      />
    );

  const matchCount = search?.matchIds.size ?? 0;
  const noMatchMessage = t({
    id: 'deptTree.noMatch',
    message: 'No department name contains what you typed.',
  });
  return (
    <Stack gap="2" minW="none">
      {searchable && (
        <>
          <Input
            type="search"
            size="sm"
            autoComplete="off"
            aria-label={t({ id: 'deptTree.search', message: 'Search departments' })}
            placeholder={t({ id: 'deptTree.search', message: 'Search departments' })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          {/* Always in the DOM, so a screen reader hears each new result as it is typed. */}
          <VisuallyHidden role="status">
            {search
              ? matchCount > 0
                ? t({ id: 'deptTree.matchCount', message: `Matching departments: ${matchCount}` })
                : noMatchMessage
              : null}
          </VisuallyHidden>
        </>
      )}
      {search && rows.length === 0 ? (
        <ListState status="noMatch" noMatchMessage={noMatchMessage} />
      ) : (
        <Box ref={scrollRef} maxH={maxH} overflowY="auto" p="0.5">
          <Box
            role="tree"
            aria-label={label ?? t({ id: 'deptTree.label', message: 'Departments' })}
            aria-multiselectable={multiple || undefined}
            onKeyDown={onTreeKeyDown}
            position="relative"
            style={virtual ? { height: `${virtualizer.getTotalSize()}px` } : undefined}
          >
            {virtual
              ? virtualizer
                  .getVirtualItems()
                  .map((item) => renderRow(rows[item.index]!, item.index, item.start))
              : rows.map((row, index) => renderRow(row, index))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}

DeptTree.displayName = 'DeptTree';
