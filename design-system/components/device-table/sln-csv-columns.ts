import { useLingui } from '@lingui/react/macro';
import type { CsvColumn } from '../../../shared/csv';
import {
  SLN_STATUS,
  type MainSln,
  type SlnStatus,
  type SubSln,
  type WhiteDevice,
} from '../../../shared/domain/device';
import { useDateFormat } from '../../utils/format-date';

/** Each serial-number list's columns as an export writes them. */
export interface SlnCsvColumns {
  main: CsvColumn<MainSln>[];
  sub: CsvColumn<SubSln>[];
  white: CsvColumn<WhiteDevice>[];
}

/**
 * The device tables' columns as an export writes them (docs/decisions/0023): the same headers in the
 * page's language and the same text per cell, the status as its badge's word. The creation date is
 * in the file though the tables hide it below `lg`; the actions are left out.
 */
export function useSlnCsvColumns(): SlnCsvColumns {
  const { t } = useLingui();
  const { dateTime } = useDateFormat();
  const enabled = t({ id: 'deviceTable.enabled', message: 'Enabled' });
  const disabled = t({ id: 'deviceTable.disabled', message: 'Disabled' });
  const status = (value: SlnStatus) => (value === SLN_STATUS.enabled ? enabled : disabled);
  const statusHeader = t({ id: 'deviceTable.status', message: 'Status' });
  const createdHeader = t({ id: 'deviceTable.createdAt', message: 'Created' });
  return {
    main: [
      { header: t({ id: 'deviceTable.sln', message: 'Serial number' }), value: (row) => row.sln },
      {
        header: t({ id: 'deviceTable.service', message: 'Service' }),
        value: (row) => row.serviceName,
      },
      {
        header: t({ id: 'deviceTable.devices', message: 'Devices' }),
        value: (row) => `${row.deviceCount} / ${row.maxDevices}`,
      },
      { header: statusHeader, value: (row) => status(row.status) },
      { header: createdHeader, value: (row) => dateTime(row.createdAt) },
    ],
    sub: [
      {
        header: t({ id: 'deviceTable.subSln', message: 'Sub serial number' }),
        value: (row) => row.sln,
      },
      {
        header: t({ id: 'deviceTable.member', message: 'Member' }),
        value: (row) => row.realName,
      },
      { header: statusHeader, value: (row) => status(row.status) },
      { header: createdHeader, value: (row) => dateTime(row.createdAt) },
    ],
    white: [
      {
        header: t({ id: 'deviceTable.device', message: 'Device' }),
        value: (row) => row.deviceName,
      },
      {
        header: t({ id: 'deviceTable.deviceId', message: 'Device ID' }),
        value: (row) => row.deviceId,
      },
      {
        header: t({ id: 'deviceTable.addedAt', message: 'Added' }),
        value: (row) => dateTime(row.addedAt),
      },
    ],
  };
}
