import { useState } from 'react';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import type { ServiceListPaging } from '../../../design-system/components/service-list';
import { useReadOnlyServices } from '../../data/services';

/** The read-only list a page at a time (docs/product.md §3: page 1 of 3 by default), with its count. */
export function useReadOnlyPage(enabled = true) {
  const [query, setQuery] = useState({ currentPage: DEFAULT_PAGE, pageSize: DEFAULT_PAGE_SIZE });
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
