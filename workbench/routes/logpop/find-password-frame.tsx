import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../paths';

/** The page both find-password routes draw: a heading, what to do, the step, the way back. */
export function FindPasswordFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" maxW="md">
      <Heading as="h1" size="xl">
        <Trans id="findPassword.title">Find password</Trans>
      </Heading>
      <Text color="text.secondary">
        <Trans id="findPassword.intro">
          A verification code goes to the mobile number of your account; with it you set a new
          password.
        </Trans>
      </Text>
      {children}
      <Link asChild alignSelf="flex-start" colorPalette="brand">
        <RouterLink to={paths.login.path}>
          <Trans id="findPassword.backToSignIn">Back to sign in</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}
