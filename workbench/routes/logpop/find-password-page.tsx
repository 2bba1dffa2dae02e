import { FindPasswordAccountForm } from '../../../design-system/components/find-password-account-form';
import { ResetPasswordDialog } from '../../../design-system/components/reset-password';
import { sendResetPwdSms } from '../../data/sign-in';
import { useFindPassword } from './find-password-flow';
import { FindPasswordFrame } from './find-password-frame';

/**
 * /logpop/findpwd, where the password alerts of sign-in lead: the account step on the page, then
 * the reset form in its 442 x 372 modal, whose code button sends service/sms/resetPwd (docs/product.md
 * §7, Reset form). Closing the modal goes back to the account, and
 * opening it again starts the form afresh.
 */
export default function FindPasswordPage() {
  const { account, lookUp, resetForm, restart } = useFindPassword(sendResetPwdSms);
  return (
    <FindPasswordFrame>
      <FindPasswordAccountForm defaultAccount={account} onSubmit={lookUp} />
      {resetForm && <ResetPasswordDialog open onClose={restart} {...resetForm} />}
    </FindPasswordFrame>
  );
}
