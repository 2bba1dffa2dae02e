import { describe, expect, it } from 'vitest';
import { loginTypeOf } from '../../../../../design-system/components/sign-in-panel';
import { LOGIN_TYPE } from '../../../../../shared/domain/vocabulary';

describe('loginTypeOf', () => {
  it('should sign a mainland mobile in as a mobile (0)', () => {
    expect(loginTypeOf('13800138000')).toBe(LOGIN_TYPE.mobile);
  });

  it('should sign an international mobile in as a mobile (0)', () => {
    expect(loginTypeOf('86-13800138000')).toBe(LOGIN_TYPE.mobile);
  });

  it('should sign anything else in as a user name (1)', () => {
    expect(loginTypeOf('user0012')).toBe(LOGIN_TYPE.userName);
    expect(loginTypeOf('1380013800')).toBe(LOGIN_TYPE.userName);
  });

  it('should judge the trimmed value', () => {
    expect(loginTypeOf('  13800138000 ')).toBe(LOGIN_TYPE.mobile);
  });
});
