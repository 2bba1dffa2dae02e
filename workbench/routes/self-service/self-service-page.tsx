import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../design-system/components/app-dialog';
import { ListState } from '../../../design-system/components/list-state';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import {
  useConfirmMobileChange,
  useMobileChange,
  useSelfServiceOrders,
  useSelfServiceRelationInfos,
} from '../../data/self-service';
import { OrderTable } from './orders';
import { RelationInfoTable } from './relation-infos';
import type { MobileChangeInfo } from '../../../shared/payloads/self-service';
import { listFailure } from '../list-failure';
import { PageLayout } from '../../../design-system/components/page-layout';

function listStatus(data: readonly unknown[] | undefined, error: unknown) {
  if (error) return 'error' as const;
  if (!data) return 'loading' as const;
  return data.length === 0 ? ('empty' as const) : ('ready' as const);
}

/** A confirmed relation proposed the order's mobile as the account's: take it after a question. */
function MobileChangeNotice({ change }: { change: MobileChangeInfo }) {
  const { t } = useLingui();
  const { trigger, isMutating } = useConfirmMobileChange();
  const [asking, setAsking] = useState(false);
  const { mobile } = change;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t({
            id: 'selfService.mobileChange.title',
            message: `A related order proposes ${mobile} as your mobile`,
          })}
        </Alert.Title>
        <Alert.Description>
          {t({
            id: 'selfService.mobileChange.description',
            message: 'Change to it to sign in and receive codes with the mobile on your orders.',
          })}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" alignSelf="center" onClick={() => setAsking(true)}>
        {t({ id: 'selfService.mobileChange.action', message: 'Change mobile' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t({ id: 'selfService.mobileChange.confirmTitle', message: 'Change your mobile?' })}
        message={t({
          id: 'selfService.mobileChange.confirmMessage',
          message: `Your account will sign in with ${mobile} from now on.`,
        })}
        confirmLoading={isMutating}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          trigger().then(
            (result) => {
              setAsking(false);
              if (!result.changed) return;
              const now = result.mobile;
              raiseSuccessToast({
                description: t({
                  id: 'selfService.mobileChange.done',
                  message: `Your mobile is now ${now}.`,
                }),
              });
            },
            // The catalogue has toasted why; the question stays to try again or cancel.
            () => undefined,
          )
        }
      />
    </Alert.Root>
  );
}

/**
 * Self service: relation infos of orders bought under some contact, to relate to the account
 * (or decline), the account's orders, and a mobile a related order proposes.
 */
export default function SelfServicePage() {
  const { t } = useLingui();
  const relationsHeading = useId();
  const ordersHeading = useId();
  const relations = useSelfServiceRelationInfos();
  const orders = useSelfServiceOrders();
  const { data: change } = useMobileChange();

  const relationsLabel = t({ id: 'selfService.relations', message: 'Relation infos' });
  return (
    <PageLayout
      title={t({ id: 'selfService.title', message: 'Self service' })}
      description={t({
        id: 'selfService.intro',
        message:
          'Relate the orders bought for you to your account by proving they are yours, and see your orders.',
      })}
    >
      {change?.change ? <MobileChangeNotice change={change} /> : null}

      <Stack as="section" gap="3" aria-labelledby={relationsHeading}>
        <Heading as="h2" size="md" id={relationsHeading}>
          {relationsLabel}
        </Heading>
        <ListState
          status={listStatus(relations.data, relations.error)}
          errorMessage={listFailure(
            t({
              id: 'selfService.relations.failed',
              message: 'The relation infos could not be loaded.',
            }),
            relations.error,
          )}
          onRetry={() => void relations.mutate()}
          emptyMessage={t({
            id: 'selfService.relations.empty',
            message: 'There are no relation infos for your account.',
          })}
        >
          <RelationInfoTable label={relationsLabel} relations={relations.data ?? []} actions />
        </ListState>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby={ordersHeading}>
        <Heading as="h2" size="md" id={ordersHeading}>
          {t({ id: 'selfService.orders', message: 'Orders' })}
        </Heading>
        <ListState
          status={listStatus(orders.data, orders.error)}
          errorMessage={listFailure(
            t({
              id: 'selfService.orders.failed',
              message: 'The orders could not be loaded.',
            }),
            orders.error,
          )}
          onRetry={() => void orders.mutate()}
          emptyMessage={t({ id: 'selfService.orders.empty', message: 'You have no orders.' })}
        >
          <OrderTable orders={orders.data ?? []} />
        </ListState>
      </Stack>
    </PageLayout>
  );
}
