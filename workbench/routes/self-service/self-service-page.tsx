import { Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// PLACEHOLDER: replaced by the area's page.
export default function SelfServicePage() {
  const { t } = useLingui();
  return <Heading as="h1">{t({ id: 'nav.selfService', message: 'Self service' })}</Heading>;
}
