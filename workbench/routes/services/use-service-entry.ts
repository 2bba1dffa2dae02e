import { leaveFor } from '../../data/effects';
import { useEnterService } from '../../data/services';
import { quietly } from './quietly';
import type { Service } from '../../../shared/domain/services';

/**
 * Entering a service: service/enter answers where it lives, and the page goes there. A service that
 * is off cannot be entered (the server refuses), so `onDisabled`, when given, is asked instead: the
 * services page offers to turn it on.
 */
export function useServiceEntry(onDisabled?: (service: Service) => void) {
  const { trigger } = useEnterService();
  return async (service: Service): Promise<void> => {
    if (!service.enabled && onDisabled) {
      onDisabled(service);
      return;
    }
    const entry = await quietly(trigger({ serviceId: service.serviceId }));
    leaveFor(entry.url);
  };
}
