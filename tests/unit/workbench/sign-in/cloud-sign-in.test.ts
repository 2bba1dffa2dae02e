import { describe, expect, it } from 'vitest';
import { cloudSignInUrl } from '../../../../workbench/routes/sign-in/cloud-sign-in';
import { DESTINATIONS } from '../../../../shared/destinations';

describe('cloudSignInUrl', () => {
  it('should send the cloud back to this page, its route and query kept', () => {
    const url = cloudSignInUrl('https://wb.example.com/workbench/web/index.html?state=7#/login');
    expect(url).toBe(
      `${DESTINATIONS.cloudSignIn}?return=${encodeURIComponent('https://wb.example.com/workbench/web/index.html?state=7#/login')}`,
    );
  });

  it('should leave out a ticket an earlier return left on the page', () => {
    const url = cloudSignInUrl(
      'https://wb.example.com/workbench/web/index.html?jdyTicket=OLD&clientId=c1#/login',
    );
    const back = new URL(url, 'https://wb.example.com').searchParams.get('return');
    expect(back).toBe('https://wb.example.com/workbench/web/index.html?clientId=c1#/login');
  });
});
