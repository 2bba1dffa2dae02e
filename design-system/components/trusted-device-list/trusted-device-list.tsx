import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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
import { DataTable } from '../data-table';
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
      <DataTable
        label={t({ id: 'trustedDevices.heading', message: 'Trusted devices' })}
        status={listStatus}
        errorMessage={loadError}
        onRetry={onRetry}
        emptyMessage={t({
          id: 'trustedDevices.empty',
          message: 'No trusted devices. A device you trust at sign-in is listed here.',
        })}
        rows={shown.rows}
        rowKey={(device) => device.id}
        rowBusy={(device) => removal.isBusy(device.id)}
        columns={[
          {
            key: 'device',
            header: t({ id: 'trustedDevices.device', message: 'Device' }),
            rowHeader: true,
            cell: (device) => (
              <Stack gap="1" align="flex-start" minW="none">
                <TruncatedText>{device.deviceName}</TruncatedText>
                {device.id === currentDeviceId ? (
                  <Badge size="sm" colorPalette="brand">
                    {t({ id: 'trustedDevices.current', message: 'This device' })}
                  </Badge>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'type',
            header: t({ id: 'trustedDevices.type', message: 'Type' }),
            nowrap: true,
            cell: (device) => typeNames[device.type],
          },
          {
            key: 'os',
            header: t({ id: 'trustedDevices.os', message: 'System' }),
            showFrom: 'lg',
            cell: (device) => <TruncatedText>{device.os}</TruncatedText>,
          },
          {
            key: 'ip',
            header: t({ id: 'trustedDevices.ip', message: 'IP address' }),
            showFrom: 'xl',
            cell: (device) => (
              <Text as="span" fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
                {device.ip}
              </Text>
            ),
          },
          {
            key: 'lastLoginAt',
            header: t({ id: 'trustedDevices.lastLoginAt', message: 'Last sign-in' }),
            nowrap: true,
            cell: (device) => formatTime(device.lastLoginAt),
          },
        ]}
        actions={{
          header: t({ id: 'trustedDevices.actions', message: 'Actions' }),
          cell: (device) => {
            const deviceName = device.deviceName;
            return (
              <RowActions
                name={deviceName}
                main={{
                  label: t({ id: 'trustedDevices.cancel', message: 'Remove' }),
                  ariaLabel: t({
                    id: 'trustedDevices.cancelLabel',
                    message: `Remove ${deviceName}`,
                  }),
                  danger: true,
                  busy: removal.isBusy(device.id),
                  onClick: () => setAsking(device),
                }}
              />
            );
          },
        }}
        pagination={{
          page: shown.page,
          pageSize: paging.pageSize,
          total: count,
          onChange: setPaging,
        }}
      />
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
