import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** A page on its way: a polite status, so a screen reader hears that it is loading. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Center py="16" role="status">
      <Spinner color="brand.solid" aria-hidden />
      <VisuallyHidden>{t({ id: 'common.loading', message: 'Loading…' })}</VisuallyHidden>
    </Center>
  );
}
