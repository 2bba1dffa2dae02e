import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserEnvironment,
  chooseLocale,
  type LocaleChoiceEnvironment,
} from '../../../../design-system/i18n/locale-choice';
import { LOCALES } from '../../../../design-system/i18n/locales';
import { readCookie } from '../../../../shared/cookies';

const NOW = new Date('2026-03-01T08:30:00.000Z');
const IN_365_DAYS = 'Mon, 01 Mar 2027 08:30:00 GMT';

interface Recorded {
  environment: LocaleChoiceEnvironment;
  events: string[];
  cookies: string[];
  reload: ReturnType<typeof vi.fn>;
}

function fakeEnvironment({
  hostname = 'workbench.example.com',
  protocol = 'https:',
  timeZone = 'Asia/Shanghai',
}: { hostname?: string; protocol?: string; timeZone?: string } = {}): Recorded {
  const events: string[] = [];
  const cookies: string[] = [];
  const reload = vi.fn(() => {
    events.push('reload');
  });
  const environment: LocaleChoiceEnvironment = {
    location: { hostname, protocol, reload },
    writeCookie: (cookie) => {
      events.push(`cookie:${cookie.split('=')[0] ?? ''}`);
      cookies.push(cookie);
    },
    timeZone,
    now: NOW,
  };
  return { environment, events, cookies, reload };
}

function parts(cookie: string): string[] {
  return cookie.split('; ');
}

function cookieNamed(cookies: string[], name: string): string {
  const cookie = cookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (cookie === undefined) throw new Error(`no ${name} cookie among ${JSON.stringify(cookies)}`);
  return cookie;
}

describe('chooseLocale', () => {
  it('should write exactly two cookies, wb_lang and wb_timeZone', () => {
    const { environment, cookies } = fakeEnvironment();
    chooseLocale('th_TH', environment);
    expect(cookies).toHaveLength(2);
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'wb_lang',
      'wb_timeZone',
    ]);
  });

  it.each(LOCALES)('should store the chosen locale %s in wb_lang', (locale) => {
    const { environment, cookies } = fakeEnvironment();
    chooseLocale(locale, environment);
    expect(parts(cookieNamed(cookies, 'wb_lang'))[0]).toBe(`wb_lang=${locale}`);
  });

  it('should store the IANA time zone URL-encoded in wb_timeZone', () => {
    const { environment, cookies } = fakeEnvironment({ timeZone: 'Asia/Shanghai' });
    chooseLocale('en_US', environment);
    expect(parts(cookieNamed(cookies, 'wb_timeZone'))[0]).toBe('wb_timeZone=Asia%2FShanghai');
  });

  it('should store another time zone as given', () => {
    const { environment, cookies } = fakeEnvironment({
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    chooseLocale('en_US', environment);
    expect(parts(cookieNamed(cookies, 'wb_timeZone'))[0]).toBe(
      'wb_timeZone=America%2FArgentina%2FBuenos_Aires',
    );
  });

  it('should make both cookies expire 365 days after now', () => {
    const { environment, cookies } = fakeEnvironment();
    chooseLocale('vi_VN', environment);
    for (const cookie of cookies) {
      expect(parts(cookie)).toContain(`Expires=${IN_365_DAYS}`);
      expect(parts(cookie)).toContain('Max-Age=31536000');
    }
  });

  it.each([
    ['workbench.example.com', 'example.com'],
    ['app.example.com', 'example.com'],
    ['a.b.example.com', 'b.example.com'],
    ['example.com', 'example.com'],
  ])('should scope both cookies on %s to the domain %s', (hostname, domain) => {
    const { environment, cookies } = fakeEnvironment({ hostname });
    chooseLocale('zh_TW', environment);
    for (const cookie of cookies) expect(parts(cookie)).toContain(`Domain=${domain}`);
  });

  it.each(['localhost', '127.0.0.1', 'intranet'])('should give no Domain on %s', (hostname) => {
    const { environment, cookies } = fakeEnvironment({ hostname, protocol: 'http:' });
    chooseLocale('zh_TW', environment);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Domain=/);
  });

  it('should set Path=/ and SameSite=Lax on both cookies', () => {
    const { environment, cookies } = fakeEnvironment();
    chooseLocale('id_ID', environment);
    for (const cookie of cookies) {
      expect(parts(cookie)).toContain('Path=/');
      expect(parts(cookie)).toContain('SameSite=Lax');
    }
  });

  it('should mark both cookies Secure on https', () => {
    const { environment, cookies } = fakeEnvironment({ protocol: 'https:' });
    chooseLocale('id_ID', environment);
    for (const cookie of cookies) expect(parts(cookie)).toContain('Secure');
  });

  it('should not mark the cookies Secure on http', () => {
    const { environment, cookies } = fakeEnvironment({ protocol: 'http:' });
    chooseLocale('id_ID', environment);
    for (const cookie of cookies) expect(parts(cookie)).not.toContain('Secure');
  });

  it('should reload exactly once, after both cookies are written', () => {
    const { environment, events, reload } = fakeEnvironment();
    chooseLocale('zh_CN', environment);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(3);
    expect(events.at(-1)).toBe('reload');
    expect(events.slice(0, 2).sort()).toEqual(['cookie:wb_lang', 'cookie:wb_timeZone']);
  });

  it('should write cookies a server can read back', () => {
    const { environment, cookies } = fakeEnvironment({ timeZone: 'Asia/Bangkok' });
    chooseLocale('th_TH', environment);
    const header = cookies.map((cookie) => parts(cookie)[0]).join('; ');
    expect(readCookie(header, 'wb_lang')).toBe('th_TH');
    expect(readCookie(header, 'wb_timeZone')).toBe('Asia/Bangkok');
  });
});

describe('browserEnvironment', () => {
  afterEach(() => {
    for (const name of ['wb_lang', 'wb_timeZone']) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });

  it('should read the page location from window.location', () => {
    const environment = browserEnvironment();
    expect(environment.location).toBe(window.location);
    expect(environment.location.hostname).toBe(window.location.hostname);
  });

  it('should report the browser time zone and the current time', () => {
    const before = Date.now();
    const environment = browserEnvironment();
    expect(environment.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(environment.now.getTime()).toBeGreaterThanOrEqual(before);
    expect(environment.now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('should write cookies to document.cookie', () => {
    expect(readCookie(document.cookie, 'wb_lang')).toBeUndefined();
    browserEnvironment().writeCookie('wb_lang=vi_VN; Path=/; SameSite=Lax');
    expect(readCookie(document.cookie, 'wb_lang')).toBe('vi_VN');
  });

  it('should let chooseLocale store both cookies in document.cookie on localhost', () => {
    expect(window.location.hostname).toBe('localhost');
    const reload = vi.fn();
    const environment = browserEnvironment();
    chooseLocale('th_TH', {
      ...environment,
      location: {
        hostname: environment.location.hostname,
        protocol: environment.location.protocol,
        reload,
      },
      timeZone: 'Asia/Bangkok',
    });
    expect(readCookie(document.cookie, 'wb_lang')).toBe('th_TH');
    expect(readCookie(document.cookie, 'wb_timeZone')).toBe('Asia/Bangkok');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
