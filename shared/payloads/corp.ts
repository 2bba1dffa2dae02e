import type { CertStatus, CorpType } from '../contract';

/*
 * Requests and answers of the corp calls (docs/product.md §7, service/corp). The spec shows no payload
 * for most of them: every shape below is the project's own, except the field names section 3
 * gives (userId, openSecondCheck, name, …). SMS-guarded calls carry the code as vcode, as the
 * spec's named corp operations do. The corp rows are in shared/domain/corp.ts, the certification
 * in ./cert.ts.
 */

/**
 * What 5001022900 carries from current-corp and switch-corp (the project's own shape): the corp
 * that asks for the second check and its check mobile, masked, for the verification dialog.
 */
export interface SecondCheckData {
  corpId: string;
  checkMobile: string;
}

/** A Kingdee Cloud (kdCloud) corp linked to one of the user's corps. */
export interface KdCloudCorp {
  kdCloudId: string;
  corpId: string;
  corpName: string;
}

/** registerCorp makes a corporate corp; addCorp either type. The caller is its creator. */
export interface RegisterCorpInput {
  corpName: string;
}
export interface AddCorpInput {
  corpName: string;
  corpType: CorpType;
}

/** Passes the second check of a corp with the SMS code sent to the user's check mobile. */
export interface SecondCheckInput {
  corpId: string;
  vcode: string;
}

/**
 * Setting an admin and transferring the corp need a verified flow (docs/product.md §6): without proof
 * of it the server answers 5001012077 or 5001012078 and the catalogue opens the flow in a new
 * tab. `verified` carries that proof (the sandbox accepts its own token, README).
 */
export interface SetAdminInput {
  userId: string;
  admin: boolean;
  verified?: string;
}

/**
 * vcode: the code sms/userDelete sent to the signed-in account's mobile (the spec's named
 * operation "delete user by verification code"); the sandbox checks it whenever it is sent.
 */
export interface DeleteUsersInput {
  userIds: string[];
  vcode?: string;
}

export interface ChangeCreatorInput {
  userId: string;
  verified?: string;
}

/** A member's secondary login check (docs/product.md §4): on only with a check mobile. */
export interface SecondCheckStatus {
  userId: string;
  openSecondCheck: boolean;
  /** Masked; '' when the member has none. */
  checkMobile: string;
}

/**
 * setSecondCheck's input. The spec's named operation "bind check mobile (mobile, userId, vcode)"
 * shows no path: it rides on this call (the project's choice), mobile and vcode (the code
 * sms/setSecondCheckMobile sent to that mobile) binding the member's check mobile first.
 */
export interface SetSecondCheckInput {
  userId: string;
  openSecondCheck: boolean;
  mobile?: string;
  vcode?: string;
}

/** The corp's link to WeCom (qywx) and how many of its members are bound there. */
export interface QywxRelation {
  linked: boolean;
  qywxCorpName: string;
  boundMembers: number;
  members: number;
}

/** Renames the current corp (and its root department) and sets its second-check flag. */
export interface ModifyCorpInput {
  corpName: string;
  secondCheck?: boolean;
  vcode: string;
}

/** Services can be used in the current corp: certified, or certification not needed. */
export interface ServiceAvailability {
  available: boolean;
  certStatus: CertStatus;
}
