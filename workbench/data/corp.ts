import { codeEnter, createEnter, selectEnter, syncCertInfo } from '../api/cert';
import {
  addCorp,
  bindQywxMembers,
  delCorp,
  getCertCorpInfo,
  getCorpInfoById,
  getCorpList,
  getCurrentCorp,
  getKdCloudList,
  getQywxRelation,
  goToChangeCreator,
  isOpenSecondCheck,
  isServiceAvailable,
  modifyCertCorp,
  modifyCorp,
  registerCorp,
  setAdmin,
  setCorpHide,
  setSecondCheck,
} from '../api/corp';
import { getDeptList, getDeptMembers } from '../api/dept';
import { getOrgUserList } from '../api/device';
import { EVERY_READ, SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';

/** The person's corps on the cloud (kdCloud/list); the add dialog shows a failure in place. */
export function useKdCloudList() {
  return useApi(getKdCloudList, undefined, {}, SHOWN_IN_PLACE);
}

/** One corp of the person (getCorpInfoById); its details dialog shows a failure in place. */
export function useCorpInfo(corpId: string | null) {
  return useApi(getCorpInfoById, corpId === null ? null : { corpId }, {}, SHOWN_IN_PLACE);
}

export function useCertCorpInfo() {
  return useApi(getCertCorpInfo, undefined);
}

/** Whether the current corp's services can be used (isServiceAvailable); the page says why not. */
export function useServiceAvailable() {
  return useApi(isServiceAvailable, undefined, {}, SHOWN_IN_PLACE);
}

export function useQywxRelation() {
  return useApi(getQywxRelation, undefined);
}

/** A member's secondary login check; the signed-in user's own without userId. */
export function useSecondCheckStatus(userId?: string) {
  return useApi(isOpenSecondCheck, userId === undefined ? {} : { userId });
}

/** The registry's enterprises by name (null: no search yet). */
export function useEnterSearch(enterName: string | null) {
  return useApi(selectEnter, enterName === null ? null : { enterName });
}

export function useRegisterCorp() {
  return useApiMutation(registerCorp, [getCorpList, getKdCloudList]);
}

export function useAddCorp() {
  return useApiMutation(addCorp, [getCorpList, getKdCloudList]);
}

export function useSetCorpHide() {
  return useApiMutation(setCorpHide, [getCorpList, getCurrentCorp, getCorpInfoById]);
}

/** Deleting a corp may have been the current one: every read is fetched again, as on a switch. */
export function useDelCorp() {
  return useApiMutation(delCorp, EVERY_READ);
}

/** The corp's name is also its root department's. */
export function useModifyCorp() {
  return useApiMutation(modifyCorp, [
    getCurrentCorp,
    getCorpList,
    getCorpInfoById,
    getKdCloudList,
    getDeptList,
  ]);
}

const MEMBER_READS = [getDeptMembers, getOrgUserList] as const;

export function useSetAdmin() {
  return useApiMutation(setAdmin, [getCurrentCorp, ...MEMBER_READS]);
}

export function useChangeCreator() {
  return useApiMutation(goToChangeCreator, [
    getCurrentCorp,
    getCorpList,
    getCorpInfoById,
    ...MEMBER_READS,
  ]);
}

/** Member rows show each member's check mobile. */
export function useSetSecondCheck() {
  return useApiMutation(setSecondCheck, [isOpenSecondCheck, getDeptMembers]);
}

export function useBindQywxMembers() {
  return useApiMutation(bindQywxMembers, [getQywxRelation]);
}

/** Certification changes move the status, which the corp and service availability show. */
const CERT_READS = [getCertCorpInfo, getCurrentCorp, getCorpList, isServiceAvailable] as const;

export function useModifyCertCorp() {
  return useApiMutation(modifyCertCorp, CERT_READS);
}

export function useCreateEnter() {
  return useApiMutation(createEnter, CERT_READS);
}

export function useCodeEnter() {
  return useApiMutation(codeEnter, CERT_READS);
}

export function useSyncCertInfo() {
  return useApiMutation(syncCertInfo, CERT_READS);
}
