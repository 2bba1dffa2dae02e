import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_MAX_LENGTH } from '../../../../shared/constants';
import { clampMemberSearch, memberSearchRule } from '../../../../shared/validation';
import { isKnownResult } from './arbitraries';

const codePoints = (value: string) => [...value].length;
const anyText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom('a', '张', '😀', ' ', 'ย'), minLength, maxLength });

describe('memberSearchRule examples', () => {
  it('should accept 200 Chinese characters', () => {
    expect(memberSearchRule('张'.repeat(MEMBER_SEARCH_MAX_LENGTH))).toBeUndefined();
  });

  it('should accept 200 emoji, though they are 400 UTF-16 units', () => {
    expect(memberSearchRule('😀'.repeat(MEMBER_SEARCH_MAX_LENGTH))).toBeUndefined();
  });

  it('should give memberSearch.tooLong for 201 characters', () => {
    expect(memberSearchRule('a'.repeat(MEMBER_SEARCH_MAX_LENGTH + 1))).toBe('memberSearch.tooLong');
  });

  it('should accept an empty search', () => {
    expect(memberSearchRule('')).toBeUndefined();
  });
});

describe('clampMemberSearch examples', () => {
  it('should cut to 200 code points without splitting an emoji', () => {
    const clamped = clampMemberSearch('😀'.repeat(MEMBER_SEARCH_MAX_LENGTH + 5));
    expect(clamped).toBe('😀'.repeat(MEMBER_SEARCH_MAX_LENGTH));
  });

  it('should keep a short search as it is', () => {
    expect(clampMemberSearch('张三')).toBe('张三');
  });
});

describe('member search properties', () => {
  it('should accept anything of at most 200 code points', () => {
    fc.assert(
      fc.property(anyText(0, MEMBER_SEARCH_MAX_LENGTH), (value) => {
        expect(memberSearchRule(value)).toBeUndefined();
      }),
    );
  });

  it('should give memberSearch.tooLong for anything longer', () => {
    fc.assert(
      fc.property(anyText(MEMBER_SEARCH_MAX_LENGTH + 1, MEMBER_SEARCH_MAX_LENGTH * 2), (value) => {
        expect(memberSearchRule(value)).toBe('memberSearch.tooLong');
      }),
    );
  });

  it('should clamp to a prefix the rule accepts, leaving short values alone', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText(0, MEMBER_SEARCH_MAX_LENGTH * 2),
          fc.string({ unit: 'binary', maxLength: 300 }),
        ),
        (value) => {
          const clamped = clampMemberSearch(value);
          expect(value.startsWith(clamped)).toBe(true);
          expect(codePoints(clamped)).toBe(Math.min(codePoints(value), MEMBER_SEARCH_MAX_LENGTH));
          expect(memberSearchRule(clamped)).toBeUndefined();
          expect(clampMemberSearch(clamped)).toBe(clamped);
        },
      ),
    );
  });

  it('should only return known message ids', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (value) => {
        expect(isKnownResult(memberSearchRule(value))).toBe(true);
      }),
    );
  });
});
