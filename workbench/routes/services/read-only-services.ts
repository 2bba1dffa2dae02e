import { useState } from 'react';
import { CARD_GRID_PAGE_SIZE, DEFAULT_PAGE } from '../../../shared/constants';
import type { ServiceListPaging } from '../../../design-system/components/service-list';
import { useReadOnlyServices } from '../../data/services';

/** The read-only list a page at a time (12 a page, decision 0018), with its count. */
export function useReadOnlyPage(enabled = true) {
  const [query, setQuery] = useState({ currentPage: DEFAULT_PAGE, pageSize: CARD_GRID_PAGE_SIZE });
  const response = useReadOnlyServices(query, enabled);
  const count = response.data?.count;
  const paging: ServiceListPaging | undefined =
    count === undefined
      ? undefined
      : {
          page: query.currentPage,
          pageSize: query.pageSize,
          total: count,
          onChange: ({ page, pageSize }) => setQuery({ currentPage: page, pageSize }),
        };
  return { ...response, count, paging };
}
