import { useLingui } from '@lingui/react/macro';
import type { CsvColumn } from '../../../shared/csv';
import type { Service, ServiceStatus } from '../../../shared/domain/services';
import { useDateFormat } from '../../utils/format-date';

/**
 * The service table's columns as an export writes them (docs/decisions/0023): the same headers in
 * the page's language and the same text per cell, the status as its badge's word, the owner on the
 * shared list only. The product is in the file though the table hides it below `lg`.
 */
export function useServiceCsvColumns(showOwner: boolean): CsvColumn<Service>[] {
  const { t } = useLingui();
  const format = useDateFormat();
  const statuses: Record<ServiceStatus, string> = {
    trial: t({ id: 'serviceList.status.trial', message: 'Trial' }),
    paid: t({ id: 'serviceList.status.paid', message: 'Paid' }),
    expired: t({ id: 'serviceList.status.expired', message: 'Expired' }),
  };
  const columns: CsvColumn<Service>[] = [
    {
      header: t({ id: 'serviceList.column.name', message: 'Service' }),
      value: (service) => service.name,
    },
    {
      header: t({ id: 'serviceList.column.product', message: 'Product' }),
      value: (service) => service.productName,
    },
    {
      header: t({ id: 'serviceList.column.status', message: 'Status' }),
      value: (service) => statuses[service.state],
    },
    {
      header: t({ id: 'serviceList.column.expiry', message: 'Expiry date' }),
      value: (service) => format.date(service.expiry),
    },
  ];
  if (showOwner)
    columns.push({
      header: t({ id: 'serviceList.column.owner', message: 'Owner' }),
      value: (service) => service.ownerCorpName,
    });
  return columns;
}
