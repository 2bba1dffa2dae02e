import { Suspense, useState, type MouseEvent } from 'react';
import { LanguageDropdownButton } from '../../../design-system/components/language-dropdown/language-dropdown-button';
import type { Locale } from '../../../design-system/i18n/locales';
import { lazyNamed, LoadErrorBoundary } from '../../../design-system/utils/lazy-named';

/**
 * The menu's code (19 kB gzip with its positioning) is not needed to sign in: the header draws the
 * dropdown's own button, fetches the menu when a pointer or the focus comes near it, and opens the
 * menu on the first press. The menu then takes the focus, and gives it back to its trigger when it
 * closes. If the menu's code fails to arrive, the button is drawn again, and the next press asks
 * again.
 */
const LanguageDropdown = lazyNamed(
  () => import('../../../design-system/components/language-dropdown'),
  'LanguageDropdown',
);

export function HeaderLanguageDropdown({ locale }: { locale: Locale }) {
  // How the first press opened it: from the keyboard the current language starts highlighted, as
  // the menu does when its own trigger opens it with Enter.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | undefined>(undefined);
  const button = (onPress: (event: MouseEvent) => void) => (
    <LanguageDropdownButton
      value={locale}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={LanguageDropdown.preload}
      onFocus={LanguageDropdown.preload}
      onClick={onPress}
    />
  );
  const open = (event: MouseEvent) => setOpened(event.detail === 0 ? 'keyboard' : 'pointer');
  if (!opened) return button(open);
  return (
    <LoadErrorBoundary
      fallback={(retry) =>
        button((event) => {
          open(event);
          retry();
        })
      }
    >
      <Suspense fallback={button(open)}>
        <LanguageDropdown value={locale} defaultOpen defaultHighlighted={opened === 'keyboard'} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
