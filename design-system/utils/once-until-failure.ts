/**
 * A download that runs once however often it is asked for, and again once it has failed: a dropped
 * download may be asked for again (the error boundary's retry).
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
