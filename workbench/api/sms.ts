import type { VCODE_TYPE } from '../../shared/contract';
import type { MobileTarget, SmsSent } from '../../shared/payloads/sms';
import { endpoint } from './endpoint';

/*
 * The SMS senders of docs/product.md §7 (service/sms, all POST). Each sends a code and answers how
 * long to wait before the next one to the same number may go (the project's own shape). Unless
 * an input names the recipient, the code goes to the signed-in account's mobile. The call that
 * the code confirms is named on each.
 */

/** To the new mobile, for service/user/updateMobile. */
export const changeLocalMobile = endpoint<MobileTarget, SmsSent>({
  method: 'POST',
  path: 'service/sms/changeLocalMobile',
});
/** For service/user/updateLocalPwd. */
export const changeLocalPwd = endpoint<void, SmsSent>({
  method: 'POST',
  path: 'service/sms/changeLocalPwd',
});
/** To the e-mail address, for service/user/bindLocalEmail. */
export const bindLocalEmailSendCode = endpoint<{ email: string }, SmsSent>({
  method: 'POST',
  path: 'service/sms/bindLocalEmailSendCode',
});
/**
 * For deleting a user by code: the account itself (service/user/logOffLocalUser) when userId is
 * left out, else the member userId of the current corp.
 */
export const userDelete = endpoint<{ userId?: string }, SmsSent>({
  method: 'POST',
  path: 'service/sms/userDelete',
});
/** To the mobile that is to verify member userId's sign-in (bind check mobile). */
export const setSecondCheckMobile = endpoint<MobileTarget & { userId: string }, SmsSent>({
  method: 'POST',
  path: 'service/sms/setSecondCheckMobile',
});
export const deleteService = endpoint<{ serviceId: string }, SmsSent>({
  method: 'POST',
  path: 'service/sms/deleteService',
});
export const setTwoFactorSms = endpoint<void, SmsSent>({
  method: 'POST',
  path: 'service/sms/setTwoFactorSms',
});
/** To the check mobile of the signed-in member of the current corp, for its second check. */
export const loginSecondCheck = endpoint<void, SmsSent>({
  method: 'POST',
  path: 'service/sms/loginSecondCheck',
});
/** To the cloud account's mobile, for service/user/bind. */
export const bindKdCloud = endpoint<MobileTarget, SmsSent>({
  method: 'POST',
  path: 'service/sms/bindKdCloud',
});
/**
 * For account changes confirmed on the current mobile: updateMobileCheck and turning login
 * protection off.
 */
export const accountUpdateSendSms = endpoint<void, SmsSent>({
  method: 'POST',
  path: 'service/sms/accountUpdateSendSms',
});
export const corpCert = endpoint<void, SmsSent>({ method: 'POST', path: 'service/sms/corpCert' });
export const modifyCorp = endpoint<void, SmsSent>({
  method: 'POST',
  path: 'service/sms/modifyCorp',
});
/**
 * The reset form's code sender (docs/product.md §7: mobile and type 2): to the given mobile, which
 * must be an account's; needs no session.
 */
export const resetPwd = endpoint<MobileTarget & { type: typeof VCODE_TYPE.reset }, SmsSent>({
  method: 'POST',
  path: 'service/sms/resetPwd',
});
/** For deleting a corp the account belongs to. */
export const deleteCorp = endpoint<{ corpId: string }, SmsSent>({
  method: 'POST',
  path: 'service/sms/deleteCorp',
});
/** To the mobile of a self-service relation info, for selfService/relationInfo/result. */
export const selfServiceRelationInfo = endpoint<{ id: string }, SmsSent>({
  method: 'POST',
  path: 'service/sms/selfServiceRelationInfo',
});
