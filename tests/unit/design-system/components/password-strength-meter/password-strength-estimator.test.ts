import { describe, expect, it } from 'vitest';
import { estimatePasswordStrength } from '../../../../../design-system/components/password-strength-meter/password-strength-estimator';
import { passwordRule } from '../../../../../shared/validation';

describe('estimatePasswordStrength', () => {
  it('should call one of the ten most used passwords very weak', () => {
    expect(estimatePasswordStrength('password')).toEqual({
      score: 0,
      warning: 'topTen',
      suggestions: ['anotherWord'],
    });
  });

  it('should call a password the rule accepts weak when it is a common one dressed up', () => {
    expect(passwordRule('Password1!')).toBeUndefined();
    const strength = estimatePasswordStrength('Password1!');
    expect(strength.score).toBe(1);
    expect(strength.warning).toBe('similarToCommon');
  });

  it('should find a keyboard walk and a repeated group', () => {
    expect(estimatePasswordStrength('1qaz2wsx!Q').score).toBeLessThanOrEqual(1);
    expect(estimatePasswordStrength('abcabcabc1!').warning).toBe('extendedRepeat');
  });

  it('should warn when the password is built from the account', () => {
    expect(estimatePasswordStrength('zhangwei2026!', ['zhangwei2026']).warning).toBe('userInputs');
    expect(estimatePasswordStrength('zhangwei2026!').warning).toBeUndefined();
  });

  it('should call a long random password very strong, with nothing to advise', () => {
    expect(estimatePasswordStrength('q7#Vd!rZ2m&Lp')).toEqual({
      score: 4,
      warning: undefined,
      suggestions: [],
    });
  });
});
