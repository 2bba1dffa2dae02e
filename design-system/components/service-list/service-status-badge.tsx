import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ServiceStatus } from '../../../shared/domain/services';

const STATUS_PALETTE: Record<ServiceStatus, 'brand' | 'green' | 'red'> = {
  trial: 'brand',
  paid: 'green',
  expired: 'red',
};

/** A service's state in words, coloured: trial, paid or expired. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useLingui();
  const labels: Record<ServiceStatus, string> = {
    trial: t({ id: 'serviceList.status.trial', message: 'Trial' }),
    paid: t({ id: 'serviceList.status.paid', message: 'Paid' }),
    expired: t({ id: 'serviceList.status.expired', message: 'Expired' }),
  };
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" flexShrink="0">
      {labels[status]}
    </Badge>
  );
}

ServiceStatusBadge.displayName = 'ServiceStatusBadge';
