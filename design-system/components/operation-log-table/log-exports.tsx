import { Box, Flex, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LogExport } from '../../../shared/domain/logs';
import { useDateFormat } from '../../utils/format-date';
import { countFormat } from '../amount-text/format-amount';
import { TruncatedText } from '../truncated-text';

/** The exports made so far: each file with its time and count, its progress, or its download. */
export function LogExports({ exports }: { exports: readonly LogExport[] }) {
  const { t, i18n } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  const counts = countFormat(i18n);
  const exportsHeadingId = useId();
  return (
    <Stack as="section" gap="2" aria-labelledby={exportsHeadingId}>
      <Heading as="h2" size="sm" id={exportsHeadingId}>
        <Trans id="operationLog.exports">Exports</Trans>
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {exports.map((item) => {
          const fileName = item.fileName;
          const countText = counts.format(item.count);
          return (
            <Box
              as="li"
              key={item.id}
              border="sm"
              borderColor="border"
              borderRadius="control"
              px="3"
              py="2"
            >
              <Flex gap="3" wrap="wrap" align="center">
                <Stack gap="0.5" flex="1" minW="none">
                  <TruncatedText fontWeight="medium">{fileName}</TruncatedText>
                  <Text textStyle="xs" color="fg.muted">
                    {formatTime(item.createdAt)} ·{' '}
                    {t({ id: 'operationLog.exportCount', message: `Operations: ${countText}` })}
                  </Text>
                </Stack>
                {item.status === 'processing' ? (
                  <Stack gap="1" w="40">
                    <Progress.Root value={null} size="xs" colorPalette="brand">
                      <Progress.Track
                        aria-label={t({
                          id: 'operationLog.preparing',
                          message: `Preparing ${fileName}`,
                        })}
                      >
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                    <Text textStyle="xs" color="fg.muted">
                      <Trans id="operationLog.processing">Preparing the file…</Trans>
                    </Text>
                  </Stack>
                ) : item.url ? (
                  <Link
                    href={item.url}
                    download={fileName}
                    colorPalette="brand"
                    textStyle="sm"
                    fontWeight="medium"
                    aria-label={t({
                      id: 'operationLog.downloadFile',
                      message: `Download ${fileName}`,
                    })}
                  >
                    <Trans id="operationLog.download">Download</Trans>
                  </Link>
                ) : null}
              </Flex>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
