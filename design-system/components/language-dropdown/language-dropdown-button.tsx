import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { GlobeIcon } from '../../icons';
import { LOCALE_NATIVE_NAMES, LOCALE_TAGS, type Locale } from '../../i18n/locales';

export interface LanguageDropdownButtonProps extends Omit<ButtonProps, 'children' | 'value'> {
  /** The language the page shows now. */
  value: Locale;
}

/**
 * The language dropdown's trigger: a globe and the current language in its own name. Apart from
 * the dropdown so a page can draw it before the menu's code (19 kB gzip) has loaded.
 */
export function LanguageDropdownButton({ value, ...rest }: LanguageDropdownButtonProps) {
  const { t } = useLingui();
  const currentName = LOCALE_NATIVE_NAMES[value];
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t({ id: 'languageDropdown.trigger', message: `Language: ${currentName}` })}
      {...rest}
    >
      <GlobeIcon />
      {/* Below lg the globe alone (the header there holds the corp's and the account's names too):
          the button's label still names the language. */}
      <Box as="span" lang={LOCALE_TAGS[value]} hideBelow="lg">
        {currentName}
      </Box>
    </Button>
  );
}

LanguageDropdownButton.displayName = 'LanguageDropdownButton';
