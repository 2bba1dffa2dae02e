import { Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// PLACEHOLDER: replaced by the area's page.
export default function MarketPage() {
  const { t } = useLingui();
  return <Heading as="h1">{t({ id: 'nav.market', message: 'App market' })}</Heading>;
}
