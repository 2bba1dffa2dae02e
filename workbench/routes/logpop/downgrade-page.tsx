import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VerificationCodeForm } from '../../../design-system/components/verification-code-form';
import { demoteLogin, sendDemoteSms } from '../../data/sign-in';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { BrokenLinkStep, LoginStepFrame } from './login-step';

function DowngradeStep({ account }: { account: string }) {
  const { t } = useLingui();
  const { finish } = useSignInFlow();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);

  return (
    <LoginStepFrame
      title={t({ id: 'logpop.downgrade.title', message: 'Sign in with an SMS code' })}
      intro={t({
        id: 'logpop.downgrade.intro',
        message:
          'For now your account cannot sign in by password. Sign in with a code sent by SMS to its mobile number instead.',
      })}
    >
      <VerificationCodeForm
        sentTo={sentTo}
        submitLabel={t({ id: 'logpop.downgrade.submit', message: 'Sign in' })}
        onSendCode={async () => {
          const sent = await sendDemoteSms({ account });
          setSentTo(sent.to);
        }}
        onSubmit={async ({ vCode }) => {
          const outcome = await demoteLogin({ account, vCode });
          await finish(outcome, { method: 'downgrade' });
        }}
      />
    </LoginStepFrame>
  );
}

/**
 * /logpop/downGrade?account (5002012903): the account's sign-in is downgraded from password to an
 * SMS code to its mobile; once verified, the sign-in goes on as any other (useSignInFlow).
 */
export default function DowngradePage() {
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  if (account === '') return <BrokenLinkStep />;
  return <DowngradeStep key={account} account={account} />;
}
