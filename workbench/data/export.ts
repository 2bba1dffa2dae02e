import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../shared/payloads/page';
import type { ApiError } from '../api/errors/api-error';
import type { CallOptions } from '../api/endpoint';

/**
 * Rows a page of an export asks for (spec-silent; docs/decisions/0023): half the sandbox's largest
 * page, so 10,000 members take 20 requests and the progress moves every 500 rows.
 */
export const EXPORT_PAGE_SIZE = 500;

/** What an export is doing: nothing, fetching page after page, or stopped by a failure. */
export type ListExportState =
  | { status: 'idle' }
  | { status: 'exporting'; done: number; total: number }
  | { status: 'failed'; error: ApiError };

const IDLE: ListExportState = { status: 'idle' };

/** A list call's query without its paging, which the export sets page by page. */
type Unpaged<Query> = Omit<Query, 'currentPage' | 'pageSize'>;

/**
 * Every row of a list, the filters the page shows applied: `run(query)` asks `call` for page 1,
 * 2, … of EXPORT_PAGE_SIZE with the same query until it has the total the first page gave, and
 * resolves with the rows; `state` says how far it is. `cancel()` aborts the request in flight and
 * resolves the run with null, as does leaving the page. A failure (the call is exempt: the export
 * shows it in place) resolves with null and leaves `state` failed until the next run or cancel.
 * Nothing is cached: an export reads the list as it is now, and leaves the page's reads alone.
 */
export function useListExport<Query extends { currentPage?: number; pageSize?: number }, Row>(
  call: (input: Query, options?: CallOptions) => Promise<Page<Row>>,
) {
  const [state, setState] = useState<ListExportState>(IDLE);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(IDLE);
  }, []);

  const run = useCallback(
    async (query: Unpaged<Query>): Promise<Row[] | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      const rows: Row[] = [];
      let total = 0;
      setState({ status: 'exporting', done: 0, total: 0 });
      try {
        for (let page = 1; page === 1 || rows.length < total; page += 1) {
          const answer = await call(
            { ...query, currentPage: page, pageSize: EXPORT_PAGE_SIZE } as Query,
            { exempt: true, signal },
          );
          if (signal.aborted) return null;
          rows.push(...answer.list);
          total = answer.total;
          // A list that shrank while it was read ends at its first short page.
          if (answer.list.length < EXPORT_PAGE_SIZE) break;
          setState({ status: 'exporting', done: rows.length, total });
        }
      } catch (error) {
        if (signal.aborted) return null;
        running.current = null;
        setState({ status: 'failed', error: error as ApiError });
        return null;
      }
      running.current = null;
      setState(IDLE);
      return rows;
    },
    [call],
  );

  return { state, run, cancel };
}
