/** The six interface languages (docs/product.md §1 and §3), in the order the language dropdown lists them. */
export const LOCALES = ['zh_CN', 'zh_TW', 'en_US', 'id_ID', 'vi_VN', 'th_TH'] as const;

export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
