export { AmountText } from './amount-text';
export type { AmountTextProps } from './amount-text';
export { countFormat, formatAmount, intlLocale } from './format-amount';
export type { FormatAmountOptions } from './format-amount';
