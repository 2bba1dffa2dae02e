export { DeviceTable } from './device-table';
export type { DeviceTableProps, SlnStatusInput } from './device-table';
export type { AddSlnInput } from './add-sln-dialog';
export type { SlnListData, SlnListExport, SlnListName, SlnListStatus } from './list-logic';
export { useSlnCsvColumns, type SlnCsvColumns } from './sln-csv-columns';
export { slnTabCounts } from './list-logic';
export {
  DEFAULT_MAX_DEVICES,
  SLN_PATTERN,
  maxDevicesRule,
  normaliseSln,
  slnRule,
} from './sln-rule';
export type { SlnFormProblem } from './sln-rule';
