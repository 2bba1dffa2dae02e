import { BROWSER_ID_COOKIE_DAYS } from '../../shared/constants';
import {
  readCookie,
  serializeCookie,
  cookieDomainFor,
  BROWSER_ID_COOKIE,
} from '../../shared/cookies';
import { DEVICE_HEADERS } from './config';

/** A random id that works outside secure contexts too (crypto.randomUUID needs one). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device cookie browserId (3650 days, docs/product.md §9), created when absent. */
export function ensureBrowserId(): string {
  const existing = readCookie(document.cookie, BROWSER_ID_COOKIE);
  if (existing) return existing;
  const id = randomId();
  document.cookie = serializeCookie(BROWSER_ID_COOKIE, id, {
    days: BROWSER_ID_COOKIE_DAYS,
    domain: cookieDomainFor(window.location.hostname),
    secure: window.location.protocol === 'https:',
  });
  return id;
}

interface ClientMode {
  platform: string;
}

let clientMode: ClientMode | undefined;

/**
 * Turns client mode on or off (docs/product.md §1 and §6): in it, every call carries the device
 * headers. The start-up reads ?fromLoginPage=client and ?platform.
 */
export function setClientMode(mode: ClientMode | undefined): void {
  clientMode = mode;
}

/** The device headers of client mode (names are the project's own, see config.ts); none outside it. */
export function deviceHeaders(): Record<string, string> {
  if (!clientMode) return {};
  return {
    [DEVICE_HEADERS.browserId]: ensureBrowserId(),
    [DEVICE_HEADERS.clientMode]: 'client',
    [DEVICE_HEADERS.platform]: clientMode.platform,
    [DEVICE_HEADERS.userAgent]: navigator.userAgent,
  };
}
