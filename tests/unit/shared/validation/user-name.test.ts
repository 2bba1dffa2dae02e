import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_USER_NAME_LENGTH } from '../../../../shared/contract';
import { userNameRule } from '../../../../shared/validation';

describe('userNameRule', () => {
  it('should ask for a user name when blank', () => {
    expect(userNameRule('')).toBe('userName.empty');
    expect(userNameRule('   ')).toBe('userName.empty');
  });

  it('should take 4 to 30 characters, a letter first, then letters, digits and _ . -', () => {
    expect(userNameRule('wang')).toBeUndefined();
    expect(userNameRule(' wang.wei_2-x ')).toBeUndefined();
    expect(userNameRule('w'.repeat(ACCOUNT_USER_NAME_LENGTH.max))).toBeUndefined();
    expect(userNameRule('wan')).toBe('userName.length');
    expect(userNameRule('w'.repeat(ACCOUNT_USER_NAME_LENGTH.max + 1))).toBe('userName.length');
    expect(userNameRule('9lives')).toBe('userName.invalid');
    expect(userNameRule('wang@example.com')).toBe('userName.invalid');
    expect(userNameRule('王伟王伟')).toBe('userName.invalid');
    expect(userNameRule('wang wei')).toBe('userName.invalid');
  });

  it('should never take a name a mobile or an e-mail address could be read as (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^1[3-9]\d{9}$/),
          fc.emailAddress(),
          fc.string({ minLength: 4, maxLength: 30 }).map((rest) => `0${rest}`),
        ),
        (login) => {
          expect(userNameRule(login)).not.toBeUndefined();
        },
      ),
    );
  });
});
