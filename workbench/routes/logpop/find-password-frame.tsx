import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoginStepFrame } from './login-step';

/** The page both find-password routes draw: a heading, what to do, the step, the way back. */
export function FindPasswordFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <LoginStepFrame
      title={t({ id: 'findPassword.title', message: 'Find password' })}
      intro={
        <Trans id="findPassword.intro">
          A verification code goes to the mobile number of your account; with it you set a new
          password.
        </Trans>
      }
    >
      {children}
    </LoginStepFrame>
  );
}
