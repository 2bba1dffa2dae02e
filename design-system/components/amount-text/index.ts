export { AmountText } from './amount-text';
export type { AmountTextProps } from './amount-text';
export { formatAmount, intlLocale } from './format-amount';
export type { FormatAmountOptions } from './format-amount';
