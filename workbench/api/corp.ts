import type { Corp, CurrentCorp } from '../../shared/domain/corp';
import type { CertStatus, CorpType } from '../../shared/contract';
import { endpoint, secondCheckEndpoint } from './endpoint';

export { CERT_STATUS, CORP_TYPE, type CertStatus, type CorpType } from '../../shared/contract';

export type { Corp, CurrentCorp } from '../../shared/domain/corp';

/**
 * What 5001022900 carries from current-corp and switch-corp (the project's own shape): the corp
 * that asks for the second check and its check mobile, masked, for the verification dialog.
 */
export interface SecondCheckData {
  corpId: string;
  checkMobile: string;
}

export const getCurrentCorp = secondCheckEndpoint<void, CurrentCorp>({
  method: 'GET',
  path: 'service/corp/current',
});
export const getCorpList = endpoint<void, Corp[]>({ method: 'GET', path: 'service/corp/list' });
export const switchCorp = secondCheckEndpoint<{ corpId: string }, CurrentCorp>({
  method: 'POST',
  path: 'service/corp/switchCorp',
});

/*
 * The rest of the corp calls. The spec shows no payload for them: every shape below is the
 * project's own, except the field names section 3 gives (userId, openSecondCheck, name, …).
 * SMS-guarded calls carry the code as vcode, as the spec's named corp operations do.
 */

/** A Kingdee Cloud (kdCloud) corp linked to one of the user's corps. */
export interface KdCloudCorp {
  kdCloudId: string;
  corpId: string;
  corpName: string;
}

export const getKdCloudList = endpoint<void, KdCloudCorp[]>({
  method: 'GET',
  path: 'service/corp/kdCloud/list',
});

/** registerCorp makes a corporate corp; addCorp either type. The caller is its creator. */
export interface RegisterCorpInput {
  corpName: string;
}
export interface AddCorpInput {
  corpName: string;
  corpType: CorpType;
}

export const registerCorp = endpoint<RegisterCorpInput, Corp>({
  method: 'POST',
  path: 'service/corp/registerCorp',
});
export const addCorp = endpoint<AddCorpInput, Corp>({
  method: 'POST',
  path: 'service/corp/addCorp',
});

/** Passes the second check of a corp with the SMS code sent to the user's check mobile. */
export interface SecondCheckInput {
  corpId: string;
  vcode: string;
}

export const secondCheck = endpoint<SecondCheckInput, void>({
  method: 'POST',
  path: 'service/corp/secondCheck',
});

/**
 * Setting an admin and transferring the corp need a verified flow (spec section 6): without proof
 * of it the server answers 5001012077 or 5001012078 and the catalogue opens the flow in a new
 * tab. `verified` carries that proof (the sandbox accepts its own token, README).
 */
export interface SetAdminInput {
  userId: string;
  admin: boolean;
  verified?: string;
}

export const setAdmin = endpoint<SetAdminInput, void>({
  method: 'POST',
  path: 'service/corp/setAdmin',
});

/**
 * vcode: the code sms/userDelete sent to the signed-in account's mobile (the spec's named
 * operation "delete user by verification code"); the sandbox checks it whenever it is sent.
 */
export interface DeleteUsersInput {
  userIds: string[];
  vcode?: string;
}

export const deleteUsers = endpoint<DeleteUsersInput, void>({
  method: 'POST',
  path: 'service/corp/deleteUsers',
});

export interface ChangeCreatorInput {
  userId: string;
  verified?: string;
}

export const goToChangeCreator = endpoint<ChangeCreatorInput, void>({
  method: 'POST',
  path: 'service/corp/goToChangeCreator',
});

/** A member's secondary login check (spec section 4): on only with a check mobile. */
export interface SecondCheckStatus {
  userId: string;
  openSecondCheck: boolean;
  /** Masked; '' when the member has none. */
  checkMobile: string;
}

/** Without userId: the signed-in user's own. */
export const isOpenSecondCheck = endpoint<{ userId?: string }, SecondCheckStatus>({
  method: 'POST',
  path: 'service/corp/isOpenSecondCheck',
});
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

export const setSecondCheck = endpoint<SetSecondCheckInput, SecondCheckStatus>({
  method: 'POST',
  path: 'service/corp/setSecondCheck',
});

/** The corp's link to WeCom (qywx) and how many of its members are bound there. */
export interface QywxRelation {
  linked: boolean;
  qywxCorpName: string;
  boundMembers: number;
  members: number;
}

export const getQywxRelation = endpoint<void, QywxRelation>({
  method: 'GET',
  path: 'service/corp/getQywxRelation',
});
/** Binds every member not yet bound (matched by mobile) and answers the new relation. */
export const bindQywxMembers = endpoint<void, QywxRelation>({
  method: 'GET',
  path: 'service/corp/bindQywxMembers',
});

/** Renames the current corp (and its root department) and sets its second-check flag. */
export interface ModifyCorpInput {
  corpName: string;
  secondCheck?: boolean;
  vcode: string;
}

export const modifyCorp = endpoint<ModifyCorpInput, Corp>({
  method: 'POST',
  path: 'service/corp/modifyCorp',
});

/** The current corp's certification (statuses of spec section 4). */
export interface CertCorpInfo {
  corpId: string;
  certStatus: CertStatus;
  /** The certified enterprise's name, credit code and legal person ('' until entered). */
  enterName: string;
  creditCode: string;
  legalPerson: string;
  /** Why the last certification failed ('' unless certStatus is failed). */
  failReason: string;
}

export interface CertCorpInput {
  enterName: string;
  creditCode: string;
  legalPerson: string;
}

export const getCertCorpInfo = endpoint<void, CertCorpInfo>({
  method: 'GET',
  path: 'service/corp/certCorpInfo',
});
/** Changes the entered details; a certified or failed corp goes back to uncertified. */
export const modifyCertCorp = endpoint<CertCorpInput, CertCorpInfo>({
  method: 'POST',
  path: 'service/corp/modifyCertCorp',
});

export const getCorpInfoById = endpoint<{ corpId: string }, Corp>({
  method: 'GET',
  path: 'service/corp/getCorpInfoById',
});
export const setCorpHide = endpoint<{ corpId: string; hide: boolean }, void>({
  method: 'POST',
  path: 'service/corp/setCorpHide',
});
/** Deletes a corp the user created, with the code of sms deleteCorp. */
export const delCorp = endpoint<{ corpId: string; vcode: string }, void>({
  method: 'POST',
  path: 'service/corp/delCorp',
});

/** Services can be used in the current corp: certified, or certification not needed. */
export interface ServiceAvailability {
  available: boolean;
  certStatus: CertStatus;
}

export const isServiceAvailable = endpoint<void, ServiceAvailability>({
  method: 'GET',
  path: 'service/corp/isServiceAvailable',
});
