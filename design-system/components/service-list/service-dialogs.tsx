import { Alert, Button, Field, Input, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  SERVICE_NAME_MAX_LENGTH,
  type Service,
  type TransferInfo,
} from '../../../shared/domain/services';
import { errorMessage } from '../../utils/error-message';
import { useSubmission } from '../../utils/use-submission';
import { AppDialog } from '../app-dialog';
import { serviceNameRule } from './service-rules';
import { FieldMessage } from '../field-message';

/** The rejection of an action, shown inside its dialog. */
function Failure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** One action at a time, its rejection kept to show (the submit guard). */
function useAction() {
  const { t } = useLingui();
  const { busy, error, run } = useSubmission(
    t({ id: 'serviceList.failed', message: 'That did not work. Try again.' }),
  );
  return { busy, failure: error, run };
}

export interface RenameServiceDialogProps {
  service: Service;
  onRename: (service: Service, name: string) => Promise<void>;
  onClose: () => void;
}

/** A new name, 1 to SERVICE_NAME_MAX_LENGTH characters; a refused name stays as typed. */
export function RenameServiceDialog({ service, onRename, onClose }: RenameServiceDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(service.name);
  const [checked, setChecked] = useState(false);
  const { failure, run } = useAction();
  const problem = checked ? serviceNameRule(name) : undefined;
  const max = SERVICE_NAME_MAX_LENGTH;

  const submit = () => {
    setChecked(true);
    if (serviceNameRule(name)) return;
    const trimmed = name.trim();
    if (trimmed === service.name) {
      onClose();
      return;
    }
    return run(async () => {
      await onRename(service, trimmed);
      onClose();
    });
  };

  return (
    <AppDialog
      open
      title={t({ id: 'serviceList.rename.title', message: 'Rename service' })}
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={submit}
      confirmLabel={t({ id: 'serviceList.rename.save', message: 'Save' })}
    >
      <Stack gap="3">
        <Field.Root invalid={problem !== undefined} required>
          <Field.Label>
            {t({ id: 'serviceList.rename.label', message: 'Service name' })}
          </Field.Label>
          <Input
            size="sm"
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <FieldMessage
            helper={t({ id: 'serviceList.rename.hint', message: `Up to ${max} characters` })}
            error={
              problem === undefined
                ? undefined
                : problem === 'empty'
                  ? t({ id: 'serviceList.rename.empty', message: 'Enter a service name' })
                  : t({
                      id: 'serviceList.rename.tooLong',
                      message: `A service name holds at most ${max} characters`,
                    })
            }
          />
        </Field.Root>
        <Failure message={failure} />
      </Stack>
    </AppDialog>
  );
}

RenameServiceDialog.displayName = 'RenameServiceDialog';

export interface TransferServiceDialogProps {
  service: Service;
  /** Loads the corps the service can move to (gettransferinfo). */
  loadInfo: (service: Service) => Promise<TransferInfo>;
  onTransfer: (service: Service, corpId: string) => Promise<void>;
  onClose: () => void;
}

type TransferTargets =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; corps: TransferInfo['corps'] };

/** Picks one of the account's other corps to take the service; a refusal keeps the pick. */
export function TransferServiceDialog({
  service,
  loadInfo,
  onTransfer,
  onClose,
}: TransferServiceDialogProps) {
  const { t } = useLingui();
  const [targets, setTargets] = useState<TransferTargets>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [corpId, setCorpId] = useState<string | null>(null);
  const { busy, failure, run } = useAction();

  // Loaded once per open and per retry: a parent that passes a new loadInfo on every render must
  // not reload the list under the person's pick.
  const loadRef = useRef(() => loadInfo(service));
  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (info) => current && setTargets({ status: 'ready', corps: info.corps }),
      (error: unknown) => current && setTargets({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const submit = () =>
    corpId === null
      ? undefined
      : run(async () => {
          await onTransfer(service, corpId);
          onClose();
        });

  const serviceName = service.name;
  let body: ReactNode;
  if (targets.status === 'loading') {
    body = (
      <Stack role="status" direction="row" align="center" gap="2" color="fg.muted">
        <Spinner size="sm" aria-hidden />
        <Text textStyle="sm">{t({ id: 'common.loading', message: 'Loading…' })}</Text>
      </Stack>
    );
  } else if (targets.status === 'error') {
    body = (
      <Stack align="flex-start" gap="2">
        <Text role="alert" textStyle="sm" color="fg.error">
          {errorMessage(
            targets.error,
            t({
              id: 'serviceList.transfer.loadFailed',
              message: 'The companies could not be loaded.',
            }),
          )}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setTargets({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {t({ id: 'listState.retry', message: 'Try again' })}
        </Button>
      </Stack>
    );
  } else if (targets.corps.length === 0) {
    body = (
      <Text textStyle="sm" color="fg.muted">
        {t({
          id: 'serviceList.transfer.noTargets',
          message: 'None of your other companies can take this service.',
        })}
      </Text>
    );
  } else {
    body = (
      <RadioGroup.Root
        size="sm"
        value={corpId}
        onValueChange={({ value }) => setCorpId(value)}
        disabled={busy}
      >
        <RadioGroup.Label>
          {t({ id: 'serviceList.transfer.to', message: 'Transfer to' })}
        </RadioGroup.Label>
        <Stack gap="2" mt="2">
          {targets.corps.map((corp) => (
            <RadioGroup.Item key={corp.corpId} value={corp.corpId} minW="none">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText overflowWrap="anywhere">{corp.corpName}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    );
  }

  return (
    <AppDialog
      open
      title={t({ id: 'serviceList.transfer.title', message: 'Transfer service' })}
      description={t({
        id: 'serviceList.transfer.description',
        message: `Move ${serviceName} to another of your companies. It leaves this company's lists.`,
      })}
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={submit}
      confirmDisabled={corpId === null}
      confirmLabel={t({ id: 'serviceList.transfer.confirm', message: 'Transfer' })}
    >
      <Stack gap="3">
        {body}
        <Failure message={failure} />
      </Stack>
    </AppDialog>
  );
}

TransferServiceDialog.displayName = 'TransferServiceDialog';

export interface ServiceConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** A line under the question, such as how many trials are left. @default undefined */
  note?: string;
  /** No confirming (the action cannot be done), only closing. @default false */
  confirmDisabled?: boolean;
  /** The action; the dialog closes once it resolves and shows its rejection otherwise. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a trial or a conversion to paid, and shows the server's refusal in place. */
export function ServiceConfirmDialog({
  title,
  message,
  confirmLabel,
  note,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ServiceConfirmDialogProps) {
  const { failure, run } = useAction();
  // An AppDialog set up as ConfirmDialog is, with room under the question for the refusal.
  return (
    <AppDialog
      open
      role="alertdialog"
      title={title}
      description={message}
      confirmLabel={confirmLabel}
      confirmDisabled={confirmDisabled}
      onConfirm={() =>
        run(async () => {
          await onConfirm();
          onClose();
        })
      }
      onOpenChange={({ open }) => !open && onClose()}
      showCloseButton={false}
      closeOnInteractOutside={false}
      initialFocus="confirm"
    >
      {note || failure ? (
        <Stack gap="2">
          {note ? (
            <Text textStyle="sm" color="text.secondary">
              {note}
            </Text>
          ) : null}
          {failure ? <Failure message={failure} /> : null}
        </Stack>
      ) : undefined}
    </AppDialog>
  );
}

ServiceConfirmDialog.displayName = 'ServiceConfirmDialog';
