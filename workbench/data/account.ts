import {
  authorizeCodeListPage,
  authorizeServiceList,
  bind,
  bindLocalEmail,
  checkPwd,
  cancelAIProtocol,
  checkUserName,
  generateAuthorizeCode,
  getAccount,
  getAIProtocol,
  getBindThirdPlatformInfo,
  isCanLogOff,
  isCheckedPwd,
  isBind,
  isHasValidCode,
  isOpenLoginProtect,
  isOpenRemoteLoginNotice,
  loginProtectSet,
  logOffLocalUser,
  signProtocol,
  syncKdInfo,
  unbindThirdPlatformInfo,
  updateAccount,
  updateAuthorizeCode,
  updateLocalPwd,
  updateMobile,
  updateMobileCheck,
  updatePwdTime,
  updatePwdTip,
  updateRemoteLoginNotice,
  wxTwoFactorLink,
} from '../api/account';
import {
  authorizeCodeCancelAuth,
  authorizeCodeCancelTransfer,
  authorizeCodeTransfer,
  getAuthorizeCodeTransferList,
  sendAuthorizeCodeListSms,
  sendAuthorizeCodeTransferSms,
} from '../api/sso';
import { useCallback } from 'react';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useListExport } from './export';
import { useApiMutation } from './mutation';
import type { AuthorizeCodeQuery, UserNameCheck } from '../../shared/payloads/account';

/*
 * The account settings' data (docs/product.md §7, service/user). Reads are keyed by path and input;
 * each change revalidates the reads it changes. Passwords reach these hooks already encrypted.
 */

/** The signed-in account with its security flags. */
export function useAccount() {
  return useApi(getAccount, undefined);
}

/** Login protection: whether it is on, how it verifies, and its records. */
export function useLoginProtect() {
  return useApi(isOpenLoginProtect, undefined);
}

export function useRemoteLoginNotice() {
  return useApi(isOpenRemoteLoginNotice, undefined);
}

export function useThirdPlatformBindings() {
  return useApi(getBindThirdPlatformInfo, undefined);
}

export function useCanLogOff() {
  return useApi(isCanLogOff, undefined);
}

/** Where the password stands against its expiry, and whether to show the tip. */
export function usePasswordStatus() {
  return useApi(isCheckedPwd, undefined);
}

export function useAIProtocol() {
  return useApi(getAIProtocol, undefined);
}

/** A page of authorization codes; the previous page stays on screen while the next loads. */
export function useAuthorizationCodes(query: AuthorizeCodeQuery) {
  return useApi(authorizeCodeListPage, query, { keepPreviousData: true }, SHOWN_IN_PLACE);
}

/** Every authorization code of the account, page after page, for its CSV export. */
export function useAuthorizationCodesExport() {
  return useListExport(authorizeCodeListPage);
}

/** The services authorization codes can be made for, each with whether it has a valid one. */
export function useAuthorizeServiceList() {
  return useApi(authorizeServiceList, undefined);
}

/**
 * Whether a service has a valid code right now; null serviceId: not yet. Read afresh on each
 * mount (the generate dialog's chosen service); the note says a failure itself.
 */
export function useHasValidCode(serviceId: string | null) {
  return useApi(
    isHasValidCode,
    serviceId === null ? null : { serviceId },
    { revalidateOnMount: true },
    SHOWN_IN_PLACE,
  );
}

/**
 * Whether another account signs in with this user name (checkUserName): asked of the name typed
 * once it keeps the rule; null asks nothing. The field shows a failure itself.
 */
export function useUserNameAvailability(check: UserNameCheck | null) {
  return useApi(checkUserName, check, { revalidateOnFocus: false }, SHOWN_IN_PLACE);
}

/**
 * The link whose QR code sets WeChat up as the second factor (wxTwoFactorLink): read when the
 * set-up opens, and again on request (it expires). The dialog says a failure itself.
 */
export function useWxTwoFactorLink() {
  return useApi(
    wxTwoFactorLink,
    undefined,
    { revalidateOnMount: true, revalidateOnFocus: false },
    SHOWN_IN_PLACE,
  );
}

/** The account's own names (its profile). */
export function useUpdateAccount() {
  return useApiMutation(updateAccount, [getAccount]);
}

export function useSignProtocol() {
  return useApiMutation(signProtocol, [getAccount]);
}

/** Step one of a mobile change: the current mobile's code. */
export function useUpdateMobileCheck() {
  return useApiMutation(updateMobileCheck, []);
}

export function useUpdateMobile() {
  return useApiMutation(updateMobile, [getAccount]);
}

/** The current password, checked before a new one is asked for; it changes nothing read. */
export function useCheckPwd() {
  return useApiMutation(checkPwd, []);
}

export function useUpdateLocalPwd() {
  return useApiMutation(updateLocalPwd, [getAccount, isCheckedPwd]);
}

export function useBindLocalEmail() {
  return useApiMutation(bindLocalEmail, [getAccount]);
}

export function useUnbindThirdPlatform() {
  return useApiMutation(unbindThirdPlatformInfo, [getBindThirdPlatformInfo]);
}

/** Closes the account; the session ends with it, so nothing is read again. */
export function useLogOff() {
  return useApiMutation(logOffLocalUser, []);
}

export function useBindKdCloud() {
  return useApiMutation(bind, [getAccount]);
}

/**
 * The cloud binding's authCode (isBind), asked when the person wants to see it: a read behind a
 * click, kept in no cache. A missing authCode is the catalogue's 'operation failed' (docs/product.md §7).
 */
export function useIsBind() {
  return useApiMutation(isBind, []);
}

export function useSyncKdInfo() {
  return useApiMutation(syncKdInfo, [getAccount]);
}

export function useUpdatePwdTip() {
  return useApiMutation(updatePwdTip, [isCheckedPwd]);
}

export function useUpdatePwdTime() {
  return useApiMutation(updatePwdTime, [getAccount, isCheckedPwd]);
}

export function useLoginProtectSet() {
  return useApiMutation(loginProtectSet, [getAccount, isOpenLoginProtect]);
}

export function useCancelAIProtocol() {
  return useApiMutation(cancelAIProtocol, [getAccount, getAIProtocol]);
}

export function useUpdateRemoteLoginNotice() {
  return useApiMutation(updateRemoteLoginNotice, [getAccount, isOpenRemoteLoginNotice]);
}

export function useGenerateAuthorizeCode() {
  return useApiMutation(generateAuthorizeCode, [
    authorizeCodeListPage,
    authorizeServiceList,
    isHasValidCode,
  ]);
}

export function useUpdateAuthorizeCode() {
  return useApiMutation(updateAuthorizeCode, [
    authorizeCodeListPage,
    authorizeServiceList,
    isHasValidCode,
  ]);
}

/** Sends the transfer's SMS code to the owner's own mobile. */
export function useSendAuthorizeCodeTransferSms() {
  return useApiMutation(sendAuthorizeCodeTransferSms, []);
}

/** Hands a code to the account of a mobile, confirmed by the owner's SMS code. */
export function useTransferAuthorizeCode() {
  return useApiMutation(authorizeCodeTransfer, [authorizeCodeListPage]);
}

/** Sends the SMS code that opens the list of codes being transferred to the owner's mobile. */
export function useSendAuthorizeCodeListSms() {
  return useApiMutation(sendAuthorizeCodeListSms, []);
}

/**
 * The codes being transferred, read once the owner's SMS code confirms it (a read behind a code,
 * so a mutation rather than a cached key: the code is good for one use). The call answers with
 * every code that works; those with a receiving mobile are the ones moving.
 */
export function useAuthorizeCodeTransferList() {
  const { trigger, ...state } = useApiMutation(getAuthorizeCodeTransferList, []);
  const readTransfers = useCallback(
    async (input: { vCode: string }) =>
      (await trigger(input)).filter((item) => item.status === 'transferring'),
    [trigger],
  );
  return { ...state, trigger: readTransfers };
}

/** Stops a code's transfer: the code stays the owner's. */
export function useCancelAuthorizeCodeTransfer() {
  return useApiMutation(authorizeCodeCancelTransfer, [authorizeCodeListPage]);
}

/** Cancels a code's authorization: it stops working, and its service may have a new one. */
export function useCancelAuthorizeCode() {
  return useApiMutation(authorizeCodeCancelAuth, [
    authorizeCodeListPage,
    authorizeServiceList,
    isHasValidCode,
  ]);
}
