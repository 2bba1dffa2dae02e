import {
  accountUpdateSendSms,
  bindLocalEmailSendCode,
  changeLocalMobile,
  changeLocalPwd,
  corpCert,
  deleteCorp,
  deleteService,
  loginSecondCheck,
  modifyCorp,
  selfServiceRelationInfo,
  setSecondCheckMobile,
  setTwoFactorSms,
  bindKdCloud,
  userDelete,
} from '../api/sms';
import { useApiMutation } from './mutation';

/*
 * The SMS codes of docs/product.md §7 (service/sms) the pages send before the change each confirms
 * (named on each). A code changes nothing a page reads, so no read is fetched again.
 */

/** To the new mobile, for updateMobile. */
export function useChangeLocalMobileSms() {
  return useApiMutation(changeLocalMobile, []);
}

/** For updateLocalPwd. */
export function useChangeLocalPwdSms() {
  return useApiMutation(changeLocalPwd, []);
}

/** To the e-mail address, for bindLocalEmail. */
export function useBindLocalEmailSms() {
  return useApiMutation(bindLocalEmailSendCode, []);
}

/** For closing the account (no userId) or deleting a member of the current corp. */
export function useUserDeleteSms() {
  return useApiMutation(userDelete, []);
}

/** To the mobile that is to verify a member's sign-in, for setSecondCheck. */
export function useSecondCheckMobileSms() {
  return useApiMutation(setSecondCheckMobile, []);
}

/** For deleting a service. */
export function useDeleteServiceSms() {
  return useApiMutation(deleteService, []);
}

/** For updateMobileCheck and turning login protection off. */
export function useAccountUpdateSms() {
  return useApiMutation(accountUpdateSendSms, []);
}

/** For submitting a corp's certification. */
export function useCorpCertSms() {
  return useApiMutation(corpCert, []);
}

/** For changing the corp. */
export function useModifyCorpSms() {
  return useApiMutation(modifyCorp, []);
}

/** For deleting a corp. */
export function useDeleteCorpSms() {
  return useApiMutation(deleteCorp, []);
}

/** To a relation info's mobile, for its result. */
export function useSelfServiceRelationInfoSms() {
  return useApiMutation(selfServiceRelationInfo, []);
}

/**
 * To the check mobile of the current corp, for its second check. Its dialog shows a failure
 * itself.
 */
export function useLoginSecondCheckSms() {
  return useApiMutation(loginSecondCheck, [], { exempt: true });
}

/** To the account's own mobile, for turning on SMS verification of sign-ins (loginProtectSet). */
export function useTwoFactorSms() {
  return useApiMutation(setTwoFactorSms, []);
}

/** To the cloud account's mobile, for binding it (service/user/bind). */
export function useBindKdCloudSms() {
  return useApiMutation(bindKdCloud, []);
}
