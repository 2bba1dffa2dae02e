/*
 * The error catalogue's acts a page also asks for (docs/product.md §8): leaving the app, opening a new
 * tab, signing out. They go through the handlers the app registered, so stories and tests see
 * where the page would have gone.
 */
export { leaveFor, openInNewTab, signOut, takeSignOutMessage } from '../api/errors/effects';
