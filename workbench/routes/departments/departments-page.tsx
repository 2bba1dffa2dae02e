import { Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

// PLACEHOLDER: replaced by the area's page.
export default function DepartmentsPage() {
  const { t } = useLingui();
  return (
    <Heading as="h1">{t({ id: 'nav.departments', message: 'Departments and members' })}</Heading>
  );
}
