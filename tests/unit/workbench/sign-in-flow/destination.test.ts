import { describe, expect, it } from 'vitest';
import {
  allowedRedirect,
  destinationAfterSignIn,
} from '../../../../workbench/routes/sign-in-flow/destination';
import { parseStartupParams } from '../../../../workbench/routes/startup';
import { DESTINATIONS } from '../../../../shared/destinations';

const ORIGIN = 'https://workbench.test';
const browser = { clientMode: false, origin: ORIGIN };

function destinationOf(search: string, options = browser) {
  return destinationAfterSignIn(parseStartupParams(search), options);
}

function withRedirect(redirectUrl: string) {
  return destinationOf(
    `?${new URLSearchParams({ clientId: 'sandbox-client', redirectUrl, state: 'xyz' }).toString()}`,
  );
}

function withShop(fromeBuyUrl: string) {
  return destinationOf(`?${new URLSearchParams({ fromeBuyUrl }).toString()}`);
}

describe('the redirect allow-list (no open redirect)', () => {
  it.each([
    [
      'a listed host',
      'https://partner.example.com/callback',
      'https://partner.example.com/callback',
    ],
    [
      'a subdomain of a listed domain',
      'https://a.b.example.com/x?y=1',
      'https://a.b.example.com/x?y=1',
    ],
    ['the listed domain itself', 'http://example.com/', 'http://example.com/'],
    ['the page own origin', 'https://workbench.test/other', 'https://workbench.test/other'],
    [
      'a path on the page own origin',
      '/workbench/web/index.html#/',
      'https://workbench.test/workbench/web/index.html#/',
    ],
  ])('should allow %s', (_name, target, expected) => {
    expect(allowedRedirect(target, ORIGIN)).toBe(expected);
  });

  it.each([
    ['a protocol-relative address', '//evil.com/path'],
    ['a backslash trick', '/\\evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals with spaces', '  JavaScript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a listed name inside another domain', 'http://evil.example.com.attacker.net/'],
    ['a domain that only ends like a listed one', 'https://notexample.com/'],
    ['credentials before a listed host', 'https://partner.example.com@evil.com/'],
    ['a user name on a listed host', 'https://user:pass@partner.example.com/'],
    ['another host', 'https://evil.test/'],
    ['an empty value', '   '],
  ])('should drop %s', (_name, target) => {
    expect(allowedRedirect(target, ORIGIN)).toBeUndefined();
  });
});

describe('the destination after sign-in', () => {
  it('should be the main page without start-up parameters', () => {
    expect(destinationOf('')).toEqual({ kind: 'home' });
  });

  it('should authorize a third party whose redirectUrl is on the allow-list', () => {
    expect(withRedirect('https://partner.example.com/callback')).toEqual({
      kind: 'authorize',
      clientId: 'sandbox-client',
      redirectUrl: 'https://partner.example.com/callback',
      state: 'xyz',
    });
  });

  it('should lead an app asking registerCorp=1 to its company step first', () => {
    const query = new URLSearchParams({
      clientId: 'sandbox-client',
      redirectUrl: 'https://partner.example.com/callback',
      state: 'xyz',
      registerCorp: '1',
    });
    expect(destinationOf(`?${query.toString()}`)).toEqual({ kind: 'connectApp' });
    query.set('redirectUrl', 'https://evil.test/callback');
    expect(destinationOf(`?${query.toString()}`)).toEqual({ kind: 'home' });
  });

  it.each(['//evil.com', 'javascript:alert(1)', 'http://evil.example.com.attacker.net/callback'])(
    'should drop the redirectUrl %s and land on the main page',
    (redirectUrl) => {
      expect(withRedirect(redirectUrl)).toEqual({ kind: 'home' });
    },
  );

  it('should not authorize without a clientId', () => {
    expect(
      destinationOf('?redirectUrl=https%3A%2F%2Fpartner.example.com%2Fcallback&state=xyz'),
    ).toEqual({ kind: 'home' });
  });

  it('should go to a fromeBuyUrl on the allow-list', () => {
    expect(withShop('https://shop.example.com/cart?item=7')).toEqual({
      kind: 'leave',
      url: 'https://shop.example.com/cart?item=7',
    });
  });

  it.each(['https://evil.test/', '//evil.com', 'javascript:alert(1)'])(
    'should drop the fromeBuyUrl %s and land on the main page',
    (fromeBuyUrl) => {
      expect(withShop(fromeBuyUrl)).toEqual({ kind: 'home' });
    },
  );

  it('should go on to fromeBuyUrl when the redirectUrl is dropped', () => {
    const query = new URLSearchParams({
      clientId: 'sandbox-client',
      redirectUrl: 'https://evil.test/callback',
      fromeBuyUrl: 'https://shop.example.com/',
    });
    expect(destinationOf(`?${query.toString()}`)).toEqual({
      kind: 'leave',
      url: 'https://shop.example.com/',
    });
  });

  it('should put the authorize request before fromeBuyUrl and client mode', () => {
    const query = new URLSearchParams({
      clientId: 'sandbox-client',
      redirectUrl: 'https://partner.example.com/callback',
      fromeBuyUrl: 'https://shop.example.com/',
    });
    expect(destinationOf(`?${query.toString()}`, { clientMode: true, origin: ORIGIN }).kind).toBe(
      'authorize',
    );
  });

  it('should put fromeBuyUrl before the client service selection', () => {
    expect(
      destinationOf('?fromeBuyUrl=https%3A%2F%2Fshop.example.com%2F', {
        clientMode: true,
        origin: ORIGIN,
      }),
    ).toEqual({ kind: 'leave', url: 'https://shop.example.com/' });
  });

  it('should send client mode to the client service selection with its platform', () => {
    expect(
      destinationOf('?fromLoginPage=client&platform=windows', { clientMode: true, origin: ORIGIN }),
    ).toEqual({
      kind: 'leave',
      url: `${DESTINATIONS.clientServiceSelection}?platform=windows`,
    });
  });

  it('should send client mode with no platform to the bare service selection', () => {
    expect(destinationOf('', { clientMode: true, origin: ORIGIN })).toEqual({
      kind: 'leave',
      url: DESTINATIONS.clientServiceSelection,
    });
  });

  it('should send the yjxc product to the service selection outside client mode too', () => {
    expect(destinationOf('?productType=yjxc')).toEqual({
      kind: 'leave',
      url: `${DESTINATIONS.clientServiceSelection}?productType=yjxc`,
    });
  });

  it('should keep another product on the main page', () => {
    expect(destinationOf('?productType=other&platform=mac')).toEqual({ kind: 'home' });
  });
});
