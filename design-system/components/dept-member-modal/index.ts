export { DeptMemberModal } from './dept-member-modal';
export type {
  DeptMemberModalProps,
  DeptMemberModalRow,
  DeptMemberSetCheckMobileDetails,
} from './dept-member-modal';
