import { describe, expect, it } from 'vitest';
import {
  CHECKUP_KEYS,
  CHECKUP_WEIGHTS,
  isCheckupKey,
  PASSWORD_SOON_DAYS,
  securityCheckup,
  TRUSTED_DEVICES_REVIEW_DAYS,
  type SecurityCheckupState,
} from '../../../../../design-system/components/security-checkup';

const NOW = Date.UTC(2026, 10, 1);
const DAY = 24 * 60 * 60 * 1000;

const SAFE: SecurityCheckupState = {
  mobile: '138****8000',
  email: 'zhangwei@example.com',
  loginProtect: true,
  secondCheck: true,
  remoteLoginNotice: true,
  password: { pwdExpireDays: 90, daysLeft: 60 },
  trustedDevices: { count: 2, reviewedAt: NOW - DAY },
  thirdPlatforms: ['wx'],
  now: NOW,
};

const statuses = (state: SecurityCheckupState) =>
  Object.fromEntries(securityCheckup(state).items.map((item) => [item.key, item.status]));

describe('securityCheckup', () => {
  it('should score a safe account 100, every item done but the bindings, which are a fact', () => {
    const { items, score } = securityCheckup(SAFE);
    expect(items.map((item) => item.key)).toEqual(CHECKUP_KEYS);
    expect(score).toBe(100);
    expect(statuses(SAFE)).toEqual({
      loginProtect: 'done',
      mobile: 'done',
      password: 'done',
      secondCheck: 'done',
      remoteLoginNotice: 'done',
      email: 'done',
      trustedDevices: 'done',
      thirdPlatforms: 'info',
    });
  });

  it('should weigh the scored items to exactly 100', () => {
    expect(Object.values(CHECKUP_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('should score an account with nothing in place 0', () => {
    const bare: SecurityCheckupState = {
      ...SAFE,
      mobile: '',
      email: '',
      loginProtect: false,
      secondCheck: false,
      remoteLoginNotice: false,
      password: { pwdExpireDays: 0, daysLeft: null },
      trustedDevices: { count: 1 },
      thirdPlatforms: [],
    };
    expect(securityCheckup(bare).score).toBe(0);
  });

  it.each([
    ['loginProtect', { loginProtect: false }, 75],
    ['mobile', { mobile: '' }, 80],
    ['secondCheck', { secondCheck: false }, 90],
    ['remoteLoginNotice', { remoteLoginNotice: false }, 90],
    ['email', { email: '' }, 90],
  ] as const)('should take %s off the score when it is missing', (key, change, score) => {
    const state = { ...SAFE, ...change };
    expect(statuses(state)[key]).toBe('toFix');
    expect(securityCheckup(state).score).toBe(score);
  });

  it.each([
    [{ pwdExpireDays: 90, daysLeft: 0 }, 'toFix', 'change'],
    [{ pwdExpireDays: 90, daysLeft: PASSWORD_SOON_DAYS }, 'toFix', 'change'],
    [{ pwdExpireDays: 90, daysLeft: PASSWORD_SOON_DAYS + 1 }, 'done', undefined],
    [{ pwdExpireDays: 0, daysLeft: null }, 'toFix', 'setExpiry'],
  ])('should rate a password of %o %s, its fix %s', (password, status, fix) => {
    const item = securityCheckup({ ...SAFE, password }).items.find(
      (candidate) => candidate.key === 'password',
    );
    expect(item).toMatchObject({ status, fix });
  });

  it.each([
    [{ count: 0 }, 'done'],
    [{ count: 2 }, 'toFix'],
    [{ count: 2, reviewedAt: NOW - TRUSTED_DEVICES_REVIEW_DAYS * DAY }, 'done'],
    [{ count: 2, reviewedAt: NOW - TRUSTED_DEVICES_REVIEW_DAYS * DAY - 1 }, 'toFix'],
  ])('should rate trusted devices %o as %s', (trustedDevices, status) => {
    expect(statuses({ ...SAFE, trustedDevices }).trustedDevices).toBe(status);
  });

  it('should take only its own keys from an address', () => {
    expect(CHECKUP_KEYS.every(isCheckupKey)).toBe(true);
    for (const value of ['', 'logOff', 'constructor', '__proto__', null, 7])
      expect(isCheckupKey(value)).toBe(false);
  });
});
