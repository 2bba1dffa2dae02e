import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_NAME_MAX_LENGTH } from '../../../../shared/contract';
import { realNameRule } from '../../../../shared/validation';

describe('realNameRule', () => {
  it('should ask for a name when blank', () => {
    expect(realNameRule('')).toBe('realName.empty');
    expect(realNameRule(' \u3000 ')).toBe('realName.empty');
  });

  it('should take names in any script up to the limit, counted in characters once trimmed', () => {
    expect(realNameRule('王伟')).toBeUndefined();
    expect(realNameRule('  Nguyễn Văn An ')).toBeUndefined();
    expect(realNameRule('สมชาย ใจดี')).toBeUndefined();
    expect(realNameRule('𠮷'.repeat(MEMBER_NAME_MAX_LENGTH))).toBeUndefined();
    expect(realNameRule('伟'.repeat(MEMBER_NAME_MAX_LENGTH + 1))).toBe('realName.tooLong');
  });

  it('should decide by the trimmed length alone (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (name) => {
        const length = [...name.trim()].length;
        const expected =
          length === 0
            ? 'realName.empty'
            : length > MEMBER_NAME_MAX_LENGTH
              ? 'realName.tooLong'
              : undefined;
        expect(realNameRule(name)).toBe(expected);
      }),
    );
  });
});
