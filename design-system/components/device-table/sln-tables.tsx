import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { MainSln, SlnStatus, SubSln, WhiteDevice } from '../../../shared/domain/device';
import { useDateFormat } from '../../utils/format-date';
import { DataTable, type DataTableProps } from '../data-table';
import { TruncatedText } from '../truncated-text';
import type { DeleteTarget } from './delete-sln-dialog';
import { SlnName, SlnRowActions, StatusBadge } from './sln-cells';

/** A tab's list as the table shows it: its state, its failure's retry, its emptiness and its pager. */
export type SlnListProps = Pick<
  DataTableProps<unknown>,
  | 'status'
  | 'errorMessage'
  | 'onRetry'
  | 'emptyMessage'
  | 'emptyAction'
  | 'noMatchAction'
  | 'pagination'
>;

interface SlnTableProps<Row> {
  /** The table's name. */
  label: string;
  /** The page of rows shown. */
  rows: readonly Row[];
  list: SlnListProps;
  /** The serial numbers whose status change is running. */
  busy: Pick<ReadonlySet<string>, 'has'>;
  /** Asks for a serial number's other status. Without it the status shows in words only. */
  onStatusChange: ((id: string, status: SlnStatus) => void) | undefined;
  /** Asks to delete a serial number. Without it or a status change there is no actions column. */
  onDelete: ((target: DeleteTarget) => void) | undefined;
}

/** The main serial numbers: service, devices used of the allowed, status, created. */
export function MainSlnTable({
  label,
  rows,
  list,
  busy,
  onStatusChange,
  onDelete,
}: SlnTableProps<MainSln>) {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.slnId}
      rowBusy={(row) => busy.has(row.slnId)}
      {...list}
      columns={[
        {
          key: 'sln',
          header: t({ id: 'deviceTable.sln', message: 'Serial number' }),
          rowHeader: true,
          cell: (row) => <SlnName sln={row.sln} />,
        },
        {
          key: 'service',
          header: t({ id: 'deviceTable.service', message: 'Service' }),
          cell: (row) => <TruncatedText>{row.serviceName}</TruncatedText>,
        },
        {
          key: 'devices',
          header: t({ id: 'deviceTable.devices', message: 'Devices' }),
          align: 'end',
          cell: (row) => `${row.deviceCount} / ${row.maxDevices}`,
        },
        {
          key: 'status',
          header: t({ id: 'deviceTable.status', message: 'Status' }),
          cell: (row) => <StatusBadge status={row.status} />,
        },
        {
          key: 'createdAt',
          header: t({ id: 'deviceTable.createdAt', message: 'Created' }),
          nowrap: true,
          showFrom: 'lg',
          cell: (row) => formatTime(row.createdAt),
        },
      ]}
      actions={
        (onStatusChange || onDelete) && {
          header: t({ id: 'deviceTable.actions', message: 'Actions' }),
          cell: (row) => (
            <SlnRowActions
              sln={row.sln}
              status={row.status}
              busy={busy.has(row.slnId)}
              onStatusChange={onStatusChange && ((next) => onStatusChange(row.slnId, next))}
              onDelete={
                onDelete &&
                (() => onDelete({ list: 'main', id: row.slnId, sln: row.sln, realName: '' }))
              }
            />
          ),
        }
      }
    />
  );
}

/** The members authorised on one main serial number, each with a sub serial number of their own. */
export function SubSlnTable({
  label,
  rows,
  list,
  busy,
  onStatusChange,
  onDelete,
}: SlnTableProps<SubSln>) {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.subId}
      rowBusy={(row) => busy.has(row.subId)}
      {...list}
      columns={[
        {
          key: 'sln',
          header: t({ id: 'deviceTable.subSln', message: 'Sub serial number' }),
          rowHeader: true,
          cell: (row) => <SlnName sln={row.sln} />,
        },
        {
          key: 'member',
          header: t({ id: 'deviceTable.member', message: 'Member' }),
          cell: (row) => <TruncatedText>{row.realName}</TruncatedText>,
        },
        {
          key: 'status',
          header: t({ id: 'deviceTable.status', message: 'Status' }),
          cell: (row) => <StatusBadge status={row.status} />,
        },
        {
          key: 'createdAt',
          header: t({ id: 'deviceTable.createdAt', message: 'Created' }),
          nowrap: true,
          showFrom: 'lg',
          cell: (row) => formatTime(row.createdAt),
        },
      ]}
      actions={
        (onStatusChange || onDelete) && {
          header: t({ id: 'deviceTable.actions', message: 'Actions' }),
          cell: (row) => (
            <SlnRowActions
              sln={row.sln}
              status={row.status}
              busy={busy.has(row.subId)}
              onStatusChange={onStatusChange && ((next) => onStatusChange(row.subId, next))}
              onDelete={
                onDelete &&
                (() =>
                  onDelete({ list: 'sub', id: row.subId, sln: row.sln, realName: row.realName }))
              }
            />
          ),
        }
      }
    />
  );
}

/** The devices on one main serial number's white list. */
export function WhiteListTable({
  label,
  rows,
  list,
}: Pick<SlnTableProps<WhiteDevice>, 'label' | 'rows' | 'list'>) {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.whiteId}
      {...list}
      columns={[
        {
          key: 'device',
          header: t({ id: 'deviceTable.device', message: 'Device' }),
          rowHeader: true,
          cell: (row) => <TruncatedText>{row.deviceName}</TruncatedText>,
        },
        {
          key: 'deviceId',
          header: t({ id: 'deviceTable.deviceId', message: 'Device ID' }),
          cell: (row) => (
            <Text as="span" fontFamily="mono" overflowWrap="anywhere">
              {row.deviceId}
            </Text>
          ),
        },
        {
          key: 'addedAt',
          header: t({ id: 'deviceTable.addedAt', message: 'Added' }),
          nowrap: true,
          cell: (row) => formatTime(row.addedAt),
        },
      ]}
    />
  );
}
