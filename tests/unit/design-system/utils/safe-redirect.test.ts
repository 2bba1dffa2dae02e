import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from '../../../../design-system/utils/safe-redirect';

const policy = {
  origin: 'https://workbench.example.com',
  allowedHosts: ['account.example.com', '.partner.cn'],
};

describe('safeRedirectUrl', () => {
  it.each([
    [
      '/workbench/web/index.html#/accountSetting',
      'https://workbench.example.com/workbench/web/index.html#/accountSetting',
    ],
    ['https://workbench.example.com/x?y=1', 'https://workbench.example.com/x?y=1'],
    ['https://account.example.com/success', 'https://account.example.com/success'],
    ['https://partner.cn/a', 'https://partner.cn/a'],
    ['https://shop.partner.cn/buy', 'https://shop.partner.cn/buy'],
    ['  /trimmed  ', 'https://workbench.example.com/trimmed'],
  ])('should allow %s', (target, expected) => {
    expect(safeRedirectUrl(target, policy)).toBe(expected);
  });

  it.each([
    ['https://evil.com/'],
    ['//evil.com/path'],
    ['/\\evil.com'],
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://account.example.com.evil.com/'],
    ['https://notpartner.cn/'],
    ['https://workbench.example.com@evil.com/'],
    ['https://user:pass@workbench.example.com/'],
    ['http://workbench.example.com/'],
    ['ftp://workbench.example.com/'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('should refuse %s', (target) => {
    expect(safeRedirectUrl(target, policy)).toBeUndefined();
  });

  it('should never send anyone to a host that is neither ours nor allowed (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const result = safeRedirectUrl(url, policy);
        if (result === undefined) return;
        const host = new URL(result).hostname;
        expect(
          result.startsWith('https://workbench.example.com/') ||
            host === 'account.example.com' ||
            host === 'partner.cn' ||
            host.endsWith('.partner.cn'),
        ).toBe(true);
      }),
    );
  });

  it('should keep any same-origin path (property)', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const target = `/${path.replace(/^\/+/, '')}`;
        expect(safeRedirectUrl(target, policy)).toBe(new URL(target, policy.origin).href);
      }),
    );
  });
});
