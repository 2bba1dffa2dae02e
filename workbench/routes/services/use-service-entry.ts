import { leaveFor } from '../../data/effects';
import { serviceTicket } from '../../data/open-platform';
import { useEnterService } from '../../data/services';
import { allowedRedirect } from '../sign-in-flow/destination';
import { quietly } from './quietly';
import type { Service } from '../../../shared/domain/services';

/**
 * Where an entry address leads. The workbench's own site takes the session as it is; another site
 * of the suite knows the person only by a ticket, which getTokenByService adds to the address
 * (decision 0036). Both addresses, the server's, pass the allow-list first; an address off it is
 * refused, with the page's "did not work".
 */
export async function entryDestination(url: string): Promise<string> {
  const origin = window.location.origin;
  const target = allowedRedirect(url, origin);
  if (!target) throw new Error('');
  // The server's own address, as it gave it.
  if (new URL(target).origin === origin) return url;
  const { redirectUrl } = await quietly(serviceTicket(target));
  const withTicket = allowedRedirect(redirectUrl, origin);
  if (!withTicket) throw new Error('');
  return withTicket;
}

/**
 * Entering a service: service/enter answers where it lives, and the page goes there. A service that
 * is off cannot be entered (the server refuses), so `onDisabled`, when given, is asked instead: the
 * services page offers to turn it on.
 */
export function useServiceEntry<
  S extends Pick<Service, 'serviceId'> & Partial<Pick<Service, 'enabled'>> = Service,
>(onDisabled?: (service: S) => void) {
  const { trigger } = useEnterService();
  // A service known only by its id (the recently used list) is tried: the server says if it is off.
  return async (service: S): Promise<void> => {
    if (service.enabled === false && onDisabled) {
      onDisabled(service);
      return;
    }
    const entry = await quietly(trigger({ serviceId: service.serviceId }));
    leaveFor(await entryDestination(entry.url));
  };
}
