/*
 * Invitations to join a corp. The spec shows no payloads: the shapes are the project's own, with
 * the member actions of docs/product.md §4 (1 agree, 2 reject, 3 delete, 4 reinvite).
 */

/**
 * States (the project's own set): pending (sent, awaiting the invitee's reply), applying (someone
 * who opened the invite link asks to join, awaiting an admin), accepted, rejected, and expired (a
 * pending one past its expiry). Deleting removes the record: there is no deleted state.
 */
export const INVITATION_STATES = [
  'pending',
  'applying',
  'accepted',
  'rejected',
  'expired',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface Invitation {
  inviteId: string;
  corpId: string;
  corpName: string;
  /** The invitee's mobile, masked; mobileEncry decrypts to the whole number. */
  mobile: string;
  mobileEncry: string;
  /** The invitee's name when known (an applicant gives it), '' otherwise. */
  realName: string;
  inviterName: string;
  state: InvitationState;
  /** ms since the epoch. */
  sentAt: number;
  expiresAt: number;
}

/** batchsend takes at most this many mobiles at a time (the project's own limit). */
export const BATCH_INVITE_MAX = 100;
