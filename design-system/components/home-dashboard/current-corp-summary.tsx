import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CertStatus, CorpType } from '../../../shared/domain/vocabulary';
import { certStatusLabel, certStatusTone, corpTypeLabel } from '../corp-switcher/corp-labels';

export interface CurrentCorpSummaryProps {
  corpName: string;
  corpType: CorpType;
  certStatus: CertStatus;
  /** The person administers this corp. */
  admin: boolean;
  /** Where the person switches to another company, or manages them. */
  switchHref: string;
}

/** The corp the person works in: its name, type, certification, the person's role, and a way out. */
export function CurrentCorpSummary({
  corpName,
  corpType,
  certStatus,
  admin,
  switchHref,
}: CurrentCorpSummaryProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="3" align="flex-start">
      <Text fontWeight="semibold" textStyle="lg" wordBreak="break-word">
        {corpName}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Badge variant="outline">{i18n._(corpTypeLabel(corpType))}</Badge>
        <Badge variant="subtle" colorPalette={certStatusTone(certStatus)}>
          {i18n._(certStatusLabel(certStatus))}
        </Badge>
        <Badge variant="subtle" colorPalette={admin ? 'brand' : 'gray'}>
          {admin
            ? t({ id: 'home.corp.admin', message: 'Administrator' })
            : t({ id: 'home.corp.member', message: 'Member' })}
        </Badge>
      </HStack>
      <Button asChild size="sm" variant="outline">
        <Link href={switchHref}>{t({ id: 'home.corp.switch', message: 'Switch company' })}</Link>
      </Button>
    </Stack>
  );
}
