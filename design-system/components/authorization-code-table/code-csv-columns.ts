import { useLingui } from '@lingui/react/macro';
import type { CsvColumn } from '../../../shared/csv';
import type { AuthorizationCode, AuthorizeCodeStatus } from '../../../shared/domain/account';
import { useDateFormat } from '../../utils/format-date';

/** A code's status in words, as its badge shows it. */
export function useCodeStatusWords(): Record<AuthorizeCodeStatus, string> {
  const { t } = useLingui();
  return {
    valid: t({ id: 'authCodeTable.statusValid', message: 'Valid' }),
    disabled: t({ id: 'authCodeTable.statusDisabled', message: 'Disabled' }),
    expired: t({ id: 'authCodeTable.statusExpired', message: 'Expired' }),
  };
}

/**
 * The code table's columns as an export writes them (docs/decisions/0023): the table's headers, the
 * status as its badge's word, the dates in the table's format (created too, which the table hides
 * below xl); the actions column left out.
 */
export function useAuthorizationCodeCsvColumns(timeZone?: string): CsvColumn<AuthorizationCode>[] {
  const { t } = useLingui();
  const format = useDateFormat(timeZone);
  const statusWords = useCodeStatusWords();
  return [
    { header: t({ id: 'authCodeTable.code', message: 'Code' }), value: (row) => row.code },
    {
      header: t({ id: 'authCodeTable.service', message: 'Service' }),
      value: (row) => row.serviceName,
    },
    {
      header: t({ id: 'authCodeTable.status', message: 'Status' }),
      value: (row) => statusWords[row.status],
    },
    {
      header: t({ id: 'authCodeTable.createTime', message: 'Created' }),
      value: (row) => format.date(row.createTime),
    },
    {
      header: t({ id: 'authCodeTable.expireTime', message: 'Expires' }),
      value: (row) => format.date(row.expireTime),
    },
  ];
}
