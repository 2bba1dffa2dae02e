export { LanguageDropdown } from './language-dropdown';
export type { LanguageDropdownProps, LanguageDropdownChangeDetails } from './language-dropdown';
export { LanguageDropdownButton } from './language-dropdown-button';
export type { LanguageDropdownButtonProps } from './language-dropdown-button';
