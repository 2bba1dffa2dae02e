import { Table } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MainSln, SlnStatus, SubSln, WhiteDevice } from '../../../shared/domain/device';
import { useDateTimeFormat } from '../../utils/format-date';
import { TruncatedText } from '../truncated-text';
import type { DeleteTarget } from './delete-sln-dialog';
import { DeleteSlnButton, SlnHeaderCell, StatusCell } from './sln-cells';

interface SlnTableProps<Row> {
  /** The table's name. */
  label: string;
  /** The page of rows shown. */
  rows: readonly Row[];
  /** The serial numbers whose status change is running. */
  busy: Pick<ReadonlySet<string>, 'has'>;
  /** Asks for a serial number's other status. Without it the status shows in words only. */
  onStatusChange: ((id: string, status: SlnStatus) => void) | undefined;
  /** Asks to delete a serial number. Without it there is no actions column. */
  onDelete: ((target: DeleteTarget) => void) | undefined;
}

/** The main serial numbers: service, devices used of the allowed, status, created. */
export function MainSlnTable({
  label,
  rows,
  busy,
  onStatusChange,
  onDelete,
}: SlnTableProps<MainSln>) {
  const formatTime = useDateTimeFormat();
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.sln">Serial number</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.service">Service</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            <Trans id="deviceTable.devices">Devices</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.status">Status</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.createdAt">Created</Trans>
          </Table.ColumnHeader>
          {onDelete ? (
            <Table.ColumnHeader scope="col">
              <Trans id="deviceTable.actions">Actions</Trans>
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.slnId} aria-busy={busy.has(row.slnId) || undefined}>
            <SlnHeaderCell sln={row.sln} />
            <Table.Cell maxW="xs">
              <TruncatedText>{row.serviceName}</TruncatedText>
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {row.deviceCount} / {row.maxDevices}
            </Table.Cell>
            <Table.Cell>
              <StatusCell
                sln={row.sln}
                status={row.status}
                busy={busy.has(row.slnId)}
                onChange={onStatusChange ? (next) => onStatusChange(row.slnId, next) : undefined}
              />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatTime(row.createdAt)}</Table.Cell>
            {onDelete ? (
              <Table.Cell>
                <DeleteSlnButton
                  sln={row.sln}
                  onClick={() =>
                    onDelete({ list: 'main', id: row.slnId, sln: row.sln, realName: '' })
                  }
                />
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The members authorised on one main serial number, each with a sub serial number of their own. */
export function SubSlnTable({
  label,
  rows,
  busy,
  onStatusChange,
  onDelete,
}: SlnTableProps<SubSln>) {
  const formatTime = useDateTimeFormat();
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.subSln">Sub serial number</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.member">Member</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.status">Status</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.createdAt">Created</Trans>
          </Table.ColumnHeader>
          {onDelete ? (
            <Table.ColumnHeader scope="col">
              <Trans id="deviceTable.actions">Actions</Trans>
            </Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.subId} aria-busy={busy.has(row.subId) || undefined}>
            <SlnHeaderCell sln={row.sln} />
            <Table.Cell maxW="xs">
              <TruncatedText>{row.realName}</TruncatedText>
            </Table.Cell>
            <Table.Cell>
              <StatusCell
                sln={row.sln}
                status={row.status}
                busy={busy.has(row.subId)}
                onChange={onStatusChange ? (next) => onStatusChange(row.subId, next) : undefined}
              />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatTime(row.createdAt)}</Table.Cell>
            {onDelete ? (
              <Table.Cell>
                <DeleteSlnButton
                  sln={row.sln}
                  onClick={() =>
                    onDelete({ list: 'sub', id: row.subId, sln: row.sln, realName: row.realName })
                  }
                />
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The devices on one main serial number's white list. */
export function WhiteListTable({ label, rows }: { label: string; rows: readonly WhiteDevice[] }) {
  const formatTime = useDateTimeFormat();
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.device">Device</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.deviceId">Device ID</Trans>
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">
            <Trans id="deviceTable.addedAt">Added</Trans>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.whiteId}>
            <Table.Cell as="th" scope="row" fontWeight="medium" maxW="xs">
              <TruncatedText>{row.deviceName}</TruncatedText>
            </Table.Cell>
            <Table.Cell fontFamily="mono" overflowWrap="anywhere">
              {row.deviceId}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatTime(row.addedAt)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
