import { i18n, type Messages } from '@lingui/core';
import { onceUntilFailure } from '../utils/once-until-failure';
import { LOCALE_TAGS, type Locale } from './locales';

type CatalogLoader = () => Promise<{ messages: Messages }>;

/**
 * Each locale's catalogue comes in two parts (scripts/lib/catalog-parts.ts): the first holds what
 * a page without a session shows, the rest what only the pages behind one show. One explicit
 * import() per locale and part, so the bundler sees every path and splits one chunk for each; the
 * initial bundle carries none of them.
 */
const firstParts: Record<Locale, CatalogLoader> = {
  zh_CN: () => import('../../locales/zh_CN/messages.po?part=first'),
  zh_TW: () => import('../../locales/zh_TW/messages.po?part=first'),
  en_US: () => import('../../locales/en_US/messages.po?part=first'),
  id_ID: () => import('../../locales/id_ID/messages.po?part=first'),
  vi_VN: () => import('../../locales/vi_VN/messages.po?part=first'),
  th_TH: () => import('../../locales/th_TH/messages.po?part=first'),
};
const restParts: Record<Locale, CatalogLoader> = {
  zh_CN: () => import('../../locales/zh_CN/messages.po?part=rest'),
  zh_TW: () => import('../../locales/zh_TW/messages.po?part=rest'),
  en_US: () => import('../../locales/en_US/messages.po?part=rest'),
  id_ID: () => import('../../locales/id_ID/messages.po?part=rest'),
  vi_VN: () => import('../../locales/vi_VN/messages.po?part=rest'),
  th_TH: () => import('../../locales/th_TH/messages.po?part=rest'),
};

/** A locale's whole catalogue (Storybook, which shows every component in any order). */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [first, rest] = await Promise.all([firstParts[locale](), restParts[locale]()]);
  return { ...first.messages, ...rest.messages };
}

/** The activated locale, and the download of the rest of its catalogue. */
let activation: { rest: () => Promise<void> } | undefined;

/**
 * Loads the first part of a locale's catalogue and activates it on the shared i18n instance.
 * Lingui's locale codes keep our underscore form (the spec's keys); Intl gets the BCP 47 tag.
 */
export function activateLocale(locale: Locale): Promise<void> {
  const done = firstParts[locale]().then(({ messages }) =>
    i18n.loadAndActivate({ locale, locales: LOCALE_TAGS[locale], messages }),
  );
  activation = {
    // After the activation, which replaces the locale's messages.
    rest: onceUntilFailure(() =>
      Promise.all([restParts[locale](), done]).then(([{ messages }]) =>
        i18n.load(locale, messages),
      ),
    ),
  };
  return done;
}

/**
 * Adds the rest of the activated locale's catalogue, once; the chunks of the pages behind a
 * session wait for it. Without activateLocale (Storybook, tests) whoever activated i18n gave it
 * whole catalogues: there is nothing to add.
 */
export function loadRestOfCatalog(): Promise<void> {
  return activation ? activation.rest() : Promise.resolve();
}

export { i18n };
