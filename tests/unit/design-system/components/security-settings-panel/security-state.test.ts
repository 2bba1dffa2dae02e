import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayMobile,
  expiryDayOptions,
  maskEmail,
  PASSWORD_EXPIRY_DAY_OPTIONS,
  passwordExpiryState,
} from '../../../../../design-system/components/security-settings-panel/security-state';

const mailbox = fc.stringMatching(/^[a-z0-9._-]{1,30}$/);
const domain = fc.stringMatching(/^[a-z0-9-]{1,20}\.[a-z]{2,6}$/);

describe('maskEmail', () => {
  it('should keep two characters of the name and the whole domain', () => {
    expect(maskEmail('zhangwei@example.com')).toBe('zh****@example.com');
  });

  it('should keep one character of a short name', () => {
    expect(maskEmail('ab@example.com')).toBe('a****@example.com');
  });

  it('should leave a value the server masked, or one without a name, as it is', () => {
    expect(maskEmail('zh***@example.com')).toBe('zh***@example.com');
    expect(maskEmail('not-an-address')).toBe('not-an-address');
  });

  it('should never show more than two characters of the name, and always the domain', () => {
    fc.assert(
      fc.property(mailbox, domain, (name, host) => {
        const masked = maskEmail(`${name}@${host}`);
        expect(masked.endsWith(`****@${host}`)).toBe(true);
        const visible = masked.slice(0, masked.indexOf('****'));
        expect(visible.length).toBeLessThanOrEqual(2);
        expect(name.startsWith(visible)).toBe(true);
      }),
    );
  });
});

describe('displayMobile', () => {
  it('should mask a whole number and keep a masked one', () => {
    expect(displayMobile('13812345678')).toBe('138****5678');
    expect(displayMobile('138****5678')).toBe('138****5678');
  });
});

describe('passwordExpiryState', () => {
  it('should say never for a lifetime of 0 days', () => {
    expect(passwordExpiryState({ pwdExpireDays: 0, daysLeft: null })).toEqual({ kind: 'never' });
  });

  it('should be expired at 0 days left or fewer, else expiring in the days left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3650 }),
        fc.integer({ min: -500, max: 3650 }),
        (life, left) => {
          const state = passwordExpiryState({ pwdExpireDays: life, daysLeft: left });
          expect(state).toEqual(
            left <= 0 ? { kind: 'expired' } : { kind: 'expiresIn', days: left },
          );
        },
      ),
    );
  });
});

describe('expiryDayOptions', () => {
  it('should offer the fixed choices, plus a current one the server set, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (current) => {
        const options = expiryDayOptions(current);
        expect(options).toContain(current);
        for (const fixed of PASSWORD_EXPIRY_DAY_OPTIONS) expect(options).toContain(fixed);
        expect(options).toEqual([...new Set(options)].sort((a, b) => a - b));
      }),
    );
  });
});
