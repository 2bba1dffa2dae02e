import type * as ToasterStoreModule from './toaster-store';
import type { ToastMessage } from './toaster-store';

type ToasterStore = typeof ToasterStoreModule;

let store: Promise<ToasterStore> | undefined;
const waiting = new Set<() => void>();

/**
 * The toaster's store, fetched with the first message: most pages never raise one, and the store
 * with its state machine is 1.4 kB gzip the sign-in page need not load (bench/sign-in.ts).
 */
export function loadToasterStore(): Promise<ToasterStore> {
  if (!store) {
    store = import('./toaster-store');
    waiting.forEach((notify) => notify());
    waiting.clear();
  }
  return store;
}

/** Calls `notify` once the store is asked for (at once if it has been); returns an unsubscribe. */
export function whenToasterLoads(notify: () => void): () => void {
  if (store) {
    notify();
    return () => undefined;
  }
  waiting.add(notify);
  return () => {
    waiting.delete(notify);
  };
}

/** showErrorToast, with the store fetched first when it has not been. */
export function raiseErrorToast(message: ToastMessage): void {
  void loadToasterStore().then(({ showErrorToast }) => showErrorToast(message));
}

/** showSuccessToast, with the store fetched first when it has not been. */
export function raiseSuccessToast(message: ToastMessage): void {
  void loadToasterStore().then(({ showSuccessToast }) => showSuccessToast(message));
}
