import { lazy, Suspense, useState } from 'react';
import { LanguageDropdownButton } from '../../../design-system/components/language-dropdown/language-dropdown-button';
import type { Locale } from '../../../design-system/i18n/locales';

/**
 * The menu's code (19 kB gzip with its positioning) is not needed to sign in: the header draws the
 * dropdown's own button, fetches the menu when a pointer or the focus comes near it, and opens the
 * menu on the first press. The menu then takes the focus, and gives it back to its trigger when it
 * closes.
 */
const loadLanguageDropdown = () => import('../../../design-system/components/language-dropdown');

const LanguageDropdown = lazy(async () => ({
  default: (await loadLanguageDropdown()).LanguageDropdown,
}));

export function HeaderLanguageDropdown({ locale }: { locale: Locale }) {
  // How the first press opened it: from the keyboard the current language starts highlighted, as
  // the menu does when its own trigger opens it with Enter.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | undefined>(undefined);
  const preload = () => void loadLanguageDropdown();
  const button = (
    <LanguageDropdownButton
      value={locale}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => setOpened(event.detail === 0 ? 'keyboard' : 'pointer')}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdown value={locale} defaultOpen defaultHighlighted={opened === 'keyboard'} />
    </Suspense>
  );
}
