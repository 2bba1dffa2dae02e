import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { FindPasswordAccountForm } from '../../../design-system/components/find-password-account-form';
import { ResetPasswordForm } from '../../../design-system/components/reset-password';
import { sendResetKdCloudPwdSms } from '../../data/sign-in';
import { useFindPassword } from './find-password-flow';
import { FindPasswordFrame } from './find-password-frame';

/**
 * /logpop/forgetPassword?wholepage=1, the sign-in page's "forgot password": the same flow as
 * /logpop/findpwd, with the reset form on the page itself instead of a modal; its code is the cloud
 * account's own (sso/sms/ResetKdCloudPwd, docs/decisions/0033-account-calls.md).
 */
export default function ForgetPasswordPage() {
  const { account, lookUp, resetForm, restart } = useFindPassword(sendResetKdCloudPwdSms);
  return (
    <FindPasswordFrame>
      {resetForm ? (
        <>
          <ResetPasswordForm {...resetForm} />
          <Button variant="outline" size="sm" alignSelf="flex-start" onClick={restart}>
            <Trans id="findPassword.otherAccount">Use another account</Trans>
          </Button>
        </>
      ) : (
        <FindPasswordAccountForm defaultAccount={account} onSubmit={lookUp} />
      )}
    </FindPasswordFrame>
  );
}
