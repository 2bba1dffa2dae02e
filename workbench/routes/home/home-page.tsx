import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** The main page. Until the API layer lands it greets the user and calls nothing. */
export default function HomePage() {
  return (
    <Stack gap="3" maxW="3xl">
      <Heading as="h1" size="2xl">
        <Trans id="home.heading">Welcome to your workbench</Trans>
      </Heading>
      <Text color="text.secondary">
        <Trans id="home.intro">
          Manage your account, companies, departments, members, devices, invitations and services in
          one place.
        </Trans>
      </Text>
    </Stack>
  );
}
