import { Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { ListState } from '../../../design-system/components/list-state';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useCurrentCorp } from '../../data/current-corp';
import { leaveFor } from '../../data/effects';
import { useConnectApp, type AppRequest } from '../../data/open-platform';
import { CorpNameField } from '../corps/corp-name-field';
import { allowedRedirect } from '../sign-in-flow/destination';
import { startupParams } from '../startup';
import { BrokenLinkStep, LoginStepFrame } from './login-step';

/** The app's request from the start-up query, its redirectUrl on the allow-list, else none. */
function appRequest(): AppRequest | undefined {
  const { clientId, redirectUrl, state, registerCorp } = startupParams();
  const allowed = allowedRedirect(redirectUrl, window.location.origin);
  if (!clientId || !allowed || !registerCorp) return undefined;
  return { clientId, redirectUrl: allowed, state };
}

/** The app's redirectUrl with its state and the corp it now acts for; never the token. */
function backToApp(request: AppRequest, corpId: string): string {
  const url = new URL(request.redirectUrl);
  if (request.state) url.searchParams.set('state', request.state);
  url.searchParams.set('corpId', corpId);
  return url.href;
}

/**
 * /logpop/connectApp (decision 0036): after sign-in, an open-platform app that asked for a company
 * (registerCorp=1) gets one: a company created for it (oauth2/token/registerCorp), or the current
 * company (oauth2/token). Then the page goes on to the app's redirectUrl.
 */
export default function ConnectAppPage() {
  const request = appRequest();
  if (!request) return <BrokenLinkStep />;
  return <ConnectAppStep request={request} />;
}

function ConnectAppStep({ request }: { request: AppRequest }) {
  const { t } = useLingui();
  const current = useCurrentCorp();
  const { connectCurrentCorp, createCorpFor } = useConnectApp();
  const [corpName, setCorpName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const failed = t({
    id: 'logpop.connectApp.failed',
    message: 'The app was not connected. Try again.',
  });
  const { busy, error, run } = useSubmission(failed);
  const app = request.clientId;

  const connect = (action: () => Promise<string>) =>
    run(async () => {
      let corpId: string;
      try {
        corpId = await action();
      } catch {
        // The catalogue has toasted the reason; the form keeps what was typed.
        throw new Error(failed);
      }
      leaveFor(backToApp(request, corpId));
    });

  const create = () => {
    const name = corpName.trim();
    if (!name) {
      setNameMissing(true);
      return;
    }
    return connect(() => createCorpFor(request, name));
  };

  if (current.error) return <ListState status="error" onRetry={() => void current.mutate()} />;
  if (!current.data) return <ListState status="loading" />;
  const corp = current.data.needsSecondCheck ? undefined : current.data.data;

  return (
    <LoginStepFrame
      back="home"
      title={t({ id: 'logpop.connectApp.title', message: `Create a company for ${app}` })}
      intro={t({
        id: 'logpop.connectApp.intro',
        message: `The app ${app} asks for a company to work in. It will act for that company only, then you go back to it.`,
      })}
    >
      {/* noValidate: the field's own message says a name is missing, in the page's language. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack gap="3">
          <CorpNameField
            value={corpName}
            onChange={setCorpName}
            missing={nameMissing}
            onMissingChange={setNameMissing}
          />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
            {t({ id: 'logpop.connectApp.create', message: 'Create and connect' })}
          </Button>
        </Stack>
      </form>
      {corp && (
        <>
          <Separator />
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t({ id: 'logpop.connectApp.currentTitle', message: 'Or use your current company' })}
            </Heading>
            <Text overflowWrap="anywhere">{corp.corpName}</Text>
            <Button
              variant="outline"
              alignSelf="flex-start"
              disabled={busy}
              onClick={() => void connect(() => connectCurrentCorp(request))}
            >
              {t({ id: 'logpop.connectApp.useCurrent', message: 'Connect this company' })}
            </Button>
          </Stack>
        </>
      )}
      <ErrorAlert message={error} />
    </LoginStepFrame>
  );
}
