export { DateRangePicker } from './date-range-picker';
export type { DateRangePickerProps } from './date-range-picker';
