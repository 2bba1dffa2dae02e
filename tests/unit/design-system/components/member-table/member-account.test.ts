import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberAccount } from '../../../../../design-system/components/member-table';

const member = fc.record({
  multiCorpUser: fc.boolean(),
  mobile: fc.string(),
  userName: fc.string(),
});

describe('memberAccount', () => {
  it('should show the mobile of a member of several corps, whatever the user name', () => {
    fc.assert(
      fc.property(member, (row) => {
        expect(memberAccount({ ...row, multiCorpUser: true })).toBe(row.mobile);
      }),
    );
  });

  it('should show the user name of a member of one corp, whatever the mobile', () => {
    fc.assert(
      fc.property(member, (row) => {
        expect(memberAccount({ ...row, multiCorpUser: false })).toBe(row.userName);
      }),
    );
  });

  it('should show the mobile for a multi-corp member even when the user name is empty', () => {
    expect(memberAccount({ multiCorpUser: true, mobile: '138****5678', userName: '' })).toBe(
      '138****5678',
    );
  });
});
