import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PageLoading() {
  const { t } = useLingui();
  return (
    <Center py="16">
      <Spinner color="brand.solid" aria-label={t({ id: 'common.loading', message: 'Loading…' })} />
    </Center>
  );
}
