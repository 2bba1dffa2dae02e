import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieDomainFor, readCookie, serializeCookie } from '../../../shared/cookies';

const NOW = new Date('2026-03-01T08:30:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The attributes of a serialised cookie, after the leading name=value pair. */
function attributes(cookie: string): string[] {
  return cookie.split('; ').slice(1);
}

function attribute(cookie: string, name: string): string | undefined {
  const prefix = `${name}=`;
  return attributes(cookie)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

describe('serializeCookie', () => {
  it('should start with name=value', () => {
    expect(serializeCookie('wb_lang', 'en_US', { days: 1, now: NOW }).split('; ')[0]).toBe(
      'wb_lang=en_US',
    );
  });

  it('should URL-encode the value', () => {
    const cookie = serializeCookie('wb_timeZone', 'Asia/Shanghai; x=1 é', { days: 1, now: NOW });
    expect(cookie.split('; ')[0]).toBe('wb_timeZone=Asia%2FShanghai%3B%20x%3D1%20%C3%A9');
  });

  it('should set Expires exactly the given days after now, in UTC string form', () => {
    const cookie = serializeCookie('a', 'b', { days: 365, now: NOW });
    expect(attribute(cookie, 'Expires')).toBe('Mon, 01 Mar 2027 08:30:00 GMT');
    expect(attribute(cookie, 'Expires')).toBe(new Date(NOW.getTime() + 365 * DAY_MS).toUTCString());
  });

  it('should set Max-Age to the days in seconds', () => {
    expect(attribute(serializeCookie('a', 'b', { days: 365, now: NOW }), 'Max-Age')).toBe(
      '31536000',
    );
    expect(attribute(serializeCookie('a', 'b', { days: 1, now: NOW }), 'Max-Age')).toBe('86400');
    expect(attribute(serializeCookie('a', 'b', { days: 0, now: NOW }), 'Max-Age')).toBe('0');
  });

  it('should count the expiry from the current time when no clock is given', () => {
    const before = Date.now();
    const cookie = serializeCookie('a', 'b', { days: 2 });
    const after = Date.now();
    const expires = Date.parse(attribute(cookie, 'Expires') ?? '');
    // toUTCString drops milliseconds.
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + 2 * DAY_MS) / 1000) * 1000);
    expect(expires).toBeLessThanOrEqual(after + 2 * DAY_MS);
  });

  it('should default Path to /', () => {
    expect(attribute(serializeCookie('a', 'b', { days: 1, now: NOW }), 'Path')).toBe('/');
  });

  it('should use the given Path', () => {
    expect(
      attribute(serializeCookie('a', 'b', { days: 1, now: NOW, path: '/workbench' }), 'Path'),
    ).toBe('/workbench');
  });

  it('should add Domain only when a domain is given', () => {
    expect(
      attribute(serializeCookie('a', 'b', { days: 1, now: NOW, domain: 'example.com' }), 'Domain'),
    ).toBe('example.com');
    expect(serializeCookie('a', 'b', { days: 1, now: NOW })).not.toMatch(/Domain/i);
    expect(serializeCookie('a', 'b', { days: 1, now: NOW, domain: undefined })).not.toMatch(
      /Domain/i,
    );
  });

  it('should always set SameSite=Lax', () => {
    expect(attributes(serializeCookie('a', 'b', { days: 1, now: NOW }))).toContain('SameSite=Lax');
    expect(attributes(serializeCookie('a', 'b', { days: 1, now: NOW, secure: true }))).toContain(
      'SameSite=Lax',
    );
  });

  it('should add Secure only when asked', () => {
    expect(attributes(serializeCookie('a', 'b', { days: 1, now: NOW, secure: true }))).toContain(
      'Secure',
    );
    expect(
      attributes(serializeCookie('a', 'b', { days: 1, now: NOW, secure: false })),
    ).not.toContain('Secure');
    expect(attributes(serializeCookie('a', 'b', { days: 1, now: NOW }))).not.toContain('Secure');
  });

  it('should produce the full attribute list for a domain-wide secure cookie', () => {
    expect(
      serializeCookie('wb_lang', 'th_TH', {
        days: 365,
        now: NOW,
        domain: 'example.com',
        secure: true,
      }),
    ).toBe(
      'wb_lang=th_TH; Expires=Mon, 01 Mar 2027 08:30:00 GMT; Max-Age=31536000; Path=/; Domain=example.com; SameSite=Lax; Secure',
    );
  });

  it('should make Expires and Max-Age agree for any whole number of days (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (days, now) => {
          const cookie = serializeCookie('a', 'b', { days, now });
          expect(attribute(cookie, 'Max-Age')).toBe(String(days * 86400));
          expect(attribute(cookie, 'Expires')).toBe(
            new Date(now.getTime() + days * DAY_MS).toUTCString(),
          );
        },
      ),
    );
  });
});

describe('readCookie', () => {
  it('should find a cookie by exact name among several', () => {
    expect(readCookie('a=1; wb_lang=th_TH; b=2', 'wb_lang')).toBe('th_TH');
    expect(readCookie('a=1; wb_lang=th_TH; b=2', 'a')).toBe('1');
    expect(readCookie('a=1; wb_lang=th_TH; b=2', 'b')).toBe('2');
  });

  it('should trim spaces around names and values', () => {
    expect(readCookie('  a = 1 ;   wb_lang =  vi_VN  ', 'wb_lang')).toBe('vi_VN');
  });

  it('should decode the value', () => {
    expect(readCookie('wb_timeZone=Asia%2FShanghai', 'wb_timeZone')).toBe('Asia/Shanghai');
    expect(readCookie('x=%C3%A9%20%3B', 'x')).toBe('é ;');
  });

  it('should keep an = inside the value', () => {
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
  });

  it('should return an empty string for a cookie with an empty value', () => {
    expect(readCookie('a=; b=2', 'a')).toBe('');
  });

  it('should return undefined when the cookie is absent', () => {
    expect(readCookie('a=1; b=2', 'wb_lang')).toBeUndefined();
    expect(readCookie('', 'wb_lang')).toBeUndefined();
  });

  it('should not match a name that is a prefix or suffix of another', () => {
    expect(readCookie('wb_lang_old=en_US; x_wb_lang=vi_VN', 'wb_lang')).toBeUndefined();
    expect(readCookie('wb_lang_old=en_US; wb_lang=th_TH', 'wb_lang')).toBe('th_TH');
    expect(readCookie('wb=1; wb_lang=th_TH', 'wb_lang')).toBe('th_TH');
  });

  it('should not match a name that only appears inside a value', () => {
    expect(readCookie('other=wb_lang=zh_TW', 'wb_lang')).toBeUndefined();
  });

  it('should skip entries without an = sign', () => {
    expect(readCookie('flag; wb_lang=id_ID', 'wb_lang')).toBe('id_ID');
    expect(readCookie('wb_lang', 'wb_lang')).toBeUndefined();
  });

  it('should return undefined rather than throw for a malformed encoding', () => {
    expect(() => readCookie('wb_lang=%E0%A4%A', 'wb_lang')).not.toThrow();
    expect(readCookie('wb_lang=%E0%A4%A', 'wb_lang')).toBeUndefined();
  });

  it('should round-trip any value through serializeCookie (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/);
    fc.assert(
      fc.property(
        name,
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        fc.array(fc.tuple(name, fc.string()), { maxLength: 4 }),
        (cookieName, value, others) => {
          const written = serializeCookie(cookieName, value, {
            days: 365,
            now: NOW,
            domain: 'example.com',
            secure: true,
          });
          // document.cookie returns name=value pairs only; other cookies may surround ours.
          const pair = written.split('; ')[0] ?? '';
          const neighbours = others
            .filter(([otherName]) => otherName !== cookieName)
            .map(
              ([otherName, otherValue]) =>
                serializeCookie(otherName, otherValue, { days: 1 }).split('; ')[0],
            );
          const header = [...neighbours.slice(0, 2), pair, ...neighbours.slice(2)].join('; ');
          expect(readCookie(header, cookieName)).toBe(value);
        },
      ),
    );
  });
});

describe('cookieDomainFor', () => {
  it.each([
    ['app.example.com', 'example.com'],
    ['workbench.example.com', 'example.com'],
    ['a.b.example.com', 'b.example.com'],
    ['example.com', 'example.com'],
    ['App.Example.COM', 'example.com'],
    ['app.example.com.', 'example.com'],
    ['EXAMPLE.COM.', 'example.com'],
    ['workbench.example.com.cn', 'example.com.cn'],
    ['example.com.cn', 'example.com.cn'],
    ['example.com.tw', 'example.com.tw'],
    ['example.co.id', 'example.co.id'],
    ['example.com.vn', 'example.com.vn'],
    ['example.co.th', 'example.co.th'],
    ['example.co.uk', 'example.co.uk'],
    ['app.example.co.th', 'example.co.th'],
  ])('should map %s to %s', (hostname, expected) => {
    expect(cookieDomainFor(hostname)).toBe(expected);
  });

  it.each([
    ['localhost'],
    ['LOCALHOST'],
    ['localhost.'],
    ['foo.localhost'],
    ['a.b.localhost'],
    ['intranet'],
    ['workbench'],
    [''],
    ['127.0.0.1'],
    ['192.168.1.20'],
    ['::1'],
    ['[::1]'],
    ['2001:db8::1'],
    ['[2001:db8::1]'],
  ])('should give no domain for %j', (hostname) => {
    expect(cookieDomainFor(hostname)).toBeUndefined();
  });

  it('should give the parent of any multi-label host under a generic top-level domain (property)', () => {
    const label = fc
      .stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/)
      .filter((value) => value !== 'localhost');
    // Three letters or more: a two-letter country code may hold public suffixes (com.cn).
    const genericTld = fc.stringMatching(/^[a-z]{3,6}$/).filter((value) => value !== 'localhost');
    fc.assert(
      fc.property(
        label,
        fc.array(label, { minLength: 1, maxLength: 3 }),
        genericTld,
        (first, middle, tld) => {
          const parent = [...middle, tld].join('.');
          expect(cookieDomainFor(`${first}.${parent}`)).toBe(parent);
        },
      ),
    );
  });

  it('should never scope a cookie to a country second-level suffix (property)', () => {
    const suffix = fc.constantFrom('com', 'net', 'org', 'co', 'ac', 'or', 'go', 'in');
    const country = fc.constantFrom('cn', 'tw', 'id', 'vn', 'th', 'uk', 'jp');
    const label = fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(label, suffix, country, (name, second, code) => {
        expect(cookieDomainFor(`${name}.${second}.${code}`)).toBe(`${name}.${second}.${code}`);
      }),
    );
  });
});
