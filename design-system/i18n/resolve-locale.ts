import { CLIENT_DEFAULT_LOCALE, DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export interface LocaleSources {
  /** The value of the wb_lang cookie, if any. */
  cookie?: string | null | undefined;
  /** navigator.languages (or [navigator.language]) in the browser's order of preference. */
  browserLanguages?: readonly string[] | undefined;
  /** True inside the native client (docs/product.md §1 and §6). */
  clientMode?: boolean | undefined;
  /** navigator.userAgent; in the native client it carries the language field. */
  userAgent?: string | undefined;
}

/**
 * The native client's user-agent field is not shown in the spec. Our choice: a token `lang/<code>`
 * (`lang/zh_CN`, `Lang=th-TH`), separator `/` or `=`, code with `_` or `-`.
 */
const USER_AGENT_LANG = /\blang[/=]([a-z]{2})[_-]([a-z]{2})\b/gi;

/**
 * Maps a browser language tag to one of ours. Chinese picks the script first (Hant, or the regions
 * that write it, go to zh_TW); every other language matches on its primary subtag.
 */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const normalised = tag.trim().replace(/_/g, '-').toLowerCase();
  if (normalised === '') return undefined;
  const [language, ...rest] = normalised.split('-');
  switch (language) {
    case 'zh':
      if (rest.includes('hans')) return 'zh_CN';
      return rest.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo')
        ? 'zh_TW'
        : 'zh_CN';
    case 'en':
      return 'en_US';
    case 'id':
    case 'in':
      return 'id_ID';
    case 'vi':
      return 'vi_VN';
    case 'th':
      return 'th_TH';
    default:
      return undefined;
  }
}

/**
 * The language resolution of docs/product.md §4. In the browser: the wb_lang cookie, then the browser
 * language, then Simplified Chinese. In the native client: the user-agent field, then English.
 */
export function resolveLocale({
  cookie,
  browserLanguages = [],
  clientMode = false,
  userAgent = '',
}: LocaleSources): Locale {
  if (clientMode) {
    for (const [, language, region] of userAgent.matchAll(USER_AGENT_LANG)) {
      const fromAgent = `${language!.toLowerCase()}_${region!.toUpperCase()}`;
      if (isLocale(fromAgent)) return fromAgent;
    }
    return CLIENT_DEFAULT_LOCALE;
  }
  if (isLocale(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
