export { AppNav } from './app-nav';
export type { AppNavItem, AppNavProps } from './app-nav';
