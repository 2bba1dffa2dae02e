export { AccountMenu } from './account-menu';
export type { AccountMenuProps } from './account-menu';
