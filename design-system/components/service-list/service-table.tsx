import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../shared/domain/services';
import { useDateFormat } from '../../utils/format-date';
import { DataTable, type DataTableColumn } from '../data-table';
import { RowActions } from '../row-actions';
import { TruncatedText } from '../truncated-text';
import { ServiceFailure, type ServiceRowActions, useServiceMenuItems } from './service-actions';
import { ServiceStatusBadge } from './service-status-badge';

interface ServiceTableProps {
  /** The table's name: the list's tab. */
  label: string;
  services: readonly Service[];
  /** Whether the owner corp has a column (the shared list). */
  showOwner: boolean;
  actions: ServiceRowActions;
}

/**
 * The services as a table, one row each, the actions in the last column. The list around it keeps
 * the states and the pager it shares with the cards.
 */
export function ServiceTable({ label, services, showOwner, actions }: ServiceTableProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const menuItems = useServiceMenuItems(actions);
  const columns: DataTableColumn<Service>[] = [
    {
      key: 'name',
      header: t({ id: 'serviceList.column.name', message: 'Service' }),
      rowHeader: true,
      cell: (service) => <TruncatedText>{service.name}</TruncatedText>,
    },
    {
      key: 'product',
      header: t({ id: 'serviceList.column.product', message: 'Product' }),
      showFrom: 'lg',
      cell: (service) => <TruncatedText>{service.productName}</TruncatedText>,
    },
    {
      key: 'status',
      header: t({ id: 'serviceList.column.status', message: 'Status' }),
      cell: (service) => <ServiceStatusBadge status={service.state} />,
    },
    {
      key: 'expiry',
      header: t({ id: 'serviceList.column.expiry', message: 'Expiry date' }),
      nowrap: true,
      cell: (service) => format.date(service.expiry),
    },
    ...(showOwner
      ? [
          {
            key: 'owner',
            header: t({ id: 'serviceList.column.owner', message: 'Owner' }),
            cell: (service: Service) => <TruncatedText>{service.ownerCorpName}</TruncatedText>,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      rows={services}
      rowKey={(service) => service.serviceId}
      columns={columns}
      actions={{
        header: t({ id: 'serviceList.column.actions', message: 'Actions' }),
        cell: (service) => (
          <Stack gap="1">
            <RowActions
              name={service.name}
              main={{
                label: t({ id: 'serviceList.enter', message: 'Enter' }),
                busy: actions.entering === service.serviceId,
                onClick: () => actions.onEnter(service),
              }}
              more={menuItems(service, true)}
            />
            <ServiceFailure service={service} actions={actions} />
          </Stack>
        ),
      }}
    />
  );
}
