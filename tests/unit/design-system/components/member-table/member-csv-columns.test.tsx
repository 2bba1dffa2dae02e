import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useMemberCsvColumns } from '../../../../../design-system/components/member-table';
import type { MemberRow } from '../../../../../shared/domain/org';
import { makeMembers } from '../../../../../stories/design-system/fixtures/members';

function inLocale(locale: string) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, locales: locale.replace('_', '-'), messages: {} });
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
}

const member: MemberRow = {
  ...makeMembers(1, 1)[0]!,
  realName: '张伟',
  mobile: '138****8000',
  userName: 'zhangwei',
  multiCorpUser: false,
  deptNameList: ['财务部', '研发中心'],
  admin: true,
};

/** The columns' cells of one row, by header. */
function cells(columns: ReturnType<typeof useMemberCsvColumns>, row: MemberRow) {
  return Object.fromEntries(columns.map((column) => [column.header, column.value(row)]));
}

describe('useMemberCsvColumns', () => {
  it("should write the table's columns, without its actions, as the table shows each cell", () => {
    const { result } = renderHook(() => useMemberCsvColumns([member.userId]), {
      wrapper: inLocale('en_US'),
    });
    expect(cells(result.current, member)).toEqual({
      Name: '张伟',
      Mobile: '138****8000',
      Account: 'zhangwei',
      Departments: '财务部, 研发中心',
      Roles: 'Corp admin, Department admin',
    });
  });

  it("should write a member of several corps' account as the mobile, and no roles as an empty cell", () => {
    const { result } = renderHook(() => useMemberCsvColumns(), { wrapper: inLocale('en_US') });
    expect(cells(result.current, { ...member, multiCorpUser: true, admin: false })).toMatchObject({
      Account: '138****8000',
      Roles: '',
    });
  });

  it('should join departments and roles with 、 in Chinese, as the table does', () => {
    const { result } = renderHook(() => useMemberCsvColumns([member.userId]), {
      wrapper: inLocale('zh_CN'),
    });
    const row = cells(result.current, member);
    expect(Object.values(row).slice(3)).toEqual([
      '财务部、研发中心',
      'Corp admin、Department admin',
    ]);
  });
});
