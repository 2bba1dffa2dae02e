import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { BindMobileForm } from '../../../design-system/components/bind-mobile-form';
import { ListState } from '../../../design-system/components/list-state';
import {
  assistantCorpUser,
  assistantCorpUserCheckMobile,
  sendAssistantCorpUserSms,
  useAssistantInvitation,
} from '../../data/sign-in';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { BrokenLinkStep, LoginStepFrame } from './login-step';

/**
 * /logpop/assistant?code (docs/product.md §6, docs/decisions/0032): a person opens a corp's
 * assistant invitation, sees whose corp asks, confirms the mobile of their cloud account by an SMS
 * code and is signed in to that corp as its assistant user. The mobile is checked before a code is
 * sent, so a mobile with no account, or one already in the corp, is told at once.
 */
export default function AssistantPage() {
  const { t } = useLingui();
  const { finish } = useSignInFlow();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { data: invitation, error, isLoading, mutate: reload } = useAssistantInvitation(code);
  if (code === '') return <BrokenLinkStep />;

  const title = t({ id: 'logpop.assistant.title', message: 'Join a corp as its assistant' });
  if (error) {
    // An ended or unknown invitation says the same on a retry; a lost connection may not.
    if (!error.retryable)
      return (
        <LoginStepFrame
          title={t({
            id: 'logpop.assistant.endedTitle',
            message: 'This invitation does not work',
          })}
          intro={error.message}
        />
      );
    return (
      <LoginStepFrame title={title} intro={null}>
        <ListState status="error" errorMessage={error.message} onRetry={() => void reload()} />
      </LoginStepFrame>
    );
  }
  if (isLoading || !invitation) {
    return (
      <LoginStepFrame title={title} intro={null}>
        <ListState status="loading" />
      </LoginStepFrame>
    );
  }

  const { corpName, inviterName } = invitation;
  return (
    <LoginStepFrame
      title={t({ id: 'logpop.assistant.corpTitle', message: `Join ${corpName} as its assistant` })}
      intro={t({
        id: 'logpop.assistant.intro',
        message: `${inviterName} invites you to ${corpName} as an assistant user. Confirm the mobile of your cloud account with a code sent to it: you join the corp and are signed in to it.`,
      })}
    >
      <BindMobileForm
        mobileHint={t({
          id: 'logpop.assistant.mobileHint',
          message: 'The mobile you sign in with. Outside mainland China: 852-61234567.',
        })}
        submitLabel={t({ id: 'logpop.assistant.submit', message: 'Join and sign in' })}
        submittingLabel={t({ id: 'logpop.assistant.submitting', message: 'Joining…' })}
        onSendCode={async (mobile) => {
          const found = await assistantCorpUserCheckMobile({ code, mobile });
          if (!found.registered)
            throw new Error(
              t({
                id: 'logpop.assistant.unregistered',
                message:
                  'No cloud account signs in with this mobile. Check the number, or register an account first.',
              }),
            );
          if (found.member)
            throw new Error(
              t({
                id: 'logpop.assistant.member',
                message: `This mobile is already in ${corpName}: sign in as usual.`,
              }),
            );
          await sendAssistantCorpUserSms({ code, mobile });
        }}
        onSubmit={async ({ mobile, vCode }) => {
          const outcome = await assistantCorpUser({ code, mobile, vCode });
          await finish(outcome, { method: 'assistant' });
        }}
      />
    </LoginStepFrame>
  );
}
