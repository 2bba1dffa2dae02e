export { AppHeader } from './app-header';
export type { AppHeaderProps } from './app-header';
