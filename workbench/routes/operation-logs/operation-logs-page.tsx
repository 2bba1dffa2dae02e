import { Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// PLACEHOLDER: replaced by the area's page.
export default function OperationLogsPage() {
  const { t } = useLingui();
  return <Heading as="h1">{t({ id: 'nav.operationLogs', message: 'Operation logs' })}</Heading>;
}
