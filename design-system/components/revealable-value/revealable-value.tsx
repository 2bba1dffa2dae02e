import { HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons';

export interface RevealableValueProps {
  /** The value as the server masked it, shown until the person asks for the whole one. */
  masked: string;
  /** The eye button's name while the value is masked: "Show mobile number". */
  showLabel: string;
  /** Its name while the value is shown: "Hide mobile number". */
  hideLabel: string;
  /**
   * Asks for the whole value (service/desensitize/decrypt); it is shown as text, never as markup,
   * and forgotten when hidden again. A rejection keeps the masked value and says so.
   */
  onReveal: () => Promise<string>;
}

type Shown = { status: 'masked' } | { status: 'revealing' } | { status: 'shown'; value: string };

/**
 * A masked value with an eye button that shows it whole and hides it again (docs/product.md §7,
 * desensitize/decrypt; decision 0033). The whole value lives only while it is shown.
 */
export function RevealableValue({ masked, showLabel, hideLabel, onReveal }: RevealableValueProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown>({ status: 'masked' });
  const [failed, setFailed] = useState(false);

  const reveal = async () => {
    setFailed(false);
    setShown({ status: 'revealing' });
    try {
      setShown({ status: 'shown', value: await onReveal() });
    } catch {
      setShown({ status: 'masked' });
      setFailed(true);
    }
  };

  const isShown = shown.status === 'shown';
  return (
    <HStack as="span" gap="1" wrap="wrap">
      {/* As wide as the mask, a character each and one to spare (a font's tabular digits are
          not quite 1ch): the whole value takes its place, so the eye button stays under the
          pointer. */}
      <Text
        as="span"
        aria-live="polite"
        fontVariantNumeric="tabular-nums"
        style={{ minWidth: `${masked.length + 1}ch` }}
      >
        {isShown ? shown.value : masked}
      </Text>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={isShown ? hideLabel : showLabel}
        aria-pressed={isShown}
        disabled={shown.status === 'revealing'}
        onClick={() => (isShown ? setShown({ status: 'masked' }) : void reveal())}
      >
        {shown.status === 'revealing' ? (
          <Spinner size="xs" />
        ) : isShown ? (
          <EyeOffIcon />
        ) : (
          <EyeIcon />
        )}
      </IconButton>
      {failed ? (
        <Text as="span" role="alert" color="fg.error">
          {t({ id: 'revealableValue.failed', message: 'It could not be shown. Try again.' })}
        </Text>
      ) : null}
    </HStack>
  );
}
