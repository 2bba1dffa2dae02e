import { Badge, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SLN_STATUS, type SlnStatus } from '../../../shared/domain/device';

/** The serial number names its row, in a monospace face so similar characters stay apart. */
export function SlnName({ sln }: { sln: string }) {
  return (
    <Text as="span" fontFamily="mono" overflowWrap="anywhere">
      {sln}
    </Text>
  );
}

interface StatusCellProps {
  sln: string;
  status: SlnStatus;
  busy: boolean;
  /** Without it the status shows in words only. */
  onChange: ((status: SlnStatus) => void) | undefined;
}

/**
 * The status in words, and a button that asks for the other one. The status follows the server:
 * it changes when the page's rows do. While the change runs the button is marked busy rather than
 * disabled, so keyboard focus stays on it.
 */
export function StatusCell({ sln, status, busy, onChange }: StatusCellProps) {
  const { t } = useLingui();
  const enabled = status === SLN_STATUS.enabled;
  return (
    <HStack gap="2" whiteSpace="nowrap">
      <Badge size="sm" colorPalette={enabled ? 'green' : 'gray'}>
        {enabled
          ? t({ id: 'deviceTable.enabled', message: 'Enabled' })
          : t({ id: 'deviceTable.disabled', message: 'Disabled' })}
      </Badge>
      {onChange ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          aria-label={
            enabled
              ? t({ id: 'deviceTable.disableSln', message: `Disable ${sln}` })
              : t({ id: 'deviceTable.enableSln', message: `Enable ${sln}` })
          }
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onChange(enabled ? SLN_STATUS.disabled : SLN_STATUS.enabled);
          }}
        >
          {busy ? <Spinner size="xs" aria-hidden /> : null}
          {enabled
            ? t({ id: 'deviceTable.disable', message: 'Disable' })
            : t({ id: 'deviceTable.enable', message: 'Enable' })}
        </Button>
      ) : null}
    </HStack>
  );
}

/** Asks to delete one serial number; the confirmation follows. */
export function DeleteSlnButton({ sln, onClick }: { sln: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={t({ id: 'deviceTable.deleteSlnLabel', message: `Delete ${sln}` })}
      onClick={onClick}
    >
      {t({ id: 'deviceTable.delete', message: 'Delete' })}
    </Button>
  );
}
