/**
 * What a failed call tells the person: the rejection's own message (the workbench passes the
 * server's description through), or the component's fallback when there is none.
 */
export function errorMessage(cause: unknown, fallback: string): string {
  return cause instanceof Error && cause.message ? cause.message : fallback;
}
