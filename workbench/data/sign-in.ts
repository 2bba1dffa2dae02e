import { QR_STATE, type QrState } from '../../shared/contract';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { signProtocol } from '../api/account';
import { getCurrentCorp } from '../api/corp';
import type { CallOptions } from '../api/endpoint';
import { syncSsoSession } from '../api/session-sync';
import * as sms from '../api/sms';
import * as sso from '../api/sso';
import { getCaptchaRegister, getSystemParameter } from '../api/system';
import { apiKey, useApi } from './swr';
import type { QrScan } from '../../shared/payloads/sso';
import type { ImageCaptchaVerifyResult } from '../../shared/domain/captcha';

export type { LoginOutcome } from '../api/endpoint';

/** How often a shown QR code asks whether it was scanned (the spec does not say; ours). */
export const QR_POLL_INTERVAL_MS = 2000;

function settled(state: QrState): boolean {
  return state === QR_STATE.confirmed || state === QR_STATE.expired;
}

/**
 * The scan state of a QR code (docs/product.md §4), polled until it is confirmed (2, with the scan
 * token to exchange through scanLogin) or expired (3). null: no code shown yet.
 */
export function useQrScanState(loginCode: string | null) {
  return useApi(
    sso.scanGet,
    loginCode === null ? null : { loginCode },
    {
      refreshInterval: (latest: QrScan | undefined) =>
        latest && settled(latest.state) ? 0 : QR_POLL_INTERVAL_MS,
      revalidateOnFocus: false,
    },
    // The QR panel shows a failed poll itself.
    { exempt: true },
  );
}

/**
 * Every call of the sign-in page and the login pops shows its failure on the page, with what was
 * typed kept: the catalogue does not toast it as well (it still acts on the codes that lead
 * elsewhere). The calls of a sign-in are made with no session, so a sign-out or read-only answer
 * to them is shown there too, instead of reloading the page and losing what was typed.
 */
const INLINE = { exempt: true, signedOut: true } as const;
/** /logpop/upgrade makes these with the session it has: the codes that sign out still do. */
const INLINE_SIGNED_IN = { exempt: true } as const;

/*#__NO_SIDE_EFFECTS__*/
function inline<In, Out>(
  call: (input: In, options?: CallOptions) => Promise<Out>,
  options: CallOptions = INLINE,
): (input: In) => Promise<Out> {
  return (input) => call(input, options);
}

// The sign-in page (docs/product.md §1): password, SMS code, authorization code, the cloud's ticket.
export const accountLogin = inline(sso.accountLogin);
export const sendVCodeLoginSms = inline(sso.sendVCodeLoginSms);
export const vCodeLogin = inline(sso.vCodeLogin);
export const getMobileByCode = inline(sso.getMobileByCode);
export const sendAuthorizeLoginSms = inline(sso.sendAuthorizeLoginSms);
export const authorizeCodeLogin = inline(sso.authorizeCodeLogin);
export const oauth2CodeLogin = inline(sso.oauth2CodeLogin);
// A cloud identity with no account registers one (/logpop/thirdPartyRegister).
export const sendOauth2VCode = inline(sso.sendOauth2VCode);
export const oauth2Register = inline(sso.oauth2Register);

// QR sign-in: a code for a fresh loginCode, and its scan token exchanged once confirmed.
export const scanRequest = inline(sso.scanRequest);
export const scanLogin = inline(sso.scanLogin);

// The image captcha 5002012019 asks for, in a captcha session sso/captcha/register opens.
export const registerCaptcha = inline(getCaptchaRegister);
export const generateImageCaptcha = inline(sso.generateImageCaptcha);
export function verifyImageCaptchaClicks(
  details: Parameters<typeof sso.verifyImageCaptchaClicks>[0],
  target: Parameters<typeof sso.verifyImageCaptchaClicks>[1],
): Promise<ImageCaptchaVerifyResult> {
  return sso.verifyImageCaptchaClicks(details, target, INLINE);
}

// /logpop/twoFactor: a code by SMS or e-mail, or WeChat's.
export const sendTwoFactorSms = inline(sso.sendTwoFactorSms);
export const sendTwoFactorVerifyEmail = inline(sso.sendTwoFactorVerifyEmail);
export const secondVerify = inline(sso.secondVerify);
export const checkTotpScan = inline(sso.checkTotpScan);
export const verifyTotp = inline(sso.verifyTotp);

/** Each fetch makes a new link: only a refresh asks for one. */
const WECHAT_LINK_CONFIG = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

/** The WeChat second factor's link for its QR code; `mutate()` asks for a new one. */
export function useWechatTwoFactorLink(mfa: string) {
  return useApi(sso.getWechatTwoFactorLink, { mfa }, WECHAT_LINK_CONFIG, INLINE);
}

// /logpop/downGrade, /logpop/upgrade and /logpop/regKdCloud.
export const sendDemoteSms = inline(sso.sendDemoteSms);
export const demoteLogin = inline(sso.demoteLogin);
export const sendImproveLoginInfoSms = inline(sso.sendImproveLoginInfoSms, INLINE_SIGNED_IN);
export const improveLoginInfoCreate = inline(sso.improveLoginInfoCreate, INLINE_SIGNED_IN);

// /logpop/findpwd and /logpop/forgetPassword.
export const forgetPwd = inline(sso.forgetPwd);
export const sendResetKdCloudPwdSms = inline(sso.sendResetKdCloudPwdSms);
export const forgetPwdNewCheck = inline(sso.forgetPwdNewCheck);
/** The reset form's own code sender (service/sms/resetPwd): mobile and type 2. */
export const sendResetPwdSms = inline(sms.resetPwd);
export const resetPwd = inline(sso.resetPwd);

// /logpop/assistant: a person joins a corp as its assistant user by the invitation's code.
/** Read once: a retry is the page's own button. */
const INVITATION_CONFIG = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** The assistant invitation a link's code names: whose corp, and who asks (docs/product.md §6). */
export function useAssistantInvitation(code: string) {
  return useApi(sso.assistantCheckInfo, code === '' ? null : { code }, INVITATION_CONFIG, INLINE);
}
export const assistantCorpUserCheckMobile = inline(sso.assistantCorpUserCheckMobile);
export const sendAssistantCorpUserSms = inline(sso.sendAssistantCorpUserSms);
export const assistantCorpUser = inline(sso.assistantCorpUser);

/**
 * What follows a successful sign-in: the session's login info read again (every page's header
 * shows it), the current corp read afresh (its second check may stand first) and kept for every
 * page once through, and the client's authorization when the start-up query asks for it. These
 * calls' failures are the catalogue's to show. The session sync with the single-sign-on host
 * settles true or false and never throws: its failure is no one's to see (api/session-sync.ts).
 */
export function useAfterSignIn() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      reloadLoginInfo: () => mutate(apiKey(getSystemParameter.spec, undefined)),
      readCurrentCorp: () => getCurrentCorp(),
      keepCurrentCorp: (current: Awaited<ReturnType<typeof getCurrentCorp>>) =>
        mutate(apiKey(getCurrentCorp.spec, undefined), current, { revalidate: false }),
      oauth2Authorize: sso.oauth2Authorize,
      syncSession: () =>
        syncSsoSession().then(
          () => true,
          () => false,
        ),
      // The agreement the sign-in page held the person to (service/user/protocol): recorded once
      // signed in; a failure stops nothing, the next sign-in records it again.
      recordAgreement: () =>
        signProtocol(undefined, { exempt: true }).then(
          () => true,
          () => false,
        ),
    }),
    [mutate],
  );
}
