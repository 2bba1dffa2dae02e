import { Badge, Box, Flex, Input, Stack, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ListState } from '../list-state';
import { TruncatedText } from '../truncated-text';
import {
  buildDeptTree,
  searchDeptTree,
  visibleRows,
  type DeptTreeInput,
  type DeptTreeRow,
} from './build-dept-tree';

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
/** Type-ahead letters typed within this many ms make one prefix (WAI-ARIA tree pattern). */
const TYPEAHEAD_RESET_MS = 500;

const NO_IDS: readonly string[] = [];

/** Indent per level, from the theme's spacing so it scales with the root font size. */
const indent = (depth: number) => `calc(var(--wb-spacing-2) + ${depth} * var(--wb-spacing-5))`;

function Chevron({ expanded }: { expanded: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ transform: expanded ? 'rotate(90deg)' : undefined }}
    >
      <polyline points="9 18 15 12 9 6" />
    </svg>
  );
}

function CheckMark({ checked }: { checked: boolean }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      flexShrink="0"
      w="4"
      h="4"
      rounded="sm"
      border="sm"
      borderColor={checked ? 'brand.solid' : 'border.emphasized'}
      bg={checked ? 'brand.solid' : 'bg'}
      color="brand.contrast"
    >
      {checked && (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
          <polyline points="20 6 9 17 4 12" />
        </svg>
      )}
    </Box>
  );
}

/**
 * The department tree (spec section 3): built from the flat list, without the unselectable system
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
  const typeahead = useRef({ text: '', at: -Infinity });

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

  const typeAhead = (character: string, timeStamp: number) => {
    const previous = typeahead.current;
    const text =
      timeStamp - previous.at < TYPEAHEAD_RESET_MS ? previous.text + character : character;
    typeahead.current = { text, at: timeStamp };
    const prefix = text.toLowerCase();
    // A repeated first letter moves on to the next match; a longer prefix may stay on this row.
    const start = text.length > 1 ? activeIndex : activeIndex + 1;
    for (let step = 0; step < rows.length; step++) {
      const index = (start + step) % rows.length;
      if (rows[index]!.node.title.toLowerCase().startsWith(prefix)) {
        focusRow(index);
        return;
      }
    }
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row: DeptTreeRow | undefined = rows[activeIndex];
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(activeIndex + 1);
        break;
      case 'ArrowUp':
        focusRow(activeIndex - 1);
        break;
      case 'ArrowRight':
        if (row.expanded) focusRow(activeIndex + 1);
        else if (row.expandable) setOpen([row.node.key], true);
        break;
      case 'ArrowLeft':
        if (row.expanded) setOpen([row.node.key], false);
        else if (row.parentKey !== null) focusRow(indexByKey.get(row.parentKey) ?? activeIndex);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'Enter':
      case ' ':
        select(row.node.key);
        break;
      case '*':
        setOpen(
          rows
            .filter((other) => other.parentKey === row.parentKey && other.expandable)
            .map((other) => other.node.key),
          true,
        );
        break;
      default:
        if (event.key.length !== 1) return;
        typeAhead(event.key, event.timeStamp);
    }
    event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      focusRow(0);
    }
  };

  const multiple = selectionMode === 'multiple';
  const renderRow = (row: DeptTreeRow, index: number, start?: number) => {
    const { node } = row;
    const isSelected = selected.has(node.key);
    const isMatch = search?.matchIds.has(node.key) ?? false;
    return (
      <Flex
        key={node.key}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-setsize={row.setSize}
        aria-posinset={row.posInSet}
        aria-expanded={row.expandable ? row.expanded : undefined}
        aria-selected={multiple ? isSelected : isSelected || undefined}
        tabIndex={node.key === activeKey ? 0 : -1}
        data-index={index}
        ref={(element: HTMLDivElement | null) => {
          if (!element) return;
          rowElements.current.set(node.key, element);
          if (virtual) virtualizer.measureElement(element);
          return () => {
            rowElements.current.delete(node.key);
          };
        }}
        onFocus={() => setFocusKey(node.key)}
        onClick={() => select(node.key)}
        align="center"
        gap="1.5"
        minH="8"
        pe="2"
        rounded="control"
        cursor="button"
        userSelect="none"
        textStyle="sm"
        bg={isSelected && !multiple ? 'brand.subtle' : undefined}
        color={isSelected && !multiple ? 'brand.fg' : undefined}
        _hover={{ bg: isSelected && !multiple ? 'brand.muted' : 'bg.muted' }}
        colorPalette="brand"
        focusVisibleRing="inside"
        // A virtual row sits where the virtualiser measured it; pixel offsets are no design tokens.
        style={{
          paddingInlineStart: indent(row.depth),
          ...(start === undefined
            ? {}
            : {
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${start}px)`,
              }),
        }}
      >
        <Box
          as="span"
          aria-hidden="true"
          display="inline-flex"
          flexShrink="0"
          w="4"
          h="4"
          color="fg.muted"
          onClick={(event) => {
            if (!row.expandable) return;
            // Opening or closing is not choosing the department.
            event.stopPropagation();
            setOpen([node.key], !row.expanded);
          }}
        >
          {row.expandable && <Chevron expanded={row.expanded} />}
        </Box>
        {multiple && <CheckMark checked={isSelected} />}
        {/* Sized to the name, so a match's highlight and the badge sit right after it. */}
        <TruncatedText
          flex="0 1 auto"
          {...(isMatch
            ? { as: 'mark', display: 'block', bg: 'yellow.subtle', color: 'fg', rounded: 'xs' }
            : {})}
        >
          {node.title}
        </TruncatedText>
        {node.system && (
          <Badge size="sm" variant="subtle" colorPalette="gray" flexShrink="0">
            {t({ id: 'deptTree.systemBadge', message: 'System' })}
          </Badge>
        )}
      </Flex>
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
