import type { LoginErrorKind } from '../../../shared/error-codes';

/**
 * Dialogs the catalogue raises (docs/product.md §8): the login alerts, the login-protection choice and
 * the verified-flow prompt. A small external store, so the api layer needs no React; the app's
 * ApiNoticeHost renders the first pending notice and settles it with the person's choice.
 */
export type ApiNotice =
  | { kind: 'verifiedFlow'; flow: 'setAdmin' | 'transferCorp' }
  | { kind: 'loginNotice'; login: LoginErrorKind; serverText: string };

/** confirm: the dialog's main button (OK, set now, continue); cancel: closed or set later. */
export type NoticeChoice = 'confirm' | 'cancel';

export interface PendingNotice {
  id: number;
  notice: ApiNotice;
}

type Listener = () => void;

let pending: readonly PendingNotice[] = [];
const settlers = new Map<number, (choice: NoticeChoice) => void>();
const listeners = new Set<Listener>();
let nextId = 1;

function publish(next: readonly PendingNotice[]) {
  pending = next;
  for (const listener of listeners) listener();
}

export function raiseNotice(notice: ApiNotice): Promise<NoticeChoice> {
  const id = nextId++;
  return new Promise((resolve) => {
    settlers.set(id, resolve);
    publish([...pending, { id, notice }]);
  });
}

export function settleNotice(id: number, choice: NoticeChoice): void {
  const settle = settlers.get(id);
  if (!settle) return;
  settlers.delete(id);
  publish(pending.filter((item) => item.id !== id));
  settle(choice);
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingNotices(): readonly PendingNotice[] {
  return pending;
}

/** Settles every pending notice as cancelled (sign-out; a story that ends). */
export function clearNotices(): void {
  for (const { id } of pending) settleNotice(id, 'cancel');
}
