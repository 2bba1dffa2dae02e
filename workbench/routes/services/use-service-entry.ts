import { leaveFor } from '../../data/effects';
import { useEnterService } from '../../data/services';
import { quietly } from './quietly';
import type { Service } from '../../../shared/domain/services';

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
    leaveFor(entry.url);
  };
}
