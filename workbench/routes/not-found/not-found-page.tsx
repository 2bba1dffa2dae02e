import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../paths';

/** A hash route the workbench does not have: says so, names it, and leads back to the main page. */
export default function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <Stack gap="4" align="flex-start" maxW="2xl" py="8">
      <Heading as="h1" size="2xl">
        {t({ id: 'notFound.heading', message: 'Page not found' })}
      </Heading>
      <Text color="text.secondary">
        {t({
          id: 'notFound.body',
          message: `There is no page at ${pathname}. It may have moved, or the link may be mistyped.`,
        })}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to={paths.home.path}>
          {t({ id: 'notFound.home', message: 'Back to the main page' })}
        </Link>
      </Button>
    </Stack>
  );
}
