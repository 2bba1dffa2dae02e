import { useLingui } from '@lingui/react/macro';
import { RegisterAccountForm } from '../../../design-system/components/register-account-form';
import { VCODE_TYPE } from '../../../shared/contract';
import { DESTINATIONS } from '../../../shared/destinations';
import { encodePassword } from '../../data/password';
import { oauth2CodeLogin, oauth2Register, sendOauth2VCode } from '../../data/sign-in';
import { startupParams } from '../startup';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { BrokenLinkStep, LoginStepFrame } from './login-step';

/**
 * /logpop/thirdPartyRegister (docs/decisions/0032): the cloud's ticket names an identity with no
 * account yet (oauth2/codeLogin answered 5002012202 without an account). The person registers one
 * with a mobile, its SMS code (type 3) and a password; the identity is the new account's, so the
 * same ticket then signs it in and the page goes on where the start-up query asked.
 */
export default function ThirdPartyRegisterPage() {
  const { t } = useLingui();
  const { finish } = useSignInFlow();
  const { jdyTicket, clientId, showAgreement } = startupParams();
  if (jdyTicket === '' || clientId === '') return <BrokenLinkStep />;

  return (
    <LoginStepFrame
      title={t({ id: 'logpop.thirdPartyRegister.title', message: 'Register a workbench account' })}
      intro={t({
        id: 'logpop.thirdPartyRegister.intro',
        message:
          'Your cloud account has no workbench account yet. Register one with your mobile number: you are signed in at once, and your cloud account signs in to it from now on.',
      })}
    >
      <RegisterAccountForm
        showAgreement={showAgreement}
        agreementHref={DESTINATIONS.agreement}
        encodePassword={encodePassword}
        onSendCode={async (mobile) => {
          await sendOauth2VCode({ mobile, type: VCODE_TYPE.oauth });
        }}
        onSubmit={async ({ mobile, vCode, password }) => {
          await oauth2Register({ mobile, vCode, password, clientId, jdyTicket });
          const outcome = await oauth2CodeLogin({ jdyTicket, clientId });
          await finish(outcome, { method: 'thirdPartyRegister' });
        }}
      />
    </LoginStepFrame>
  );
}
