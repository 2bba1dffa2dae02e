export { LanguageDropdown } from './language-dropdown';
export type { LanguageDropdownProps, LanguageDropdownChangeDetails } from './language-dropdown';
