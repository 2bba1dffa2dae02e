import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmPasswordRule } from '../../../../shared/validation';
import { isKnownResult, padding, validPassword } from './arbitraries';

describe('confirmPasswordRule examples', () => {
  it('should pass a confirmation equal to the password', () => {
    expect(confirmPasswordRule('Abcdef1!', 'Abcdef1!')).toBeUndefined();
  });

  it('should compare trimmed values', () => {
    expect(confirmPasswordRule(' Abcdef1! ', 'Abcdef1!  ')).toBeUndefined();
  });

  it('should apply the password rule to the confirmation first', () => {
    expect(confirmPasswordRule('', 'Abcdef1!')).toBe('password.empty');
    expect(confirmPasswordRule('Abc def1!', 'Abcdef1!')).toBe('password.blankError');
    expect(confirmPasswordRule('short', 'short')).toBe('password.error');
  });

  it('should give kdcloudPassWord.passError for a valid but different confirmation', () => {
    expect(confirmPasswordRule('Abcdef1!', 'Abcdef2!')).toBe('kdcloudPassWord.passError');
  });

  it('should still report a mismatch when validation is off', () => {
    expect(confirmPasswordRule('a', 'b', { validate: false })).toBe('kdcloudPassWord.passError');
    expect(confirmPasswordRule('a', 'a', { validate: false })).toBeUndefined();
  });
});

describe('confirmPasswordRule properties', () => {
  it('should pass any valid password confirmed as itself, whatever the surrounding whitespace', () => {
    fc.assert(
      fc.property(validPassword, padding, padding, (password, before, after) => {
        expect(confirmPasswordRule(password, password)).toBeUndefined();
        expect(confirmPasswordRule(before + password + after, password)).toBeUndefined();
      }),
    );
  });

  it('should give kdcloudPassWord.passError for any valid confirmation that differs', () => {
    fc.assert(
      fc.property(validPassword, validPassword, (confirm, password) => {
        fc.pre(confirm !== password);
        expect(confirmPasswordRule(confirm, password)).toBe('kdcloudPassWord.passError');
      }),
    );
  });

  it('should only return known message ids', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), validPassword),
        fc.oneof(fc.string(), validPassword),
        fc.boolean(),
        (confirm, password, validate) => {
          expect(isKnownResult(confirmPasswordRule(confirm, password, { validate }))).toBe(true);
        },
      ),
    );
  });
});
