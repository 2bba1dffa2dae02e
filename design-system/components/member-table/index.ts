export { MemberTable } from './member-table';
export type { MemberTableProps } from './member-table';
export { memberAccount } from './member-account';
export { useMemberCsvColumns } from './member-csv-columns';
