import { useLingui } from '@lingui/react/macro';
import type { CsvColumn } from '../../../shared/csv';
import type { MemberRow } from '../../../shared/domain/org';
import { deptSeparator, memberAccount } from './member-account';

/**
 * The member table's columns as an export writes them (docs/decisions/0023): the same headers in
 * the page's language and the same text per cell, the roles as the badges' words. The actions
 * column is left out.
 */
export function useMemberCsvColumns(deptAdminIds: readonly string[] = []): CsvColumn<MemberRow>[] {
  const { t, i18n } = useLingui();
  const separator = deptSeparator(i18n.locale);
  const admins = new Set(deptAdminIds);
  const corpAdmin = t({ id: 'memberTable.role.corpAdmin', message: 'Corp admin' });
  const deptAdmin = t({ id: 'memberTable.role.deptAdmin', message: 'Department admin' });
  return [
    {
      header: t({ id: 'memberTable.column.realName', message: 'Name' }),
      value: (row) => row.realName,
    },
    {
      header: t({ id: 'memberTable.column.mobile', message: 'Mobile' }),
      value: (row) => row.mobile,
    },
    {
      header: t({ id: 'memberTable.column.account', message: 'Account' }),
      value: memberAccount,
    },
    {
      header: t({ id: 'memberTable.column.departments', message: 'Departments' }),
      value: (row) => row.deptNameList.join(separator),
    },
    {
      header: t({ id: 'memberTable.column.roles', message: 'Roles' }),
      value: (row) =>
        [row.admin ? corpAdmin : '', admins.has(row.userId) ? deptAdmin : '']
          .filter(Boolean)
          .join(separator),
    },
  ];
}
