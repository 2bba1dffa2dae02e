import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SLN_STATUS, type SlnStatus } from '../../../shared/domain/device';
import { RowActions } from '../row-actions';

/** The serial number names its row, in a monospace face so similar characters stay apart. */
export function SlnName({ sln }: { sln: string }) {
  return (
    <Text as="span" fontFamily="mono" overflowWrap="anywhere">
      {sln}
    </Text>
  );
}

/** The status in words. It follows the server: it changes when the page's rows do. */
export function StatusBadge({ status }: { status: SlnStatus }) {
  const { t } = useLingui();
  const enabled = status === SLN_STATUS.enabled;
  return (
    <Badge size="sm" colorPalette={enabled ? 'green' : 'gray'}>
      {enabled
        ? t({ id: 'deviceTable.enabled', message: 'Enabled' })
        : t({ id: 'deviceTable.disabled', message: 'Disabled' })}
    </Badge>
  );
}

interface SlnRowActionsProps {
  sln: string;
  status: SlnStatus;
  /** Its status change is running. */
  busy: boolean;
  /** Asks for the other status; without it the row offers no change. */
  onStatusChange: ((status: SlnStatus) => void) | undefined;
  /** Asks to delete it (the confirmation follows); without it the menu is not offered. */
  onDelete: (() => void) | undefined;
}

/** A serial number's actions: its other status in view, deleting in the menu. */
export function SlnRowActions({ sln, status, busy, onStatusChange, onDelete }: SlnRowActionsProps) {
  const { t } = useLingui();
  const enabled = status === SLN_STATUS.enabled;
  return (
    <RowActions
      name={sln}
      main={
        onStatusChange && {
          label: enabled
            ? t({ id: 'deviceTable.disable', message: 'Disable' })
            : t({ id: 'deviceTable.enable', message: 'Enable' }),
          ariaLabel: enabled
            ? t({ id: 'deviceTable.disableSln', message: `Disable ${sln}` })
            : t({ id: 'deviceTable.enableSln', message: `Enable ${sln}` }),
          busy,
          onClick: () => onStatusChange(enabled ? SLN_STATUS.disabled : SLN_STATUS.enabled),
        }
      }
      more={
        onDelete
          ? [
              {
                key: 'delete',
                label: t({ id: 'deviceTable.delete', message: 'Delete' }),
                danger: true,
                onSelect: onDelete,
              },
            ]
          : []
      }
    />
  );
}
