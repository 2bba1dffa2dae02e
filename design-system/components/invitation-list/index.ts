export { InvitationList } from './invitation-list';
export type {
  InvitationListPaging,
  InvitationListProps,
  InvitationManageDetails,
} from './invitation-list';
export {
  canReply,
  INVITATION_STATE_TONES,
  invitationStateLabel,
  manageActions,
} from './invitation-rules';
