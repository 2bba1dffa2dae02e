import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '../../routing';
import {
  resetPasswordNextStep,
  type ResetPasswordFormProps,
} from '../../../design-system/components/reset-password';
import { DESTINATIONS, REDIRECT_ALLOWED_HOSTS } from '../../api/config';
import { VCODE_TYPE } from '../../../shared/contract';
import { encodePassword } from '../../api/encrypt';
import { leaveFor, signOut } from '../../api/errors/effects';
import { forgetPwd, resetPwd, sendResetKdCloudPwdSms, type ForgetPwdAccount } from '../../api/sso';
import { signInAccount } from '../sign-in-flow/sign-in-account';

/** Every call here shows its own failure in the form, so the catalogue does not toast it too. */
const INLINE = { exempt: true } as const;

/**
 * The find-password flow behind /logpop/findpwd and /logpop/forgetPassword: the account (starting
 * from the login name typed on the sign-in page), forgetPwd for its masked mobile and mobileEncry,
 * then the reset form's code and new password against mobileEncry. `resetForm` holds the reset
 * form's props once the account is found. Once the success message has shown, the hash route's
 * query (scene, from, relayState) decides where the person goes.
 */
export function useFindPassword() {
  const search = useSearchParams();
  const [account, setAccount] = useState(signInAccount);
  const [found, setFound] = useState<ForgetPwdAccount | undefined>(undefined);

  const lookUp = useCallback(async (typed: string) => {
    setAccount(typed);
    setFound(await forgetPwd({ account: typed }, INLINE));
  }, []);

  const complete = useCallback(() => {
    const next = resetPasswordNextStep(search, {
      origin: window.location.origin,
      allowedHosts: REDIRECT_ALLOWED_HOSTS,
    });
    if (next.kind === 'accountSiteSuccess') leaveFor(DESTINATIONS.accountSiteSuccess);
    else if (next.kind === 'relay') leaveFor(next.url);
    else signOut();
  }, [search]);

  // The form hands back the masked mobile it shows; the server needs the Encry form.
  const resetForm = useMemo((): ResetPasswordFormProps | undefined => {
    if (!found) return undefined;
    const mobile = found.mobileEncry;
    return {
      mobile: found.mobile,
      onSendCode: async () => {
        await sendResetKdCloudPwdSms({ mobile, type: VCODE_TYPE.reset }, INLINE);
      },
      encodePassword,
      onSubmit: ({ vCode, password }) => resetPwd({ mobile, vCode, password, security: 1 }, INLINE),
      onComplete: complete,
    };
  }, [found, complete]);

  const restart = useCallback(() => setFound(undefined), []);

  return { account, lookUp, resetForm, restart };
}
