import type { Corp, CurrentCorp } from '../../shared/domain/corp';
import type { CertCorpInfo, CertCorpInput } from '../../shared/payloads/cert';
import type {
  AddCorpInput,
  ChangeCreatorInput,
  DeleteUsersInput,
  KdCloudCorp,
  ModifyCorpInput,
  QywxRelation,
  RegisterCorpInput,
  SecondCheckInput,
  SecondCheckStatus,
  ServiceAvailability,
  SetAdminInput,
  SetSecondCheckInput,
} from '../../shared/payloads/corp';
import { endpoint, secondCheckEndpoint } from './endpoint';

/**
 * The corp calls of docs/product.md §7 (service/corp); their payloads are in shared/payloads/corp.ts
 * and, for the certification, shared/payloads/cert.ts.
 */

export const getCurrentCorp = secondCheckEndpoint<void, CurrentCorp>({
  method: 'GET',
  path: 'service/corp/current',
});
export const getCorpList = endpoint<void, Corp[]>({ method: 'GET', path: 'service/corp/list' });
export const switchCorp = secondCheckEndpoint<{ corpId: string }, CurrentCorp>({
  method: 'POST',
  path: 'service/corp/switchCorp',
});

export const getKdCloudList = endpoint<void, KdCloudCorp[]>({
  method: 'GET',
  path: 'service/corp/kdCloud/list',
});

export const registerCorp = endpoint<RegisterCorpInput, Corp>({
  method: 'POST',
  path: 'service/corp/registerCorp',
});
export const addCorp = endpoint<AddCorpInput, Corp>({
  method: 'POST',
  path: 'service/corp/addCorp',
});

export const secondCheck = endpoint<SecondCheckInput, void>({
  method: 'POST',
  path: 'service/corp/secondCheck',
});

export const setAdmin = endpoint<SetAdminInput, void>({
  method: 'POST',
  path: 'service/corp/setAdmin',
});

export const deleteUsers = endpoint<DeleteUsersInput, void>({
  method: 'POST',
  path: 'service/corp/deleteUsers',
});

export const goToChangeCreator = endpoint<ChangeCreatorInput, void>({
  method: 'POST',
  path: 'service/corp/goToChangeCreator',
});

/** Without userId: the signed-in user's own. */
export const isOpenSecondCheck = endpoint<{ userId?: string }, SecondCheckStatus>({
  method: 'POST',
  path: 'service/corp/isOpenSecondCheck',
});

export const setSecondCheck = endpoint<SetSecondCheckInput, SecondCheckStatus>({
  method: 'POST',
  path: 'service/corp/setSecondCheck',
});

export const getQywxRelation = endpoint<void, QywxRelation>({
  method: 'GET',
  path: 'service/corp/getQywxRelation',
});
/** Binds every member not yet bound (matched by mobile) and answers the new relation. */
export const bindQywxMembers = endpoint<void, QywxRelation>({
  method: 'GET',
  path: 'service/corp/bindQywxMembers',
});

export const modifyCorp = endpoint<ModifyCorpInput, Corp>({
  method: 'POST',
  path: 'service/corp/modifyCorp',
});

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

export const isServiceAvailable = endpoint<void, ServiceAvailability>({
  method: 'GET',
  path: 'service/corp/isServiceAvailable',
});
