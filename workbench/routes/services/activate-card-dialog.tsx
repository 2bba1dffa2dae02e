import { Field, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useActivateCard } from '../../data/services';
import { quietly } from './quietly';
import { FieldMessage } from '../../../design-system/components/field-message';

/** An activation card's code holds at most this many characters (the sandbox's input limit). */
const CARD_CODE_MAX_LENGTH = 64;

/** A prepaid card's code turns into a new paid service (activecard/active); a refused code stays. */
export default function ActivateCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { trigger } = useActivateCard();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const { busy, error, run } = useSubmission(
    t({ id: 'services.card.failed', message: 'The card could not be activated.' }),
  );

  const submit = () => {
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    return run(async () => {
      const service = await quietly(trigger({ code: code.trim() }));
      const name = service.name;
      raiseSuccessToast({
        description: t({
          id: 'services.card.done',
          message: `The card is activated: ${name} was added to your own services.`,
        }),
      });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      title={t({ id: 'services.card.title', message: 'Activate a card' })}
      description={t({
        id: 'services.card.description',
        message: 'Enter the code printed on the card. It adds a paid service to this company.',
      })}
      confirmLabel={t({ id: 'services.card.confirm', message: 'Activate' })}
      confirmLoading={busy}
      onConfirm={submit}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Stack gap="3">
        <Field.Root invalid={missing} required>
          <Field.Label>{t({ id: 'services.card.code', message: 'Card code' })}</Field.Label>
          <Input
            size="sm"
            value={code}
            maxLength={CARD_CODE_MAX_LENGTH}
            autoComplete="off"
            placeholder="JDY-0000-0000-0000"
            onChange={(event) => {
              setCode(event.target.value);
              setMissing(false);
            }}
          />
          <FieldMessage
            error={
              missing ? t({ id: 'services.card.empty', message: 'Enter the card code' }) : undefined
            }
          />
        </Field.Root>
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
