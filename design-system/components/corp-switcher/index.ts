export { CorpSwitcher } from './corp-switcher';
export { CorpSwitcherButton } from './corp-switcher-button';
export type { CorpSwitcherButtonProps } from './corp-switcher-button';
export type { CorpSwitcherCorp, CorpSwitcherProps } from './corp-switcher';
export { certStatusLabel, certStatusTone, corpTypeLabel } from './corp-labels';
export type { CertStatusTone } from './corp-labels';
export { CORP_SEARCH_THRESHOLD, matchCorps, showsCorpSearch, switcherCorps } from './corp-filter';
