export { MemberSearchField } from './member-search-field';
export type { MemberSearchFieldProps } from './member-search-field';
