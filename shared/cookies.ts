/** Cookies the page writes and the server reads (docs/product.md §3): the language and time zone. */
export const LANGUAGE_COOKIE = 'wb_lang';
export const TIME_ZONE_COOKIE = 'wb_timeZone';
/** The device cookie (docs/product.md §3). */
export const BROWSER_ID_COOKIE = 'browserId';
/** The session cookie: the server sets it; the page only reads whether it is there. */
export const SESSION_COOKIE = 'jdySessionId';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; becomes both Expires and Max-Age. */
  days: number;
  /** The Domain attribute; omitted when undefined (the cookie stays on the exact host). */
  domain?: string | undefined;
  /** @default '/' */
  path?: string;
  /** Add the Secure attribute; set it on https pages. */
  secure?: boolean;
  /** The clock the expiry counts from. @default new Date() */
  now?: Date;
}

/** A Set-Cookie style string for document.cookie, with SameSite=Lax (DESIGN.md, cookies). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const { days, domain, path = '/', secure = false, now = new Date() } = options;
  const expires = new Date(now.getTime() + days * DAY_MS);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${Math.round((days * DAY_MS) / 1000)}`,
    `Path=${path}`,
  ];
  if (domain) parts.push(`Domain=${domain}`);
  parts.push('SameSite=Lax');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie in a document.cookie string, decoded; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Second-level public suffixes under a country code (com.cn, com.tw, co.id, com.vn, co.th, co.uk,
 * …): browsers refuse a cookie scoped to one, so such a parent is never used. A heuristic standing
 * in for the full Public Suffix List, which is too large to ship for this one decision.
 */
const COUNTRY_SECOND_LEVEL =
  /^(com|net|org|gov|edu|ac|co|or|go|in|mil|biz|info|web|ne|id|my)\.[a-z]{2}$/;

/**
 * "Domain-wide" (docs/product.md §2 and §9) is the parent domain of the page's host, so the cookie
 * reaches every sibling site: app.example.com → example.com, app.example.com.cn → example.com.cn.
 * A two-label host, or one whose parent is a public suffix (example.com.cn), is its own parent.
 * localhost, single-label hosts and IP addresses get no Domain attribute, which browsers require.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || IPV4.test(host) || host.includes(':') || host.startsWith('['))
    return undefined;
  const labels = host.split('.');
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  if (labels.length === 2) return host;
  const parent = labels.slice(1).join('.');
  return COUNTRY_SECOND_LEVEL.test(parent) ? host : parent;
}
