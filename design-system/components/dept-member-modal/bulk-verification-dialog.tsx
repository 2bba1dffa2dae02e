import {
  Button,
  Field,
  Flex,
  NativeSelect,
  Progress,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../utils/error-message';
import { countFormat } from '../amount-text/format-amount';
import { AppDialog } from '../app-dialog';
import type { DeptTreeInput } from '../dept-tree';
import { ErrorAlert } from '../error-alert';
import {
  BulkVerificationSummary,
  BulkVerificationTable,
  type BulkVerificationResult,
  type BulkVerificationRow,
} from './bulk-verification-table';
import {
  deptOptions,
  outcomeOf,
  previewBulkVerification,
  type BulkVerificationAction,
  type BulkVerificationMember,
  type BulkVerificationPreview,
} from './bulk-verification-rules';

export interface BulkVerificationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The corp's departments, flat, for the choice of a subtree. */
  depts: readonly DeptTreeInput[];
  /** The department chosen first. @default the first in tree order (the root) */
  defaultDeptId?: string;
  /**
   * Reads every member of the department and those under it, with where each one's second check
   * stands, calling `progress` as it goes. Rejects with an Error to show. The signal aborts when the
   * person goes back or closes the dialog.
   */
  onPreview: (request: {
    deptId: string;
    /** Turning on needs to know who has a check mobile; turning off does not. */
    action: BulkVerificationAction;
    progress: (done: number, total: number) => void;
    signal: AbortSignal;
  }) => Promise<BulkVerificationMember[]>;
  /** Turns one member's second check on or off. A rejection's message is that member's result. */
  onApply: (member: BulkVerificationMember, action: BulkVerificationAction) => Promise<void>;
  /** Called when a run of changes ends, to read the member lists again once. @default undefined */
  onApplied?: () => void;
}

type Step =
  | { kind: 'choose'; failure?: string }
  | { kind: 'reading'; done: number; total: number }
  | { kind: 'preview'; members: BulkVerificationMember[]; preview: BulkVerificationPreview }
  | {
      kind: 'applying' | 'done';
      members: BulkVerificationMember[];
      preview: BulkVerificationPreview;
      results: ReadonlyMap<string, BulkVerificationResult>;
      stopping?: boolean;
    };

/**
 * Login verification for a whole department at once (issue 21): pick a department (its subtree is
 * taken) and on or off, see who gains or loses it, who is already so and who has no verification
 * phone to turn on, confirm once, then watch each member's change go through, with a result per
 * member and the failed ones to try again. Members are changed one at a time, so a stop takes
 * effect after the member in progress.
 */
export function BulkVerificationDialog({
  open,
  onClose,
  depts,
  defaultDeptId,
  onPreview,
  onApply,
  onApplied,
}: BulkVerificationDialogProps) {
  const { t, i18n } = useLingui();
  const options = useMemo(() => deptOptions(depts), [depts]);
  const [deptId, setDeptId] = useState(defaultDeptId ?? options[0]?.deptId ?? '');
  const [action, setAction] = useState<BulkVerificationAction>('on');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const reading = useRef<AbortController | null>(null);
  const stopRequested = useRef(false);
  const numbers = countFormat(i18n);
  const format = (value: number) => numbers.format(value);

  const close = () => {
    reading.current?.abort();
    stopRequested.current = true;
    onClose();
  };

  const readMembers = async () => {
    const controller = new AbortController();
    reading.current = controller;
    setStep({ kind: 'reading', done: 0, total: 0 });
    try {
      const members = await onPreview({
        deptId,
        action,
        signal: controller.signal,
        progress: (done, total) => {
          if (!controller.signal.aborted) setStep({ kind: 'reading', done, total });
        },
      });
      if (controller.signal.aborted) return;
      setStep({ kind: 'preview', members, preview: previewBulkVerification(members, action) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({
        kind: 'choose',
        failure: errorMessage(
          error,
          t({ id: 'bulkVerification.readFailed', message: 'The members could not be read.' }),
        ),
      });
    }
  };

  const back = () => {
    reading.current?.abort();
    setStep({ kind: 'choose' });
  };

  /** Changes the members one at a time, from the results so far (a retry keeps the done ones). */
  const apply = async (
    members: BulkVerificationMember[],
    preview: BulkVerificationPreview,
    targets: readonly BulkVerificationMember[],
    before: ReadonlyMap<string, BulkVerificationResult>,
  ) => {
    stopRequested.current = false;
    const results = new Map(before);
    for (const member of targets) results.set(member.userId, { status: 'waiting' });
    const show = (kind: 'applying' | 'done') =>
      setStep({
        kind,
        members,
        preview,
        results: new Map(results),
        stopping: stopRequested.current,
      });
    show('applying');
    for (const member of targets) {
      if (stopRequested.current) {
        results.set(member.userId, { status: 'stopped' });
        continue;
      }
      try {
        await onApply(member, action);
        results.set(member.userId, { status: 'done' });
      } catch (error) {
        results.set(member.userId, {
          status: 'failed',
          message: errorMessage(
            error,
            t({ id: 'bulkVerification.memberFailed', message: 'Not changed. Try again.' }),
          ),
        });
      }
      show('applying');
    }
    show('done');
    onApplied?.();
  };

  const title = t({ id: 'bulkVerification.title', message: 'Login verification by department' });
  const dialogProps = {
    open,
    title,
    size: 'lg' as const,
    showFooter: false,
    closeOnInteractOutside: false,
    // A change under way finishes its member before the dialog may close.
    closeOnEscape: step.kind !== 'applying',
    showCloseButton: step.kind !== 'applying',
    onOpenChange: ({ open: next }: { open: boolean }) => {
      if (!next) close();
    },
  };

  if (step.kind === 'choose' || step.kind === 'reading') {
    const busy = step.kind === 'reading';
    const readDone = format(busy ? step.done : 0);
    const readTotal = format(busy ? step.total : 0);
    return (
      <AppDialog {...dialogProps}>
        <Stack gap="4">
          <Field.Root disabled={busy}>
            <Field.Label>{t({ id: 'bulkVerification.dept', message: 'Department' })}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={deptId}
                onChange={(event) => setDeptId(event.target.value)}
              >
                {options.map((option) => (
                  <option key={option.deptId} value={option.deptId}>
                    {option.path}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>
              {t({
                id: 'bulkVerification.deptHelp',
                message: 'Its members and those of every department under it.',
              })}
            </Field.HelperText>
          </Field.Root>
          <RadioGroup.Root
            size="sm"
            value={action}
            onValueChange={({ value }) => setAction(value === 'off' ? 'off' : 'on')}
            disabled={busy}
          >
            <RadioGroup.Label>
              {t({ id: 'bulkVerification.action', message: 'Phone verification' })}
            </RadioGroup.Label>
            <Flex gap="4" mt="2" wrap="wrap">
              <RadioGroup.Item value="on">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t({ id: 'bulkVerification.turnOn', message: 'Turn on' })}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="off">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t({ id: 'bulkVerification.turnOff', message: 'Turn off' })}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            </Flex>
          </RadioGroup.Root>
          {step.kind === 'choose' ? <ErrorAlert message={step.failure} /> : null}
          <Flex gap="3" justify="flex-end" align="center" wrap="wrap">
            {busy ? (
              <Text
                role="status"
                textStyle="sm"
                color="text.secondary"
                fontVariantNumeric="tabular-nums"
              >
                {step.total === 0
                  ? t({ id: 'bulkVerification.reading', message: 'Reading the members…' })
                  : t({
                      id: 'bulkVerification.readingProgress',
                      message: `Reading the members… ${readDone} / ${readTotal}`,
                    })}
              </Text>
            ) : null}
            <Button size="sm" variant="outline" onClick={busy ? back : close}>
              {t({ id: 'dialog.cancel', message: 'Cancel' })}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              // Disabled, not loading: its words stay, and the count beside it says what it waits for.
              disabled={busy || deptId === ''}
              onClick={() => void readMembers()}
            >
              {t({ id: 'bulkVerification.preview', message: 'Preview' })}
            </Button>
          </Flex>
        </Stack>
      </AppDialog>
    );
  }

  const { members, preview } = step;
  const results = step.kind === 'preview' ? undefined : step.results;
  const rows: BulkVerificationRow[] = [
    ...preview.changes,
    ...preview.noCheckMobile,
    ...preview.unchanged,
  ].map((member) => ({
    member,
    outcome: outcomeOf(member, action),
    result: results?.get(member.userId),
  }));
  const changeCount = preview.changes.length;
  const count = format(changeCount);
  const processed = results
    ? preview.changes.filter((member) => results.get(member.userId)?.status !== 'waiting').length
    : 0;
  const failed = results
    ? preview.changes.filter((member) => results.get(member.userId)?.status !== 'done')
    : [];
  const processedCount = format(processed);
  const failedCount = format(failed.length);

  return (
    <AppDialog {...dialogProps}>
      <Stack gap="4">
        <BulkVerificationSummary action={action} preview={preview} />

        {step.kind === 'preview' ? null : (
          <Progress.Root
            value={changeCount === 0 ? 100 : (processed / changeCount) * 100}
            size="sm"
            colorPalette="brand"
          >
            <Progress.Track
              aria-label={t({ id: 'bulkVerification.progressLabel', message: 'Members changed' })}
            >
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText mt="1" textStyle="sm" fontVariantNumeric="tabular-nums">
              {t({
                id: 'bulkVerification.progress',
                message: `${processedCount} / ${count} changed`,
              })}
            </Progress.ValueText>
          </Progress.Root>
        )}

        <BulkVerificationTable rows={rows} showResults={results !== undefined} />

        <Flex gap="3" justify="flex-end" wrap="wrap">
          {step.kind === 'preview' ? (
            <>
              <Button size="sm" variant="outline" onClick={back}>
                {t({ id: 'bulkVerification.back', message: 'Back' })}
              </Button>
              <Button
                size="sm"
                colorPalette={action === 'off' ? 'red' : 'brand'}
                disabled={changeCount === 0}
                onClick={() => void apply(members, preview, preview.changes, new Map())}
              >
                {action === 'on'
                  ? t({
                      id: 'bulkVerification.confirmOn',
                      message: plural(changeCount, {
                        one: 'Turn on for # member',
                        other: 'Turn on for # members',
                      }),
                    })
                  : t({
                      id: 'bulkVerification.confirmOff',
                      message: plural(changeCount, {
                        one: 'Turn off for # member',
                        other: 'Turn off for # members',
                      }),
                    })}
              </Button>
            </>
          ) : step.kind === 'applying' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={step.stopping}
              onClick={() => {
                stopRequested.current = true;
                setStep({ ...step, stopping: true });
              }}
            >
              {t({ id: 'bulkVerification.stop', message: 'Stop after this member' })}
            </Button>
          ) : (
            <>
              {failed.length > 0 ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void apply(members, preview, failed, step.results)}
                >
                  {t({
                    id: 'bulkVerification.retry',
                    message: `Try the ${failedCount} not changed again`,
                  })}
                </Button>
              ) : null}
              <Button size="sm" colorPalette="brand" onClick={close}>
                {t({ id: 'bulkVerification.close', message: 'Done' })}
              </Button>
            </>
          )}
        </Flex>
      </Stack>
    </AppDialog>
  );
}
