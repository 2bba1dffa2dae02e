import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../paths';

export interface LoginStepFrameProps {
  /** What the step is. */
  title: string;
  /** Why the step is asked for, and what happens after it. */
  intro: ReactNode;
  /** The step's form. @default undefined */
  children?: ReactNode;
  /**
   * Where the way back leads: the sign-in page for a step a login code led to, the main page for
   * a signed-in person. @default 'signIn'
   */
  back?: 'signIn' | 'home';
}

/**
 * A login pop's page (a step a login code of docs/product.md §8 led to, finding a password):
 * heading, why, the form, and the way back, in one column centred on a wide screen as the sign-in
 * card is.
 */
export function LoginStepFrame({ title, intro, children, back = 'signIn' }: LoginStepFrameProps) {
  return (
    <Stack gap="4" maxW="md" mx="auto">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {intro != null && <Text color="text.secondary">{intro}</Text>}
      {children}
      <Link asChild alignSelf="flex-start" colorPalette="brand">
        {back === 'home' ? (
          <RouterLink to={paths.home.path}>
            <Trans id="logpop.backToWorkbench">Back to the workbench</Trans>
          </RouterLink>
        ) : (
          <RouterLink to={paths.login.path}>
            <Trans id="logpop.backToSignIn">Back to sign-in</Trans>
          </RouterLink>
        )}
      </Link>
    </Stack>
  );
}

/**
 * A step opened without what it needs (no mfa, no account, an unknown factor, a link that has
 * ended): says so, and leads back to sign-in, where a new attempt makes a new link.
 */
export function BrokenLinkStep({ reason }: { reason?: string }) {
  const { t } = useLingui();
  return (
    <LoginStepFrame
      title={t({ id: 'logpop.brokenLink.title', message: 'This sign-in link does not work' })}
      intro={
        reason ??
        t({
          id: 'logpop.brokenLink.intro',
          message:
            'The link is incomplete or has ended. Sign in again: the next step opens by itself.',
        })
      }
    />
  );
}
