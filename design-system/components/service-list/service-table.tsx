import { Stack, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Service } from '../../../shared/domain/services';
import { useDateFormat } from '../../utils/format-date';
import { TruncatedText } from '../truncated-text';
import { RowActions } from '../row-actions';
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

/** The services as a table, one row each, the actions in the last column. */
export function ServiceTable({ label, services, showOwner, actions }: ServiceTableProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const menuItems = useServiceMenuItems(actions);
  return (
    <Table.ScrollArea border="sm" borderColor="border" borderRadius="control">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.name', message: 'Service' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.product', message: 'Product' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.status', message: 'Status' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.expiry', message: 'Expiry date' })}
            </Table.ColumnHeader>
            {showOwner && (
              <Table.ColumnHeader scope="col">
                {t({ id: 'serviceList.column.owner', message: 'Owner' })}
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.actions', message: 'Actions' })}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {services.map((service) => (
            <Table.Row key={service.serviceId}>
              <Table.Cell as="th" scope="row" fontWeight="medium" maxW="2xs">
                <TruncatedText>{service.name}</TruncatedText>
              </Table.Cell>
              <Table.Cell maxW="3xs">
                <TruncatedText>{service.productName}</TruncatedText>
              </Table.Cell>
              <Table.Cell>
                <ServiceStatusBadge status={service.state} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {format.date(service.expiry)}
              </Table.Cell>
              {showOwner && (
                <Table.Cell maxW="3xs">
                  <TruncatedText>{service.ownerCorpName}</TruncatedText>
                </Table.Cell>
              )}
              <Table.Cell>
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
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
