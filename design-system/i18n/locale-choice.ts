import { LOCALE_COOKIE_DAYS } from '../../shared/constants';
import {
  cookieDomainFor,
  LANGUAGE_COOKIE,
  serializeCookie,
  TIME_ZONE_COOKIE,
} from '../../shared/cookies';
import { readerTimeZone } from './time-zone';
import type { Locale } from './locales';

/** What choosing a language touches, injectable so tests can watch it. */
export interface LocaleChoiceEnvironment {
  location: Pick<Location, 'hostname' | 'protocol' | 'reload'>;
  writeCookie: (cookie: string) => void;
  timeZone: string;
  now: Date;
}

export function browserEnvironment(): LocaleChoiceEnvironment {
  return {
    location: window.location,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    timeZone: readerTimeZone(),
    now: new Date(),
  };
}

/** The two cookies a language choice writes: language and IANA time zone, 365 days, domain-wide. */
export function localeCookies(
  locale: Locale,
  { location, timeZone, now }: Omit<LocaleChoiceEnvironment, 'writeCookie'>,
): string[] {
  const options = {
    days: LOCALE_COOKIE_DAYS,
    domain: cookieDomainFor(location.hostname),
    path: '/',
    secure: location.protocol === 'https:',
    now,
  };
  return [
    serializeCookie(LANGUAGE_COOKIE, locale, options),
    serializeCookie(TIME_ZONE_COOKIE, timeZone, options),
  ];
}

/**
 * Picking a language (docs/product.md §2): store it and the time zone, then reload so every part of
 * the page, server-rendered parts included, comes back in the new language.
 */
export function chooseLocale(
  locale: Locale,
  environment: LocaleChoiceEnvironment = browserEnvironment(),
): void {
  for (const cookie of localeCookies(locale, environment)) environment.writeCookie(cookie);
  environment.location.reload();
}
