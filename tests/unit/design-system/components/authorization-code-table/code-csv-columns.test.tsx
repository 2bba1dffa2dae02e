import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuthorizationCodeCsvColumns } from '../../../../../design-system/components/authorization-code-table';
import type { AuthorizationCode } from '../../../../../shared/domain/account';

function wrapper({ children }: { children: ReactNode }) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en_US', locales: 'en-US', messages: {} });
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const code: AuthorizationCode = {
  id: 'c1',
  serviceId: 's1',
  serviceName: '财务云 标准版',
  code: 'SLQYP6TE',
  status: 'expired',
  createTime: '2025-09-27T02:00:00Z',
  expireTime: '2026-09-27T02:00:00Z',
};

describe('useAuthorizationCodeCsvColumns', () => {
  it("should write the table's columns, the status as its badge's word and the dates as the table does", () => {
    const { result } = renderHook(() => useAuthorizationCodeCsvColumns('Asia/Shanghai'), {
      wrapper,
    });
    expect(result.current.map((column) => [column.header, column.value(code)])).toEqual([
      ['Code', 'SLQYP6TE'],
      ['Service', '财务云 标准版'],
      ['Status', 'Expired'],
      ['Created', '09/27/2025'],
      ['Expires', '09/27/2026'],
    ]);
  });
});
