import { Button, HStack, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import {
  AuthorizationCodeSignInForm,
  type AuthorizationCodeSignInDetails,
} from './authorization-code-sign-in-form';
import { PasswordSignInForm, type PasswordSignInDetails } from './password-sign-in-form';
import { SignInAgreement, useAgreement } from './sign-in-agreement';
import { SmsSignInForm, type SmsSignInDetails } from './sms-sign-in-form';

/** The sign-in methods the panel offers as tabs (the cloud's is a button under them). */
export type SignInMethodTab = 'password' | 'sms' | 'qr' | 'authorizationCode';

export interface SignInPanelProps {
  /** The tab shown first. @default 'password' */
  defaultMethod?: SignInMethodTab;
  /** Turns the plain password into what the server accepts. */
  encodePassword: (password: string) => Promise<string>;
  /** Signs in by account and password; rejects with an Error whose message is shown. */
  onPasswordSignIn: (details: PasswordSignInDetails) => Promise<void>;
  /** Where "Forgot password?" leads. @default undefined (no link) */
  forgotPasswordHref?: string;
  /** Sends the SMS sign-in code to a mobile. */
  onSendSmsCode: (mobile: string) => Promise<void>;
  onSmsSignIn: (details: SmsSignInDetails) => Promise<void>;
  /** Looks an authorization code up: resolves its owner's masked mobile. */
  onCheckAuthorizationCode: (code: string) => Promise<string>;
  onSendAuthorizationSms: (code: string) => Promise<void>;
  onAuthorizationCodeSignIn: (details: AuthorizationCodeSignInDetails) => Promise<void>;
  /**
   * The QR tab's content (QrSignInTab, which a page may load lazily). Rendered only while the QR
   * tab is open and the agreement is ticked, so a code is asked for and polled only then.
   */
  qr: ReactNode;
  /** Whether the agreement checkbox shows; sign-in is held until it is ticked. @default true */
  showAgreement?: boolean;
  /** Where the agreement can be read. @default undefined (its name is plain text) */
  agreementHref?: string;
  /** Signs in with the cloud account: the button under the tabs. @default undefined (no button) */
  onCloudSignIn?: () => void;
}

/**
 * The sign-in panel (docs/product.md §1 and §2): password, SMS code, QR scan and authorization code as
 * tabs, the agreement under them, and third-party cloud sign-in as a button. Each form keeps what
 * was typed when another tab is opened; the QR tab's content lives only while it is open.
 */
export function SignInPanel({
  defaultMethod = 'password',
  encodePassword,
  onPasswordSignIn,
  forgotPasswordHref,
  onSendSmsCode,
  onSmsSignIn,
  onCheckAuthorizationCode,
  onSendAuthorizationSms,
  onAuthorizationCodeSignIn,
  qr,
  showAgreement = true,
  agreementHref,
  onCloudSignIn,
}: SignInPanelProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<SignInMethodTab>(defaultMethod);
  const agreement = useAgreement(showAgreement);

  const labels: Record<SignInMethodTab, string> = {
    password: t({ id: 'signIn.tab.password', message: 'Password' }),
    sms: t({ id: 'signIn.tab.sms', message: 'SMS code' }),
    qr: t({ id: 'signIn.tab.qr', message: 'QR code' }),
    authorizationCode: t({ id: 'signIn.tab.authorizationCode', message: 'Authorization code' }),
  };

  return (
    <Stack gap="5">
      <Tabs.Root
        value={method}
        onValueChange={({ value }) => setMethod(value as SignInMethodTab)}
        lazyMount
        variant="line"
        size="sm"
        colorPalette="brand"
        fitted
      >
        <Tabs.List aria-label={t({ id: 'signIn.methods', message: 'Sign-in methods' })}>
          {/* Each tab takes its name's width and shares what is left over. */}
          {(Object.keys(labels) as SignInMethodTab[]).map((name) => (
            <Tabs.Trigger key={name} value={name} flex="1 1 auto" px={{ base: '1', sm: '2' }}>
              {labels[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="password">
          <PasswordSignInForm
            encodePassword={encodePassword}
            onSubmit={onPasswordSignIn}
            forgotPasswordHref={forgotPasswordHref}
            onBeforeSubmit={agreement.check}
          />
        </Tabs.Content>
        <Tabs.Content value="sms">
          <SmsSignInForm
            onSendCode={onSendSmsCode}
            onSubmit={onSmsSignIn}
            onBeforeSubmit={agreement.check}
          />
        </Tabs.Content>
        <Tabs.Content value="qr">
          {method !== 'qr' ? null : agreement.holds ? (
            <Text textStyle="sm" color="text.secondary" textAlign="center" py="6">
              {t({
                id: 'signIn.qrNeedsAgreement',
                message: 'Tick the agreement below to show the QR code.',
              })}
            </Text>
          ) : (
            qr
          )}
        </Tabs.Content>
        <Tabs.Content value="authorizationCode">
          <AuthorizationCodeSignInForm
            onCheckCode={onCheckAuthorizationCode}
            onSendCode={onSendAuthorizationSms}
            onSubmit={onAuthorizationCodeSignIn}
            onBeforeSubmit={agreement.check}
          />
        </Tabs.Content>
      </Tabs.Root>
      {showAgreement ? <SignInAgreement {...agreement.checkbox} href={agreementHref} /> : null}
      {onCloudSignIn ? (
        <Stack gap="4">
          <HStack gap="3">
            <Separator flex="1" />
            <Text textStyle="sm" color="text.secondary">
              {t({ id: 'signIn.or', message: 'or' })}
            </Text>
            <Separator flex="1" />
          </HStack>
          <Button variant="outline" w="full" onClick={onCloudSignIn}>
            {t({ id: 'signIn.cloud', message: 'Sign in with the cloud account' })}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

SignInPanel.displayName = 'SignInPanel';
