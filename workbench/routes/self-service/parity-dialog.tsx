import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AmountText } from '../../../design-system/components/amount-text';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { FactList, type Fact } from '../../../design-system/components/fact-list';
import { useDateFormat } from '../../../design-system/utils/format-date';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useRelationInfoResult } from '../../data/self-service';
import type { RelationInfo } from '../../../shared/payloads/self-service';

export interface ParityDialogProps {
  title: string;
  relation: RelationInfo;
  onRelated: () => void;
  onClose: () => void;
}

/**
 * A parity check (showParity, decision 0038): the order's details in full, related once the person
 * says they match their purchase; no code or answer is asked for.
 */
export function ParityDialog({ title, relation, onRelated, onClose }: ParityDialogProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const { trigger } = useRelationInfoResult();
  const submission = useSubmission(
    t({ id: 'selfService.relate.failed', message: 'The order could not be related.' }),
  );
  const { amount, createTime } = relation;
  const details: Fact[] = [
    [t({ id: 'selfService.column.orderNum', message: 'Order number' }), relation.orderNum],
    [t({ id: 'selfService.column.service', message: 'Service' }), relation.serviceName],
    [t({ id: 'selfService.column.corp', message: 'Company' }), relation.corpName],
  ];
  if (amount !== undefined)
    details.push([
      t({ id: 'selfService.column.amount', message: 'Amount' }),
      <AmountText key="amount" as="span" value={amount} />,
    ]);
  if (createTime !== undefined)
    details.push([
      t({ id: 'selfService.column.ordered', message: 'Ordered on' }),
      format.date(createTime),
    ]);

  return (
    <AppDialog
      open
      title={title}
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={() =>
        submission.run(async () => {
          await trigger({ id: relation.id, agree: true });
          onRelated();
        })
      }
      confirmLoading={submission.busy}
      confirmLabel={t({ id: 'selfService.parity.confirm', message: 'They match, relate' })}
    >
      <Stack gap="3">
        <Text fontWeight="medium">
          {t({
            id: 'selfService.parity.question',
            message: 'Do these details match your purchase?',
          })}
        </Text>
        <FactList items={details} />
        <Text color="text.secondary" textStyle="sm">
          {t({
            id: 'selfService.parity.hint',
            message: 'If they do not, cancel and decline this relation info instead.',
          })}
        </Text>
        <ErrorAlert message={submission.error} />
      </Stack>
    </AppDialog>
  );
}
