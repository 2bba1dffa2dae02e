import type { SecondCheckData } from '../../../shared/payloads/corp';

/**
 * The second verification (docs/product.md §4): when current-corp or switch-corp answers 5001022900,
 * the flow asks here and waits. A small external store, like the catalogue's notices, so a flow
 * outside React can wait for the dialog SecondCheckHost shows. Resolves true once the person has
 * passed the check, false when they closed the dialog.
 */
export interface PendingSecondCheck {
  id: number;
  data: SecondCheckData;
}

type Listener = () => void;

let pending: PendingSecondCheck | undefined;
let settle: ((passed: boolean) => void) | undefined;
const listeners = new Set<Listener>();
let nextId = 1;

function publish(next: PendingSecondCheck | undefined) {
  pending = next;
  for (const listener of listeners) listener();
}

export function requestSecondCheck(data: SecondCheckData): Promise<boolean> {
  settle?.(false);
  return new Promise((resolve) => {
    settle = resolve;
    publish({ id: nextId++, data });
  });
}

export function settleSecondCheck(passed: boolean): void {
  const resolve = settle;
  settle = undefined;
  publish(undefined);
  resolve?.(passed);
}

export function subscribeSecondCheck(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingSecondCheck(): PendingSecondCheck | undefined {
  return pending;
}
