export { Pagination, CARD_GRID_PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE_OPTIONS } from './pagination';
export type { PaginationProps, PaginationChangeDetails } from './pagination';
export { pageOf, showsPagination } from './paging';
