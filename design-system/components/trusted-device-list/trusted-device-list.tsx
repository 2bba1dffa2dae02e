import { Badge, Heading, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TABLE_PAGE_SIZE } from '../../../shared/constants';
import {
  TRUST_DEVICE_TYPE,
  type TrustDevice,
  type TrustDeviceType,
} from '../../../shared/domain/device';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';
import { ConfirmDialog } from '../app-dialog';
import { useDateFormat } from '../../utils/format-date';
import type { SlnListStatus } from '../device-table/list-logic';
import { pageOf } from '../pagination/paging';
import { RowActions } from '../row-actions';
import { TableFrame } from '../table-frame';
import { ListState } from '../list-state';
import { Pagination } from '../pagination';
import { TruncatedText } from '../truncated-text';
import { ErrorAlert } from '../error-alert';

export interface TrustedDeviceListProps {
  /** Where the list stands: the wait, a failure, or its rows. */
  status: SlnListStatus;
  /** The account's trusted devices (getTrustDeviceList), of one type or all three. */
  devices: readonly TrustDevice[];
  /** Why loading failed, e.g. the server's description. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined (no retry button) */
  onRetry?: () => void;
  /**
   * The trusted device this browser is, marked as such. The list's rows do not say which one it is,
   * so the page passes it when it knows. @default undefined (none marked)
   */
  currentDeviceId?: string;
  /** Stops trusting one device (cancelTrustDevice); rejects with an Error whose message is shown. */
  onCancelTrustDevice: (input: { id: string }) => Promise<unknown>;
  /** Rows per page at first. @default TABLE_PAGE_SIZE (10) */
  defaultPageSize?: number;
}

/**
 * The devices the account trusts (they sign in without the login protection), with their count.
 * Removing one asks first; the row then shows it is busy, and leaves once the server agrees. A
 * refusal leaves the row in place and says why.
 */
export function TrustedDeviceList({
  status,
  devices,
  errorMessage: loadError,
  onRetry,
  currentDeviceId,
  onCancelTrustDevice,
  defaultPageSize = TABLE_PAGE_SIZE,
}: TrustedDeviceListProps) {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [asking, setAsking] = useState<TrustDevice | null>(null);
  const removal = useSubmitGuard();
  // Removed here, so the row leaves at once even before the page reads the list again.
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();

  const shownDevices = devices.filter((device) => !cancelled.has(device.id));
  const count = shownDevices.length;
  const shown = pageOf(shownDevices, paging.page, paging.pageSize);

  const typeNames: Record<TrustDeviceType, string> = {
    [TRUST_DEVICE_TYPE.browser]: t({ id: 'trustedDevices.typeBrowser', message: 'Browser' }),
    [TRUST_DEVICE_TYPE.desktopClient]: t({
      id: 'trustedDevices.typeDesktop',
      message: 'Desktop client',
    }),
    [TRUST_DEVICE_TYPE.mobileApp]: t({ id: 'trustedDevices.typeMobile', message: 'Mobile app' }),
  };

  const cancel = (device: TrustDevice) =>
    removal.run(async () => {
      setAsking(null);
      setFailure(undefined);
      try {
        await onCancelTrustDevice({ id: device.id });
        setCancelled((ids) => new Set(ids).add(device.id));
      } catch (error) {
        const deviceName = device.deviceName;
        const reason = errorMessage(
          error,
          t({ id: 'trustedDevices.cancelFailed', message: 'Try again later.' }),
        );
        setFailure(
          t({
            id: 'trustedDevices.cancelFailedFor',
            message: `${deviceName} is still trusted: ${reason}`,
          }),
        );
      }
    }, device.id);

  const listStatus =
    status !== 'ready' ? status : shownDevices.length === 0 ? 'empty' : ('ready' as const);

  const askingName = asking?.deviceName ?? '';
  return (
    <Stack gap="3" minW="none">
      <Heading as="h2" size="md">
        {status === 'ready'
          ? t({ id: 'trustedDevices.headingCount', message: `Trusted devices (${count})` })
          : t({ id: 'trustedDevices.heading', message: 'Trusted devices' })}
      </Heading>
      <ErrorAlert message={failure} />
      <ListState
        status={listStatus}
        errorMessage={loadError}
        onRetry={onRetry}
        emptyMessage={t({
          id: 'trustedDevices.empty',
          message: 'No trusted devices. A device you trust at sign-in is listed here.',
        })}
      >
        <Stack gap="3">
          <TableFrame label={t({ id: 'trustedDevices.heading', message: 'Trusted devices' })}>
            <Table.Root
              size="sm"
              aria-label={t({ id: 'trustedDevices.heading', message: 'Trusted devices' })}
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">
                    <Trans id="trustedDevices.device">Device</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="trustedDevices.type">Type</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="trustedDevices.os">System</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="trustedDevices.ip">IP address</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="trustedDevices.lastLoginAt">Last sign-in</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="trustedDevices.actions">Actions</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.rows.map((device) => {
                  const isBusy = removal.isBusy(device.id);
                  const deviceName = device.deviceName;
                  const removeLabel = t({
                    id: 'trustedDevices.cancelLabel',
                    message: `Remove ${deviceName}`,
                  });
                  return (
                    <Table.Row key={device.id} aria-busy={isBusy || undefined}>
                      <Table.Cell as="th" scope="row" fontWeight="medium" maxW="xs">
                        <Stack gap="1" align="flex-start">
                          <TruncatedText>{device.deviceName}</TruncatedText>
                          {device.id === currentDeviceId ? (
                            <Badge size="sm" colorPalette="brand">
                              <Trans id="trustedDevices.current">This device</Trans>
                            </Badge>
                          ) : null}
                        </Stack>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{typeNames[device.type]}</Table.Cell>
                      <Table.Cell maxW="40">
                        <TruncatedText>{device.os}</TruncatedText>
                      </Table.Cell>
                      <Table.Cell fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
                        {device.ip}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatTime(device.lastLoginAt)}</Table.Cell>
                      <Table.Cell>
                        <RowActions
                          name={deviceName}
                          main={{
                            label: t({ id: 'trustedDevices.cancel', message: 'Remove' }),
                            ariaLabel: removeLabel,
                            danger: true,
                            busy: isBusy,
                            onClick: () => setAsking(device),
                          }}
                        />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </TableFrame>
          <Pagination
            page={shown.page}
            pageSize={paging.pageSize}
            total={count}
            onChange={setPaging}
          />
        </Stack>
      </ListState>
      <ConfirmDialog
        open={asking !== null}
        destructive
        title={t({ id: 'trustedDevices.cancelTitle', message: 'Remove trusted device' })}
        message={
          asking?.id === currentDeviceId
            ? t({
                id: 'trustedDevices.cancelCurrentMessage',
                message: `${askingName} is the device you are using now. Its next sign-in will need the login protection again.`,
              })
            : t({
                id: 'trustedDevices.cancelMessage',
                message: `The next sign-in on ${askingName} will need the login protection again.`,
              })
        }
        confirmLabel={t({ id: 'trustedDevices.cancel', message: 'Remove' })}
        onConfirm={() => (asking ? cancel(asking) : undefined)}
        onOpenChange={({ open }) => {
          if (!open) setAsking(null);
        }}
      />
    </Stack>
  );
}

TrustedDeviceList.displayName = 'TrustedDeviceList';
