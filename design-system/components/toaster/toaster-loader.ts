import { onceUntilFailure } from '../../utils/once-until-failure';
import type * as ToasterStoreModule from './toaster-store';
import type { ToastMessage } from './toaster-store';

type ToasterStore = typeof ToasterStoreModule;

let loaded = false;
const listeners = new Set<() => void>();

/**
 * The toaster's store and what renders it, fetched with the first message: most pages never raise
 * one, and the store with its state machine is 1.4 kB gzip the sign-in page need not load
 * (bench/sign-in.ts). A fetch that failed (offline) is made again by the next message.
 */
export const loadToasterStore: () => Promise<ToasterStore> = onceUntilFailure(async () => {
  const [store] = await Promise.all([import('./toaster-store'), import('./toaster')]);
  loaded = true;
  listeners.forEach((notify) => notify());
  return store;
});

/**
 * Whether AppToaster's code is in (the getter of useSyncExternalStore): rendered from then on, it
 * does not fetch.
 */
export function toasterLoaded(): boolean {
  return loaded;
}

/** Calls `notify` when the toaster's code has arrived; returns an unsubscribe. */
export function subscribeToToaster(notify: () => void): () => void {
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
  };
}

/**
 * Shows the message once the toaster is in. A message whose toaster could not be fetched is not
 * shown, and nothing is left failing: the next message fetches again.
 */
function raise(show: (store: ToasterStore) => void): void {
  loadToasterStore().then(show, () => undefined);
}

/** showErrorToast, with the toaster fetched first when it has not been. */
export function raiseErrorToast(message: ToastMessage): void {
  raise(({ showErrorToast }) => showErrorToast(message));
}

/** showSuccessToast, with the toaster fetched first when it has not been. */
export function raiseSuccessToast(message: ToastMessage): void {
  raise(({ showSuccessToast }) => showSuccessToast(message));
}
