export { system } from './theme';
export * from './constants';
export * from './i18n';
export * from './components/language-dropdown';
export * from './components/app-header';
