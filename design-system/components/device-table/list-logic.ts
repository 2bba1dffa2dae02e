import type { MainSln, SubSln, WhiteDevice } from '../../../shared/domain/device';
import type { ListStatus } from '../list-state';
import { pageOf } from '../pagination/paging';

/** The three serial-number lists of docs/product.md §3. */
export type SlnListName = 'main' | 'sub' | 'white';

/**
 * A list's rows as its export takes them: every row its search keeps, on every page, and the main
 * serial number the sub and white lists belong to.
 */
export type SlnListExport =
  | { name: 'main'; rows: readonly MainSln[] }
  | { name: 'sub'; sln: string; rows: readonly SubSln[] }
  | { name: 'white'; sln: string; rows: readonly WhiteDevice[] };

/** Where one list stands: the wait, a failure, or its rows. */
export type SlnListStatus = 'loading' | 'error' | 'ready';

/** One of the lists as the page has it: its rows once read, or why it could not be read. */
export interface SlnListData<Row> {
  status: SlnListStatus;
  /** The rows; read only when status is 'ready'. */
  rows: readonly Row[];
  /** Why loading failed, e.g. the server's description. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined (no retry button) */
  onRetry?: () => void;
}

/** Whether any of the texts holds the query, ignoring case and the spaces around it. */
export function matchesQuery(query: string, ...texts: readonly string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

/**
 * The count each tab shows, or undefined while it is not known. A list that is read counts its
 * rows; before the sub and white lists are read, the selected main serial number's own counts
 * stand in for them, so the tabs never show an empty count for a list the server has counted.
 */
export function slnTabCounts(lists: {
  main: SlnListData<unknown>;
  sub: SlnListData<unknown>;
  white: SlnListData<unknown>;
  selected: Pick<MainSln, 'subCount' | 'whiteCount'> | undefined;
}): Record<SlnListName, number | undefined> {
  const { main, sub, white, selected } = lists;
  return {
    main: main.status === 'ready' ? main.rows.length : undefined,
    sub: sub.status === 'ready' ? sub.rows.length : selected?.subCount,
    white: white.status === 'ready' ? white.rows.length : selected?.whiteCount,
  };
}

/** What a list shows besides rows, and the page of rows it shows. */
export interface SlnListView<Row> {
  status: ListStatus;
  rows: Row[];
  total: number;
  page: number;
  /** Every row the search keeps, on every page: what an export writes. */
  matching: Row[];
}

/**
 * One list's view: the sub and white lists (needsSelection) wait for the main list and for a main
 * serial number to be chosen; then a list shows its failure, that it is empty, that the search
 * matches nothing, or the page of matching rows.
 */
export function slnListView<Row>(
  data: SlnListData<Row>,
  matches: (row: Row) => boolean,
  context: {
    main: SlnListData<unknown>;
    /** Whether the list belongs to the chosen main serial number; only the main list does not. */
    needsSelection: boolean;
    hasSelection: boolean;
    paging: { page: number; pageSize: number };
  },
): SlnListView<Row> {
  const { main, needsSelection, hasSelection, paging } = context;
  const none = { rows: [], total: 0, page: 1, matching: [] };
  if (needsSelection && main.status !== 'ready') return { status: main.status, ...none };
  if (needsSelection && !hasSelection) return { status: 'empty', ...none };
  if (data.status !== 'ready') return { status: data.status, ...none };
  if (data.rows.length === 0) return { status: 'empty', ...none };
  const filtered = data.rows.filter(matches);
  if (filtered.length === 0) return { status: 'noMatch', ...none };
  const shown = pageOf(filtered, paging.page, paging.pageSize);
  return {
    status: 'ready',
    rows: shown.rows,
    total: filtered.length,
    page: shown.page,
    matching: filtered,
  };
}
