import { Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { chooseLocale } from '../../i18n/locale-choice';
import {
  isLocale,
  LOCALE_NATIVE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
} from '../../i18n/locales';
import { LanguageDropdownButton } from './language-dropdown-button';

export interface LanguageDropdownChangeDetails {
  locale: Locale;
}

export interface LanguageDropdownProps {
  /** The language the page shows now; its option is checked. */
  value: Locale;
  /**
   * Called with the language picked. Picking the current language does nothing.
   * @default chooseLocale: writes the wb_lang and wb_timeZone cookies, then reloads the page
   */
  onChange?: (details: LanguageDropdownChangeDetails) => void;
  /** Whether the list starts open. @default false */
  defaultOpen?: boolean;
  /**
   * Whether the current language's option starts highlighted, as when the list is opened from the
   * keyboard, so the arrow keys move from it. @default false
   */
  defaultHighlighted?: boolean;
}

/**
 * The language dropdown of docs/product.md §2: six options, each named in its own language and marked
 * with its lang attribute so a screen reader pronounces it right.
 */
export function LanguageDropdown({
  value,
  onChange = ({ locale }) => chooseLocale(locale),
  defaultOpen = false,
  defaultHighlighted = false,
}: LanguageDropdownProps) {
  const { t } = useLingui();

  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      defaultHighlightedValue={defaultHighlighted ? value : undefined}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <LanguageDropdownButton value={value} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup
              value={value}
              onValueChange={({ value: picked }) => {
                if (isLocale(picked) && picked !== value) onChange({ locale: picked });
              }}
            >
              <Menu.ItemGroupLabel>
                {t({ id: 'languageDropdown.label', message: 'Language' })}
              </Menu.ItemGroupLabel>
              {LOCALES.map((locale) => (
                <Menu.RadioItem key={locale} value={locale} lang={LOCALE_TAGS[locale]}>
                  <Menu.ItemText>{LOCALE_NATIVE_NAMES[locale]}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

LanguageDropdown.displayName = 'LanguageDropdown';
