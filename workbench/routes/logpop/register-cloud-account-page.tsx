import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { BindMobileForm } from '../../../design-system/components/bind-mobile-form';
import { improveLoginInfoCreate, sendImproveLoginInfoSms } from '../../data/sign-in';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { BrokenLinkStep, LoginStepFrame } from './login-step';

/**
 * /logpop/regKdCloud?account (5002012202): a user-name account must become a cloud account before
 * it signs in. Binding a mobile does it and signs in (useSignInFlow); from then on the account
 * signs in by that mobile.
 */
export default function RegisterCloudAccountPage() {
  const { t } = useLingui();
  const { finish } = useSignInFlow();
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  if (account === '') return <BrokenLinkStep />;

  return (
    <LoginStepFrame
      title={t({ id: 'logpop.registerCloudAccount.title', message: 'Register a cloud account' })}
      intro={t({
        id: 'logpop.registerCloudAccount.intro',
        message:
          'Your account signs in by user name, which is no longer enough. Bind a mobile number to make it a cloud account: you are signed in at once, and sign in with that number from now on.',
      })}
    >
      <BindMobileForm
        submitLabel={t({ id: 'logpop.registerCloudAccount.submit', message: 'Bind and sign in' })}
        onSendCode={async (mobile) => {
          await sendImproveLoginInfoSms({ account, mobile });
        }}
        onSubmit={async ({ mobile, vCode }) => {
          const outcome = await improveLoginInfoCreate({ account, mobile, vCode });
          await finish(outcome, { method: 'registerCloudAccount' });
        }}
      />
    </LoginStepFrame>
  );
}
