import { Card, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { ListState } from '../../../design-system/components/list-state';
import { SignInPanel } from '../../../design-system/components/sign-in-panel/sign-in-panel';
import { lazyNamed, LoadErrorBoundary } from '../../../design-system/utils/lazy-named';
import type { SignInMethod } from '../sign-in-flow/analytics';
import { leaveFor } from '../../data/effects';
import { encodePassword } from '../../data/password';
import {
  accountLogin,
  authorizeCodeLogin,
  getMobileByCode,
  oauth2CodeLogin,
  sendAuthorizeLoginSms,
  sendVCodeLoginSms,
  vCodeLogin,
  type LoginOutcome,
} from '../../data/sign-in';
import { useLoginInfo } from '../../data/system';
import { startupParams } from '../startup';
import { paths } from '../paths';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { cloudSignInUrl } from './cloud-sign-in';
import { randomLoginCode } from './login-code';
import { useImageCaptcha } from './use-image-captcha';
import { DESTINATIONS } from '../../../shared/destinations';
import type { CaptchaFields, LoginInfo } from '../../../shared/payloads/sso';

// The QR tab and its qrcode.react load only when the tab is opened: most people sign in by password.
// If they fail to arrive, the tab says so with a retry, and the other ways to sign in stay.
const QrSignIn = lazyNamed(() => import('./qr-sign-in'), 'default');

export interface SignInPageProps {
  /** Makes the loginCode of each new QR code (stories pass a fixed one). @default a random UUID */
  newLoginCode?: () => string;
}

/** What the page found when the session was first known. */
type Arrival = 'signedIn' | 'signedOut';

function SigningIn() {
  const { t } = useLingui();
  return (
    <Stack role="status" align="center" gap="3" py="10">
      <Spinner color="brand.solid" aria-hidden="true" />
      <Text color="text.secondary">
        {t({ id: 'signIn.signingIn', message: 'Signing you in…' })}
      </Text>
    </Stack>
  );
}

/**
 * The sign-in page: every method of docs/product.md §1 in one card. A person already signed in goes
 * straight on; a page opened with a cloud ticket (jdyTicket) signs in with it once. Every sign-in
 * ends in the sign-in flow (useSignInFlow().finish), which follows the login codes of docs/product.md §8; 5002012019 shows the image captcha and then tries the same sign-in again. Failures show
 * inside the form, with what was typed kept.
 */
export default function SignInPage({ newLoginCode = randomLoginCode }: SignInPageProps) {
  const { t } = useLingui();
  const { finish, goOn } = useSignInFlow();
  const { data: loginInfo, error: loginInfoError, mutate } = useLoginInfo();
  const captcha = useImageCaptcha();
  const { jdyTicket, clientId, showAgreement } = startupParams();

  const [arrival, setArrival] = useState<Arrival | undefined>(undefined);
  if (arrival === undefined && loginInfo !== undefined)
    setArrival(loginInfo ? 'signedIn' : 'signedOut');
  const [ticketPending, setTicketPending] = useState(Boolean(jdyTicket));
  const [ticketError, setTicketError] = useState<string | undefined>(undefined);

  // Once, when the session is first known: on with a session, or in with the cloud's ticket.
  const started = useRef(false);
  useEffect(() => {
    if (arrival === undefined || started.current) return;
    started.current = true;
    if (arrival === 'signedIn') {
      void goOn();
      return;
    }
    if (!jdyTicket) return;
    void (async () => {
      try {
        const outcome = await oauth2CodeLogin({ jdyTicket, clientId });
        if ((await finish(outcome, { method: 'cloud' })) === 'signedIn') return;
      } catch (cause) {
        if (cause instanceof Error) setTicketError(cause.message);
      }
      setTicketPending(false);
    })();
  }, [arrival, clientId, finish, goOn, jdyTicket]);

  const { solve } = captcha;
  /** Signs in, and after a solved captcha signs in again the same way, with its result. */
  const signInWith = useCallback(
    async (
      method: SignInMethod,
      call: (captcha: CaptchaFields) => Promise<LoginOutcome<LoginInfo>>,
      account?: string,
    ): Promise<void> => {
      let captcha: CaptchaFields = {};
      for (;;) {
        const result = await finish(await call(captcha), { method, account });
        if (result !== 'captchaNeeded') return;
        captcha = await solve(account ?? '');
      }
    },
    [finish, solve],
  );

  let content;
  if (arrival === undefined && loginInfoError)
    content = (
      <ListState
        status="error"
        errorMessage={loginInfoError.message}
        onRetry={() => void mutate()}
      />
    );
  else if (arrival === 'signedIn' || ticketPending) content = <SigningIn />;
  else if (arrival === undefined) content = <ListState status="loading" />;
  else
    content = (
      <Stack gap="4">
        <ErrorAlert message={ticketError} />
        <SignInPanel
          encodePassword={encodePassword}
          onPasswordSignIn={({ account, password, loginType }) =>
            signInWith(
              'password',
              (captcha) => accountLogin({ account, password, loginType, ...captcha }),
              account,
            )
          }
          forgotPasswordHref={paths.forgetPassword.getHref()}
          onSendSmsCode={async (mobile) => {
            await sendVCodeLoginSms({ mobile });
          }}
          onSmsSignIn={({ mobile, vCode }) =>
            signInWith('sms', () => vCodeLogin({ mobile, vCode }), mobile)
          }
          onCheckAuthorizationCode={async (code) => (await getMobileByCode({ code })).mobile}
          onSendAuthorizationSms={async (code) => {
            await sendAuthorizeLoginSms({ code });
          }}
          onAuthorizationCodeSignIn={({ code, vCode }) =>
            signInWith('authorizationCode', () => authorizeCodeLogin({ code, vCode }))
          }
          qr={
            <LoadErrorBoundary
              fallback={(retry) => (
                <ListState
                  status="error"
                  errorMessage={t({
                    id: 'qrLogin.error',
                    message: 'The QR code could not be loaded.',
                  })}
                  onRetry={retry}
                />
              )}
            >
              <Suspense fallback={<ListState status="loading" />}>
                <QrSignIn newLoginCode={newLoginCode} />
              </Suspense>
            </LoadErrorBoundary>
          }
          showAgreement={showAgreement}
          agreementHref={DESTINATIONS.agreement}
          onCloudSignIn={() => leaveFor(cloudSignInUrl(window.location.href))}
        />
      </Stack>
    );

  return (
    <Center>
      <Card.Root w="full" maxW="md" bg="surface.panel">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t({ id: 'signIn.title', message: 'Sign in' })}
          </Heading>
        </Card.Header>
        <Card.Body>{content}</Card.Body>
      </Card.Root>
      {captcha.overlay}
    </Center>
  );
}
