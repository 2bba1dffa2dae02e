/**
 * A call for a design-system dialog or card that words a failure itself: the catalogue has already
 * toasted the server's reason, so the rejection carries no message and the component shows its own
 * fallback ("That did not work. Try again.") instead of the reason a second time.
 */
export async function quietly<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (cause) {
    throw new Error('', { cause });
  }
}
