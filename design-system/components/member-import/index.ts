export { MemberImportDialog } from './member-import-dialog';
export type { MemberImportDialogProps } from './member-import-dialog';
export type { ImportRowStatus, MemberImportFile, MemberImportStep } from './types';
export { rowStatus } from './import-text';
