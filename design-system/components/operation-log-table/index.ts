export { OperationLogTable } from './operation-log-table';
export type { OperationLogTableProps } from './operation-log-table';
export { logFilterProblem, operationLogFilter } from './log-filter';
export type { LogFilterDraft, LogFilterProblem } from './log-filter';
export { useLogCsvColumns } from './log-table';
