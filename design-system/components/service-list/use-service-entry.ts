import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Service } from '../../../shared/domain/services';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';

/**
 * Entering services: one at a time, the service being entered, and why entering each service
 * last failed, shown on that service.
 */
export function useServiceEntry<S extends Pick<Service, 'serviceId'> = Service>(
  onEnter: (service: S) => Promise<void>,
) {
  const { t } = useLingui();
  const guard = useSubmitGuard();
  const [entering, setEntering] = useState<string | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});

  const enter = (service: S) =>
    guard.run(async () => {
      setEntering(service.serviceId);
      setFailures(({ [service.serviceId]: _dropped, ...rest }) => rest);
      try {
        await onEnter(service);
      } catch (error) {
        const message = errorMessage(
          error,
          t({ id: 'serviceList.enterFailed', message: 'The service could not be opened.' }),
        );
        setFailures((current) => ({ ...current, [service.serviceId]: message }));
      } finally {
        setEntering(null);
      }
    });

  return { entering, failures, enter };
}
