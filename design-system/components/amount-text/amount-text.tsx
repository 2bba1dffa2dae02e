import { Text, type TextProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatAmount, intlLocale } from './format-amount';

export interface AmountTextProps extends Omit<TextProps, 'children'> {
  /** The amount in its base unit (yuan, not 万). */
  value: number;
  /** Show the whole number instead of units of 10,000. @default false */
  raw?: boolean;
  /** Digits after the decimal point, always shown. @default 2 */
  fractionDigits?: number;
  /** An ISO 4217 code such as 'CNY' to show its symbol. @default undefined (no symbol) */
  currency?: string;
}

/**
 * An amount as docs/product.md §9 shows it: divided by 10,000 with the unit 万 unless raw.
 *
 * The unit is a translated message, {amount} plus a word, because 万 means nothing to a reader of
 * a Latin script. Chinese shows 12.35万 (萬 in Taiwan) and Thai its own word for ten thousand
 * (12.35 หมื่น). English, Indonesian and Vietnamese have no such word in business use, and
 * switching them to thousands or millions would give colleagues in different languages different
 * figures for the same amount; so they keep the figure with an explicit multiplier,
 * "12.35 × 10,000", which is unambiguous and reads aloud as meant. The exact amount is in the
 * title for a pointer user who needs it.
 */
export function AmountText({
  value,
  raw = false,
  fractionDigits = 2,
  currency,
  ...textProps
}: AmountTextProps) {
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale, i18n.locales);
  const amount = formatAmount(value, { raw, locale, fractionDigits, currency });
  const exact = formatAmount(value, { raw: true, locale, fractionDigits, currency });

  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      title={raw ? undefined : exact}
      {...textProps}
    >
      {raw ? amount : t({ id: 'amount.tenThousands', message: `${amount} × 10,000` })}
    </Text>
  );
}

AmountText.displayName = 'AmountText';
