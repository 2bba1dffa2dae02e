import { readCookie } from '../design-system/utils/cookies';
import { LANGUAGE_COOKIE, resolveLocale, type Locale } from '../design-system/i18n';

/**
 * Client mode (spec sections 1 and 6): the page was opened from the native client's login page.
 * The native client's user-agent field is the other signal; resolveLocale reads it.
 */
export function isClientMode(search: string): boolean {
  return new URLSearchParams(search).get('fromLoginPage') === 'client';
}

/** Client mode's settings from the start-up query: the platform the native client names. */
export function clientModeOf(search: string): { platform: string } | undefined {
  if (!isClientMode(search)) return undefined;
  return { platform: new URLSearchParams(search).get('platform') ?? '' };
}

/** The language the page starts in, from what the browser holds (spec section 4). */
export function startupLocale(): Locale {
  return resolveLocale({
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE),
    browserLanguages: navigator.languages,
    clientMode: isClientMode(window.location.search),
    userAgent: navigator.userAgent,
  });
}
