import type { MemberRow } from '../../../shared/domain/org';

/**
 * What a member's account column shows (docs/product.md §3): the mobile for a member of several corps,
 * otherwise the user name. The member table and the department-member modal share this rule.
 */
export function memberAccount(
  row: Pick<MemberRow, 'multiCorpUser' | 'mobile' | 'userName'>,
): string {
  return row.multiCorpUser ? row.mobile : row.userName;
}

/** Between a member's departments, in the table and in an export: 、 in Chinese, a comma elsewhere. */
export function deptSeparator(locale: string): string {
  return locale.startsWith('zh') ? '、' : ', ';
}
