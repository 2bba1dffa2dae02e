import type { MainSln } from '../../../shared/domain/device';

/** The three serial-number lists of spec section 3. */
export type SlnListName = 'main' | 'sub' | 'white';

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
