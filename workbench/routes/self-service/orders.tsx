import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AmountText } from '../../../design-system/components/amount-text';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ListState } from '../../../design-system/components/list-state';
import { DataTable } from '../../../design-system/components/data-table';
import { useDateFormat } from '../../../design-system/utils/format-date';
import { useOrderRelationInfos } from '../../data/self-service';
import { RelationInfoTable } from './relation-infos';
import type { Order } from '../../../shared/payloads/self-service';
import { listFailure } from '../list-failure';

/** The account's orders, each with a way to see its relation infos. */
export function OrderTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const [shown, setShown] = useState<string | null>(null);
  const label = t({ id: 'selfService.orders', message: 'Orders' });
  return (
    <>
      <DataTable
        label={label}
        rows={orders}
        rowKey={(order) => order.orderNum}
        columns={[
          {
            key: 'orderNum',
            header: t({ id: 'selfService.column.orderNum', message: 'Order number' }),
            rowHeader: true,
            cell: (order) => (
              <Text as="span" fontWeight="normal" fontVariantNumeric="tabular-nums">
                {order.orderNum}
              </Text>
            ),
          },
          {
            key: 'product',
            header: t({ id: 'selfService.column.product', message: 'Product' }),
            cell: (order) => (
              <HStack gap="2">
                {order.productName}
                {order.trialProduct ? (
                  <Badge variant="subtle" colorPalette="purple">
                    {t({ id: 'selfService.trial', message: 'Trial' })}
                  </Badge>
                ) : null}
              </HStack>
            ),
          },
          {
            key: 'amount',
            header: t({ id: 'selfService.column.amount', message: 'Amount' }),
            align: 'end',
            cell: (order) => <AmountText value={order.amount} />,
          },
          {
            key: 'ordered',
            header: t({ id: 'selfService.column.ordered', message: 'Ordered on' }),
            nowrap: true,
            cell: (order) => format.date(order.createTime),
          },
          {
            key: 'pending',
            header: t({ id: 'selfService.column.pending', message: 'Waiting to relate' }),
            align: 'end',
            showFrom: 'lg',
            cell: (order) => order.pendingRelations,
          },
        ]}
        actions={{
          header: t({ id: 'selfService.column.actions', message: 'Actions' }),
          cell: ({ orderNum }) => (
            <Button
              size="xs"
              variant="outline"
              aria-label={t({
                id: 'selfService.orderRelations.named',
                message: `Relation infos of ${orderNum}`,
              })}
              onClick={() => setShown(orderNum)}
            >
              {t({ id: 'selfService.orderRelations', message: 'Relation infos' })}
            </Button>
          ),
        }}
      />
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
        errorMessage={listFailure(
          t({
            id: 'selfService.orderRelations.failed',
            message: 'The relation infos of this order could not be loaded.',
          }),
          error,
        )}
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
