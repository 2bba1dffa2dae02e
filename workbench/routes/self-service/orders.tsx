import { Badge, Button, HStack, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AmountText, intlLocale } from '../../../design-system/components/amount-text';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ListState } from '../../../design-system/components/list-state';
import { TableFrame } from '../../../design-system/components/table-frame';
import { formatDate } from '../../../design-system/utils/format-date';
import { useOrderRelationInfos } from '../../data/self-service';
import { RelationInfoTable } from './relation-infos';
import type { Order } from '../../../shared/payloads/self-service';

/** The account's orders, each with a way to see its relation infos. */
export function OrderTable({ orders }: { orders: readonly Order[] }) {
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale, i18n.locales);
  const [shown, setShown] = useState<string | null>(null);
  const label = t({ id: 'selfService.orders', message: 'Orders' });
  return (
    <>
      <TableFrame label={label}>
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                {t({ id: 'selfService.column.orderNum', message: 'Order number' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'selfService.column.product', message: 'Product' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {t({ id: 'selfService.column.amount', message: 'Amount' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'selfService.column.ordered', message: 'Ordered on' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'selfService.column.pending', message: 'Waiting to relate' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'selfService.column.actions', message: 'Actions' })}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.map((order) => {
              const { orderNum } = order;
              return (
                <Table.Row key={orderNum}>
                  <Table.Cell
                    as="th"
                    scope="row"
                    fontWeight="normal"
                    fontVariantNumeric="tabular-nums"
                  >
                    {order.orderNum}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      {order.productName}
                      {order.trialProduct ? (
                        <Badge variant="subtle" colorPalette="purple">
                          {t({ id: 'selfService.trial', message: 'Trial' })}
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <AmountText value={order.amount} />
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDate(order.createTime, locale)}
                  </Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">
                    {order.pendingRelations}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t({
                        id: 'selfService.orderRelations.named',
                        message: `Relation infos of ${orderNum}`,
                      })}
                      onClick={() => setShown(order.orderNum)}
                    >
                      {t({ id: 'selfService.orderRelations', message: 'Relation infos' })}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </TableFrame>
      {shown !== null ? (
        <OrderRelationsDialog orderNum={shown} onClose={() => setShown(null)} />
      ) : null}
    </>
  );
}

/** One order's relation infos (selfService/order/relationInfos), read when opened. */
function OrderRelationsDialog({ orderNum, onClose }: { orderNum: string; onClose: () => void }) {
  const { t } = useLingui();
  const { data, error, mutate } = useOrderRelationInfos(orderNum);
  const title = t({ id: 'selfService.orderRelations.title', message: `Order ${orderNum}` });
  const status = error ? 'error' : !data ? 'loading' : data.length === 0 ? 'empty' : 'ready';
  return (
    <AppDialog
      open
      title={title}
      size="xl"
      showCancel={false}
      confirmLabel={t({ id: 'selfService.close', message: 'Close' })}
      onConfirm={onClose}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <ListState
        status={status}
        errorMessage={t({
          id: 'selfService.orderRelations.failed',
          message: 'The relation infos of this order could not be loaded.',
        })}
        onRetry={() => void mutate()}
        emptyMessage={t({
          id: 'selfService.orderRelations.empty',
          message: 'This order has no relation infos.',
        })}
      >
        <RelationInfoTable label={title} relations={data ?? []} />
      </ListState>
    </AppDialog>
  );
}
