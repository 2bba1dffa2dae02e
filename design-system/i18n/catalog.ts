import { i18n, type Messages } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from './locales';

/**
 * One explicit import() per locale, so the bundler sees every path and splits one chunk per
 * catalogue; the initial bundle carries none of them.
 */
const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh_CN: () => import('../../locales/zh_CN/messages.po'),
  zh_TW: () => import('../../locales/zh_TW/messages.po'),
  en_US: () => import('../../locales/en_US/messages.po'),
  id_ID: () => import('../../locales/id_ID/messages.po'),
  vi_VN: () => import('../../locales/vi_VN/messages.po'),
  th_TH: () => import('../../locales/th_TH/messages.po'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = await catalogLoaders[locale]();
  return messages;
}

/**
 * Loads and activates a locale on the shared i18n instance. Lingui's locale codes keep our
 * underscore form (the spec's keys); Intl gets the BCP 47 tag.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, locales: LOCALE_TAGS[locale], messages });
}

export { i18n };
