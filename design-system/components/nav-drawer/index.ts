export { NavDrawer, type NavDrawerProps } from './nav-drawer';
