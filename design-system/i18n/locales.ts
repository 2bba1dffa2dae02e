/** The six interface languages (docs/product.md §1 and §3), in the order the language dropdown lists them. */
export const LOCALES = ['zh_CN', 'zh_TW', 'en_US', 'id_ID', 'vi_VN', 'th_TH'] as const;

export type Locale = (typeof LOCALES)[number];

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

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
