import { describe, expect, it } from 'vitest';
import { tipCharacters } from '../../../../../design-system/components/image-captcha-overlay';

describe('tipCharacters', () => {
  it('should take the characters alone as they come', () => {
    expect(tipCharacters('出 门 在 外')).toBe('出 门 在 外');
    expect(tipCharacters(' A k 7 ')).toBe('A k 7');
  });

  it("should drop a server's own instruction before a full-width or plain colon", () => {
    expect(tipCharacters('请依次点击：出 门 在 外')).toBe('出 门 在 外');
    expect(tipCharacters('Click in order: A k 7')).toBe('A k 7');
  });

  it('should take what follows the last colon', () => {
    expect(tipCharacters('提示：请依次点击：春 夏')).toBe('春 夏');
  });

  it('should keep the whole tip when nothing follows its colon', () => {
    expect(tipCharacters('请依次点击：')).toBe('请依次点击：');
  });
});
