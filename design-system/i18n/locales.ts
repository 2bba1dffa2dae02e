import type { Locale } from '../../shared/locales';

// In shared/ so the sandbox, which may not import the design system, answers in the same six.
export { isLocale, LOCALES, type Locale } from '../../shared/locales';

/** Messages are written in English in the code; every other catalogue translates them. */
export const SOURCE_LOCALE: Locale = 'en_US';
/** The browser falls back to Simplified Chinese (docs/product.md §4). */
export const DEFAULT_LOCALE: Locale = 'zh_CN';
/** The native client falls back to English (docs/product.md §4). */
export const CLIENT_DEFAULT_LOCALE: Locale = 'en_US';

/** Each language named in itself: the dropdown shows these whatever the current language is. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  en_US: 'English',
  id_ID: 'Bahasa Indonesia',
  vi_VN: 'Tiếng Việt',
  th_TH: 'ภาษาไทย',
};

/** BCP 47 tags for the html lang attribute and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  zh_CN: 'zh-CN',
  zh_TW: 'zh-TW',
  en_US: 'en-US',
  id_ID: 'id-ID',
  vi_VN: 'vi-VN',
  th_TH: 'th-TH',
};
