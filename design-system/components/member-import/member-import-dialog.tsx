import { Button, Dialog, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { rowsToSend, validRows } from '../../../shared/member-import';
import { AppDialog, AppDialogBody } from '../app-dialog';
import { ErrorAlert } from '../error-alert';
import { ImportResults } from './import-results';
import { useImportText } from './import-text';
import { SourceField } from './source-field';
import type { MemberImportFile, MemberImportStep } from './types';

export interface MemberImportDialogProps {
  /** The rows pasted into the box; kept while a file is chosen. */
  text: string;
  onTextChange: (text: string) => void;
  /** The file chosen, which is imported in place of the box's rows. @default none */
  file?: MemberImportFile;
  onFileChoose: (file: File) => void;
  onFileClear: () => void;
  /** What is wrong with the source as a whole (no rows, too many, not a CSV file). @default none */
  sourceError?: string;
  /** Where the import stands. */
  step: MemberImportStep;
  /** Runs the dry run on the source (again). */
  onCheck: () => void;
  /** Invites the valid rows not yet invited (all of them after a dry run). */
  onSend: () => void;
  /** Stops the send after the batch in flight. */
  onStop: () => void;
  /** Saves the template CSV (the header row in the page's language). */
  onDownloadTemplate: () => void;
  onClose: () => void;
}

/**
 * Member import (issue 21): mobiles, names and departments from a CSV file or rows pasted from a
 * spreadsheet; a dry run checks every row and shows each one's problems; then the valid rows are
 * invited batch by batch with the progress, and each row shows what became of it. The source stays
 * as it was written through every step, so a row is fixed there and checked again. It cannot be
 * closed while rows are being sent: Stop ends the send after the batch in flight.
 */
export function MemberImportDialog({
  text,
  onTextChange,
  file,
  onFileChoose,
  onFileClear,
  sourceError,
  step,
  onCheck,
  onSend,
  onStop,
  onDownloadTemplate,
  onClose,
}: MemberImportDialogProps) {
  const { t } = useLingui();
  const busy = step.status === 'checking' || step.status === 'sending';
  const hasSource = file !== undefined || text.trim() !== '';

  let primary: { label: string; action: () => void; disabled?: boolean } | undefined;
  let secondary: { label: string; action: () => void } | undefined;
  if (step.status === 'editing' || (step.status === 'checked' && step.stale))
    primary = {
      label:
        step.status === 'editing'
          ? t({ id: 'memberImport.check', message: 'Check rows' })
          : t({ id: 'memberImport.checkAgain', message: 'Check again' }),
      action: onCheck,
      disabled: !hasSource,
    };
  else if (step.status === 'checked') {
    const valid = validRows(step.rows).length;
    primary = {
      label: t({
        id: 'memberImport.send',
        message: plural(valid, { one: 'Invite # valid row', other: 'Invite # valid rows' }),
      }),
      action: onSend,
      disabled: validRows(step.rows).length === 0,
    };
    secondary = {
      label: t({ id: 'memberImport.checkAgain', message: 'Check again' }),
      action: onCheck,
    };
  } else if (step.status === 'sent') {
    secondary = {
      label: t({ id: 'memberImport.checkAgain', message: 'Check again' }),
      action: onCheck,
    };
    const left = rowsToSend(step.rows, step.results).length;
    if (left > 0)
      primary = {
        label: t({
          id: 'memberImport.sendRest',
          message: plural(left, {
            one: 'Invite the # row not sent',
            other: 'Invite the # rows not sent',
          }),
        }),
        action: onSend,
      };
  }

  return (
    <AppDialog
      open
      title={t({ id: 'memberImport.title', message: 'Import members' })}
      width="memberModal"
      ownSections
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      showCloseButton={!busy}
      onOpenChange={({ open: next }) => {
        if (!next && !busy) onClose();
      }}
    >
      <AppDialogBody>
        <Stack gap="4">
          <Text textStyle="sm" color="text.secondary">
            {t({
              id: 'memberImport.intro',
              message:
                'Each row is checked first; then the valid rows are invited to the company, in the department each names.',
            })}
          </Text>
          <SourceField
            text={text}
            onTextChange={onTextChange}
            file={file}
            onFileChoose={onFileChoose}
            onFileClear={onFileClear}
            error={sourceError}
            locked={busy}
            onDownloadTemplate={onDownloadTemplate}
          />
          {step.status === 'checking' ? (
            <CheckProgress done={step.done} total={step.total} />
          ) : null}
          {step.status === 'checked' && step.stale ? (
            <Text role="status" textStyle="sm" color="text.secondary">
              {t({
                id: 'memberImport.stale',
                message: 'The rows have changed since they were checked: check them again.',
              })}
            </Text>
          ) : null}
          {step.status === 'sent' && step.outcome !== 'done' ? (
            step.outcome === 'failed' ? (
              <ErrorAlert
                message={[
                  t({
                    id: 'memberImport.failed',
                    message: 'The invitations stopped: a batch failed.',
                  }),
                  step.message,
                ]
                  .filter(Boolean)
                  .join('\n')}
              />
            ) : (
              <Text role="status" textStyle="sm" fontWeight="medium">
                {t({
                  id: 'memberImport.cancelled',
                  message: 'Stopped: the rows after the last batch were not sent.',
                })}
              </Text>
            )
          ) : null}
          {step.status === 'checked' || step.status === 'sending' || step.status === 'sent' ? (
            <ImportResults step={step} />
          ) : null}
        </Stack>
      </AppDialogBody>
      <Dialog.Footer>
        <Flex gap="3" wrap="wrap" justify="flex-end" w="full">
          {step.status === 'sending' ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              loading={step.stopping}
              loadingText={t({
                id: 'memberImport.stopping',
                message: 'Stopping after this batch…',
              })}
              onClick={onStop}
            >
              {t({ id: 'memberImport.stop', message: 'Stop' })}
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onClose}>
              {step.status === 'sent'
                ? t({ id: 'memberImport.done', message: 'Done' })
                : t({ id: 'dialog.cancel', message: 'Cancel' })}
            </Button>
          )}
          {secondary ? (
            <Button type="button" size="sm" variant="outline" onClick={secondary.action}>
              {secondary.label}
            </Button>
          ) : null}
          {primary ? (
            <Button
              type="button"
              size="sm"
              colorPalette="brand"
              disabled={primary.disabled || busy}
              onClick={primary.action}
            >
              {primary.label}
            </Button>
          ) : null}
        </Flex>
      </Dialog.Footer>
    </AppDialog>
  );
}

MemberImportDialog.displayName = 'MemberImportDialog';

/** The dry run's progress: rows checked of the rows read. */
function CheckProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const { numbers } = useImportText();
  const shownDone = numbers.format(done);
  const shownTotal = numbers.format(total);
  const label = t({
    id: 'memberImport.checking',
    message: `Checking… ${shownDone} of ${shownTotal} rows`,
  });
  return (
    <Stack gap="1">
      <Progress.Root
        value={total === 0 ? null : (done / total) * 100}
        size="sm"
        colorPalette="brand"
      >
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text role="status" textStyle="sm" color="text.secondary" fontVariantNumeric="tabular-nums">
        {label}
      </Text>
    </Stack>
  );
}
