import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  resetPasswordNextStep,
  type ResetPasswordFormProps,
} from '../../../design-system/components/reset-password';
import { VCODE_TYPE } from '../../../shared/contract';
import { leaveFor, signOut } from '../../data/effects';
import { encodePassword } from '../../data/password';
import { forgetPwd, forgetPwdNewCheck, resetPwd } from '../../data/sign-in';
import { signInAccount } from '../sign-in-flow/sign-in-account';
import { DESTINATIONS, REDIRECT_ALLOWED_HOSTS } from '../../../shared/destinations';
import type { ForgetPwdAccount } from '../../../shared/payloads/sso';

/**
 * The find-password flow behind /logpop/findpwd and /logpop/forgetPassword: the account (starting
 * from the login name typed on the sign-in page), forgetPwd for its masked mobile and mobileEncry,
 * then the reset form's code and new password against mobileEncry. `resetForm` holds the reset
 * form's props once the account is found. Once the success message has shown, the hash route's
 * query (scene, from, relayState) decides where the person goes. `sendCode` is the page's code
 * sender: the reset modal's is service/sms/resetPwd, the whole page's the cloud account's own
 * (docs/decisions/0033-account-calls.md).
 */
export function useFindPassword(
  sendCode: (input: { mobile: string; type: typeof VCODE_TYPE.reset }) => Promise<unknown>,
) {
  const [search] = useSearchParams();
  const { t } = useLingui();
  const [account, setAccount] = useState(signInAccount);
  const [found, setFound] = useState<ForgetPwdAccount | undefined>(undefined);

  const lookUp = useCallback(async (typed: string) => {
    setAccount(typed);
    setFound(await forgetPwd({ account: typed }));
  }, []);

  const complete = useCallback(() => {
    const next = resetPasswordNextStep(search, {
      origin: window.location.origin,
      allowedHosts: REDIRECT_ALLOWED_HOSTS,
    });
    if (next.kind === 'accountSiteSuccess') {
      // The tip travels as the success route's `tip` parameter, in the page's language (how the
      // route takes it is not shown: docs/decisions/0029-reset-password-success-tip.md).
      const tip = t({ id: 'findPassword.modificationComplete', message: 'Modification complete' });
      leaveFor(`${DESTINATIONS.accountSiteSuccess}?${new URLSearchParams({ tip }).toString()}`);
    } else if (next.kind === 'relay') leaveFor(next.url);
    else signOut();
  }, [search, t]);

  // The form hands back the masked mobile it shows; the server needs the Encry form.
  const resetForm = useMemo((): ResetPasswordFormProps | undefined => {
    if (!found) return undefined;
    const mobile = found.mobileEncry;
    return {
      mobile: found.mobile,
      account,
      onSendCode: async () => {
        await sendCode({ mobile, type: VCODE_TYPE.reset });
      },
      encodePassword,
      // The code and the new password are checked first (forgetPwdNewCheck): a refusal is said
      // before anything changes, and the code stays good for the corrected password.
      onSubmit: async ({ vCode, password }) => {
        await forgetPwdNewCheck({ mobile, vCode, password });
        await resetPwd({ mobile, vCode, password, security: 1 });
      },
      onComplete: complete,
    };
  }, [found, account, complete, sendCode]);

  const restart = useCallback(() => setFound(undefined), []);

  return { account, lookUp, resetForm, restart };
}
