import { describe, expect, it } from 'vitest';
import { toDashboardBanner } from '../../../../workbench/routes/market/banners';
import type { Advertisement } from '../../../../shared/payloads/system';

const ORIGIN = 'https://workbench.example.com';
const AD: Advertisement = {
  id: 'ad-1',
  title: 'Inventory and sales: try it free',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  linkUrl: 'https://www.example.com/trial',
};

describe('toDashboardBanner', () => {
  it('keeps a banner whose picture and link pass their guards', () => {
    expect(toDashboardBanner(AD, ORIGIN)).toEqual({
      id: 'ad-1',
      title: 'Inventory and sales: try it free',
      imageUrl: AD.imageUrl,
      href: 'https://www.example.com/trial',
    });
  });

  it.each([['javascript:alert(1)'], ['https://evil.test/phish'], ['//evil.test/x'], ['']])(
    'draws a banner linking to %s without a link',
    (linkUrl) => {
      const banner = toDashboardBanner({ ...AD, linkUrl }, ORIGIN);
      expect(banner).toBeDefined();
      expect(banner).not.toHaveProperty('href');
    },
  );

  it('drops a banner whose picture is not a picture', () => {
    expect(toDashboardBanner({ ...AD, imageUrl: 'javascript:alert(1)' }, ORIGIN)).toBeUndefined();
    expect(
      toDashboardBanner({ ...AD, imageUrl: 'data:text/html;base64,PHNjcmlwdD4=' }, ORIGIN),
    ).toBeUndefined();
  });

  it('leads the questionnaire banner to the questionnaire, on the page own origin too', () => {
    expect(
      toDashboardBanner(AD, ORIGIN, '/workbench/api/__sandbox/pages/questionnaire?serviceId=1')
        ?.href,
    ).toBe('https://workbench.example.com/workbench/api/__sandbox/pages/questionnaire?serviceId=1');
  });
});
