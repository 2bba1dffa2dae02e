import { DESTINATIONS } from '../../../shared/destinations';

/**
 * The cloud's sign-in page for third-party cloud sign-in, told to come back to this page: the
 * current address without a ticket an earlier return left on it (the cloud adds a fresh one).
 */
export function cloudSignInUrl(pageHref: string): string {
  const back = new URL(pageHref);
  back.searchParams.delete('jdyTicket');
  return `${DESTINATIONS.cloudSignIn}?return=${encodeURIComponent(back.toString())}`;
}
