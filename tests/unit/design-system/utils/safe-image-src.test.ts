import { describe, expect, it } from 'vitest';
import { safeImageSrc } from '../../../../design-system/utils/safe-image-src';

const ORIGIN = 'https://workbench.example.com';

describe('safeImageSrc', () => {
  it.each([
    ['https://cdn.example.net/banner.png', 'https://cdn.example.net/banner.png'],
    ['http://img.other.org/a.jpg', 'http://img.other.org/a.jpg'],
    ['/static/banner.png', 'https://workbench.example.com/static/banner.png'],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
  ])('keeps the picture %s', (src, expected) => {
    expect(safeImageSrc(src, ORIGIN)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['file:///etc/passwd'],
    ['blob:https://workbench.example.com/1'],
    ['https://user:pass@cdn.example.net/a.png'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (src) => {
    expect(safeImageSrc(src, ORIGIN)).toBeUndefined();
  });
});
