import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SOON_DAYS,
  securityGlance,
  toReviewCount,
  type SecurityGlanceState,
} from '../../../../../design-system/components/home-dashboard';

const SAFE: SecurityGlanceState = {
  mobile: '138****8000',
  email: 'zhangwei@example.com',
  loginProtect: true,
  secondCheck: true,
  password: { pwdExpireDays: 90, daysLeft: 60 },
  trustedDevices: 2,
};

const tones = (state: SecurityGlanceState) =>
  Object.fromEntries(securityGlance(state).map((item) => [item.key, item.tone]));

describe('securityGlance', () => {
  it('lists the six lines in the account settings order, all fine for a safe account', () => {
    const items = securityGlance(SAFE);
    expect(items.map((item) => item.key)).toEqual([
      'password',
      'mobile',
      'email',
      'loginProtect',
      'secondCheck',
      'trustedDevices',
    ]);
    expect(tones(SAFE)).toEqual({
      password: 'ok',
      mobile: 'ok',
      email: 'ok',
      loginProtect: 'ok',
      secondCheck: 'ok',
      trustedDevices: 'info',
    });
    expect(toReviewCount(items)).toBe(0);
  });

  it.each([
    [{ pwdExpireDays: 90, daysLeft: 0 }, 'review'],
    [{ pwdExpireDays: 90, daysLeft: PASSWORD_SOON_DAYS }, 'review'],
    [{ pwdExpireDays: 90, daysLeft: PASSWORD_SOON_DAYS + 1 }, 'ok'],
    [{ pwdExpireDays: 0, daysLeft: null }, 'ok'],
  ])('rates a password of %o as %s', (password, tone) => {
    expect(tones({ ...SAFE, password }).password).toBe(tone);
  });

  it('asks for a look at a missing mobile and login protection off, not at choices', () => {
    const state = { ...SAFE, mobile: '', email: '', loginProtect: false, secondCheck: false };
    expect(tones(state)).toMatchObject({
      mobile: 'review',
      loginProtect: 'review',
      email: 'info',
      secondCheck: 'info',
    });
    expect(toReviewCount(securityGlance(state))).toBe(2);
  });

  it('carries the password expiry and the count for the words', () => {
    const [password, , , , , devices] = securityGlance({
      ...SAFE,
      password: { pwdExpireDays: 30, daysLeft: 3 },
      trustedDevices: 5,
    });
    expect(password).toMatchObject({ expiry: { kind: 'expiresIn', days: 3 } });
    expect(devices).toMatchObject({ count: 5 });
  });
});
