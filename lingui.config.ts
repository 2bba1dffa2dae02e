import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './design-system/i18n/locales';

export default defineConfig({
  locales: [...LOCALES],
  sourceLocale: SOURCE_LOCALE,
  // A message not yet translated shows in English while work is in progress; scripts/i18n-check.ts
  // fails the build on any empty translation, so nothing ships that way.
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/shared', '<rootDir>/design-system', '<rootDir>/workbench'],
      exclude: ['**/node_modules/**'],
    },
  ],
  // Origins without line numbers: moving code must not churn the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
