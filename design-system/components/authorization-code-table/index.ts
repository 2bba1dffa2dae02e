export { AuthorizationCodeTable } from './authorization-code-table';
export type { AuthorizationCodeTableProps } from './authorization-code-table';
export type { AuthorizationCodeTransferDetails } from './transfer-dialog';
export { useAuthorizationCodeCsvColumns } from './code-csv-columns';
export { CodeTransfers } from './code-transfers';
export type { CodeTransfer, CodeTransfersProps } from './code-transfers';
export { ValidCodeNote } from './valid-code-note';
export type { ValidCodeNoteProps, ValidCodeState } from './valid-code-note';
