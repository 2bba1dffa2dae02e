/** A page of a list (the project's own shape): the rows and how many there are in all. */
export interface Page<T> {
  list: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}
