import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog, ConfirmDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { DataTable } from '../../../design-system/components/data-table';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { PROTECT_CODE } from '../../../shared/contract';
import { useAccount } from '../../data/account';
import { useRelationInfoResult } from '../../data/self-service';
import { useSelfServiceRelationInfoSms } from '../../data/sms';
import {
  ANSWER_LABELS,
  PROTECT_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  type AnsweredProtect,
} from './relation-labels';
import { ParityDialog } from './parity-dialog';
import type { RelationInfo } from '../../../shared/payloads/self-service';
import { FieldMessage } from '../../../design-system/components/field-message';

/** The longest answer taken (spec-silent: the length the sandbox accepts). */
const ANSWER_MAX_LENGTH = 100;

type Answering = { relation: RelationInfo; kind: 'agree' | 'decline' } | undefined;

/**
 * The masked mobile a relation's code goes to: the order's for mobile, the account's own for a
 * protected contact (decision 0038); undefined when it is not proved by a code.
 */
function codeMobile(relation: RelationInfo, accountMobile: string): string | undefined {
  if (relation.protect === PROTECT_CODE.mobile) return relation.mobile;
  if (relation.protect === PROTECT_CODE.protect) return accountMobile;
  return undefined;
}

export interface RelationInfoTableProps {
  label: string;
  relations: readonly RelationInfo[];
  /** Offers Relate and Decline on the pending rows. @default false */
  actions?: boolean;
}

/** Relation infos: the order each belongs to, how it is proved, where it stands. */
export function RelationInfoTable({ label, relations, actions = false }: RelationInfoTableProps) {
  const { t, i18n } = useLingui();
  const { data: account } = useAccount();
  const [answering, setAnswering] = useState<Answering>();
  const accountMobile = account?.mobile ?? '';
  return (
    <>
      <DataTable
        label={label}
        rows={relations}
        rowKey={(relation) => relation.id}
        columns={[
          {
            key: 'orderNum',
            header: t({ id: 'selfService.column.orderNum', message: 'Order number' }),
            rowHeader: true,
            cell: (relation) => (
              <Text as="span" fontWeight="normal" fontVariantNumeric="tabular-nums">
                {relation.orderNum}
              </Text>
            ),
          },
          {
            key: 'service',
            header: t({ id: 'selfService.column.service', message: 'Service' }),
            cell: (relation) => relation.serviceName,
          },
          {
            key: 'corp',
            header: t({ id: 'selfService.column.corp', message: 'Company' }),
            cell: (relation) => relation.corpName,
          },
          {
            key: 'proof',
            header: t({ id: 'selfService.column.proof', message: 'Proved by' }),
            cell: (relation) => {
              const mobile = codeMobile(relation, accountMobile);
              return (
                <Text as="span">
                  {i18n._(PROTECT_LABELS[relation.protect])}
                  {mobile ? (
                    <Text as="span" color="text.secondary" fontVariantNumeric="tabular-nums">
                      {' '}
                      ({mobile})
                    </Text>
                  ) : null}
                </Text>
              );
            },
          },
          {
            key: 'status',
            header: t({ id: 'selfService.column.status', message: 'Status' }),
            cell: (relation) => (
              <Badge variant="subtle" colorPalette={STATUS_TONES[relation.status]}>
                {i18n._(STATUS_LABELS[relation.status])}
              </Badge>
            ),
          },
        ]}
        actions={
          actions
            ? {
                header: t({ id: 'selfService.column.actions', message: 'Actions' }),
                cell: (relation) => {
                  const { orderNum, serviceName } = relation;
                  return relation.status === 'pending' ? (
                    <HStack gap="2">
                      <Button
                        size="xs"
                        colorPalette="brand"
                        aria-label={t({
                          id: 'selfService.relate.named',
                          message: `Relate ${orderNum} (${serviceName})`,
                        })}
                        onClick={() => setAnswering({ relation, kind: 'agree' })}
                      >
                        {t({ id: 'selfService.relate', message: 'Relate' })}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t({
                          id: 'selfService.decline.named',
                          message: `Decline ${orderNum} (${serviceName})`,
                        })}
                        onClick={() => setAnswering({ relation, kind: 'decline' })}
                      >
                        {t({ id: 'selfService.decline', message: 'Decline' })}
                      </Button>
                    </HStack>
                  ) : null;
                },
              }
            : undefined
        }
      />
      {answering ? (
        <AnswerFlow
          key={`${answering.relation.id}-${answering.kind}`}
          relation={answering.relation}
          kind={answering.kind}
          accountMobile={accountMobile}
          onClose={() => setAnswering(undefined)}
        />
      ) : null}
    </>
  );
}

interface AnswerFlowProps {
  relation: RelationInfo;
  kind: 'agree' | 'decline';
  /** The signed-in account's mobile, masked: where a protected contact's code goes. */
  accountMobile: string;
  onClose: () => void;
}

/** One answer to a relation info: decline after a question, relate with the proof it asks for. */
function AnswerFlow({ relation, kind, accountMobile, onClose }: AnswerFlowProps) {
  const { t } = useLingui();
  const { trigger } = useRelationInfoResult();
  const { trigger: selfServiceRelationInfo } = useSelfServiceRelationInfoSms();
  const { orderNum, serviceName } = relation;

  const related = () => {
    raiseSuccessToast({
      description: t({
        id: 'selfService.related',
        message: `Order ${orderNum} is now related to your account.`,
      }),
    });
    onClose();
  };

  if (kind === 'decline')
    return (
      <ConfirmDialog
        open
        destructive
        title={t({ id: 'selfService.decline.title', message: 'Decline this relation info?' })}
        message={t({
          id: 'selfService.decline.message',
          message: `${serviceName} of order ${orderNum} will not be related to your account. This cannot be undone.`,
        })}
        confirmLabel={t({ id: 'selfService.decline', message: 'Decline' })}
        onCancel={onClose}
        onConfirm={() =>
          trigger({ id: relation.id, agree: false }).then(
            () => {
              raiseSuccessToast({
                description: t({
                  id: 'selfService.declined',
                  message: `Order ${orderNum} was declined.`,
                }),
              });
              onClose();
            },
            // The catalogue has toasted why; the question stays to try again or cancel.
            () => undefined,
          )
        }
      />
    );

  const title = t({ id: 'selfService.relate.title', message: `Relate order ${orderNum}` });
  if (relation.protect === PROTECT_CODE.showParity)
    return <ParityDialog title={title} relation={relation} onRelated={related} onClose={onClose} />;
  const mobile = codeMobile(relation, accountMobile);
  if (mobile !== undefined)
    return (
      <MobileVerificationDialog
        open
        title={title}
        description={
          relation.protect === PROTECT_CODE.protect
            ? t({
                id: 'selfService.relate.protectIntro',
                message: `The order's contact is protected. Prove ${serviceName} is yours with a code sent to your account's mobile.`,
              })
            : t({
                id: 'selfService.relate.mobileIntro',
                message: `Prove ${serviceName} is yours with a code sent to the order's mobile.`,
              })
        }
        maskedMobile={mobile}
        onSendCode={async () => {
          await selfServiceRelationInfo({ id: relation.id });
        }}
        onConfirm={async ({ vCode }) => {
          await trigger({ id: relation.id, agree: true, vCode });
          related();
        }}
        onClose={onClose}
      />
    );
  return <AnswerDialog title={title} relation={relation} onAnswered={related} onClose={onClose} />;
}

interface AnswerDialogProps {
  title: string;
  relation: RelationInfo;
  onAnswered: () => void;
  onClose: () => void;
}

/** Relating by what is on record for the order: the answer stays as typed when refused. */
function AnswerDialog({ title, relation, onAnswered, onClose }: AnswerDialogProps) {
  const { t, i18n } = useLingui();
  const { trigger } = useRelationInfoResult();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const submission = useSubmission(
    t({ id: 'selfService.relate.failed', message: 'The order could not be related.' }),
  );
  const protect = relation.protect as AnsweredProtect;
  const { serviceName } = relation;

  const submit = () => {
    if (answer.trim() === '') {
      setMissing(true);
      return;
    }
    return submission.run(async () => {
      await trigger({ id: relation.id, agree: true, answer: answer.trim() });
      onAnswered();
    });
  };

  return (
    <AppDialog
      open
      title={title}
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={submit}
      confirmLoading={submission.busy}
      confirmLabel={t({ id: 'selfService.relate', message: 'Relate' })}
    >
      <Stack gap="3">
        <Text>
          {t({
            id: 'selfService.relate.answerIntro',
            message: `Prove ${serviceName} is yours with what is on record for the order.`,
          })}
        </Text>
        <Field.Root invalid={missing} required>
          <Field.Label>{i18n._(ANSWER_LABELS[protect])}</Field.Label>
          <Input
            value={answer}
            maxLength={ANSWER_MAX_LENGTH}
            onChange={(event) => {
              setAnswer(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
          />
          <FieldMessage
            error={
              missing
                ? t({ id: 'selfService.relate.answerEmpty', message: 'Enter the answer' })
                : undefined
            }
          />
        </Field.Root>
        <ErrorAlert message={submission.error} />
      </Stack>
    </AppDialog>
  );
}
