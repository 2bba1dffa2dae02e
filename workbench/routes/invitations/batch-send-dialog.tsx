import { chakra, Field, Stack, useRecipe } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { BATCH_INVITE_MAX } from '../../../shared/domain/invite';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { mobileListProblem, parseMobiles, type MobileListProblem } from './mobile-list';
import { FieldMessage } from '../../../design-system/components/field-message';

export interface BatchSendDialogProps {
  /** Sends the invitations; rejects with an Error whose message is shown, the mobiles kept. */
  onSend: (mobiles: string[]) => Promise<void>;
  onClose: () => void;
}

/**
 * Invites mobiles to the current corp in one batch (service/invite/batchsend). Mounted only while
 * open, so every opening starts with an empty box.
 */
export function BatchSendDialog({ onSend, onClose }: BatchSendDialogProps) {
  const { t } = useLingui();
  const fieldId = useId();
  // The ids the field gives its hint and error (Ark's field), which the textarea names itself.
  const hintId = `field::${fieldId}::helper-text`;
  const errorId = `field::${fieldId}::error-text`;
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmission(
    t({ id: 'invitations.send.failed', message: 'The invitations could not be sent.' }),
  );

  const mobiles = parseMobiles(text);
  // Problems show once the person has tried to send, then follow every keystroke.
  const problem = checked ? mobileListProblem(mobiles) : undefined;
  const max = BATCH_INVITE_MAX;

  const problemText = (found: MobileListProblem): string => {
    switch (found.kind) {
      case 'empty':
        return t({ id: 'invitations.send.empty', message: 'Enter at least one mobile number' });
      case 'invalid': {
        const list = found.mobiles.join(', ');
        return t({
          id: 'invitations.send.invalid',
          message: `These are not mobile numbers: ${list}`,
        });
      }
      case 'tooMany': {
        const count = found.count;
        return t({
          id: 'invitations.send.tooMany',
          message: `At most ${max} mobile numbers at a time (you entered ${count})`,
        });
      }
    }
  };

  const send = () => {
    setChecked(true);
    if (mobileListProblem(mobiles)) return;
    return run(() => onSend(mobiles));
  };

  return (
    <AppDialog
      open
      title={t({ id: 'invitations.send.title', message: 'Invite by mobile number' })}
      confirmLabel={t({ id: 'invitations.send.confirm', message: 'Send invitations' })}
      confirmLoading={busy}
      closeOnInteractOutside={false}
      onConfirm={send}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
    >
      <Stack gap="3">
        <Field.Root id={fieldId} required invalid={problem !== undefined}>
          <Field.Label>
            {t({ id: 'invitations.send.mobiles', message: 'Mobile numbers' })}
            <Field.RequiredIndicator />
          </Field.Label>
          {/* The theme carries no textarea recipe: the input's styles, on a textarea wired to the
              field by id, as the field's context reaches only its own inputs. */}
          <chakra.textarea
            css={inputStyles}
            h="auto"
            py="2"
            id={fieldId}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            rows={5}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <FieldMessage
            helper={t({
              id: 'invitations.send.hint',
              message: `One a line, or separated by commas; up to ${max} at a time.`,
            })}
            error={problem ? problemText(problem) : undefined}
          />
        </Field.Root>
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
