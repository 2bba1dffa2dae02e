import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../paths';
import { PageLayout } from '../../../design-system/components/page-layout';

/** A hash route the workbench does not have: says so, names it, and leads back to the main page. */
export default function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <PageLayout
      title={t({ id: 'notFound.heading', message: 'Page not found' })}
      description={t({
        id: 'notFound.body',
        message: `There is no page at ${pathname}. It may have moved, or the link may be mistyped.`,
      })}
    >
      <Box>
        <Button asChild colorPalette="brand">
          <Link to={paths.home.path}>
            {t({ id: 'notFound.home', message: 'Back to the main page' })}
          </Link>
        </Button>
      </Box>
    </PageLayout>
  );
}
