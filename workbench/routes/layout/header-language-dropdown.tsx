import { Button } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LOCALE_NATIVE_NAMES, type Locale } from '../../../design-system/i18n/locales';

/**
 * The dropdown's menu machinery is a fifth of the shell's bytes, and nobody needs it before the
 * first paint: it loads as its own chunk, started in parallel with the catalogue (main.tsx), and a
 * look-alike inert button holds its place meanwhile so nothing shifts.
 */
export const loadLanguageDropdown = () =>
  import('../../../design-system/components/language-dropdown');

const LanguageDropdown = lazy(async () => ({
  default: (await loadLanguageDropdown()).LanguageDropdown,
}));

export function HeaderLanguageDropdown({ locale }: { locale: Locale }) {
  return (
    <Suspense
      fallback={
        <Button variant="ghost" size="sm" disabled>
          {LOCALE_NATIVE_NAMES[locale]}
        </Button>
      }
    >
      <LanguageDropdown value={locale} />
    </Suspense>
  );
}
