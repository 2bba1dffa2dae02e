export { ExportCsvButton } from './export-csv-button';
export type { ExportCsvButtonProps, ExportCsvState } from './export-csv-button';
