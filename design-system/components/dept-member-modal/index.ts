export { DeptMemberModal } from './dept-member-modal';
export type {
  DeptMemberModalProps,
  DeptMemberModalRow,
  DeptMemberSetCheckMobileDetails,
} from './dept-member-modal';
export { BulkVerificationDialog } from './bulk-verification-dialog';
export type { BulkVerificationDialogProps } from './bulk-verification-dialog';
export { deptOptions, outcomeOf, previewBulkVerification } from './bulk-verification-rules';
export type {
  BulkVerificationAction,
  BulkVerificationMember,
  BulkVerificationPreview,
} from './bulk-verification-rules';
