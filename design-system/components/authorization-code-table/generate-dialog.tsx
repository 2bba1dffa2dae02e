import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { AuthorizeService } from '../../../shared/domain/account';
import { useSubmission } from '../../utils/use-submission';
import { AppDialog } from '../app-dialog';
import { ErrorAlert } from '../error-alert';

export interface GenerateDialogProps {
  open: boolean;
  /** The services a code can be made for; one that has a valid code already cannot be chosen. */
  services: AuthorizeService[];
  /** Makes the code. Rejects with an Error to show; the choice stays. */
  onGenerate: (details: { serviceId: string }) => Promise<void>;
  onClose: () => void;
  /** What to show under the chosen service (its valid-code check). @default undefined */
  serviceStatus?: ((serviceId: string) => ReactNode) | undefined;
}

/** Chooses the service to generate an authorization code for (generateAuthorizeCode). */
export function GenerateDialog({
  open,
  services,
  onGenerate,
  onClose,
  serviceStatus,
}: GenerateDialogProps) {
  const { t } = useLingui();
  const available = services.filter((service) => !service.hasValidCode);
  const [serviceId, setServiceId] = useState(available[0]?.serviceId ?? '');
  const { busy, error, run } = useSubmission(
    t({ id: 'authCodeTable.generateFailed', message: 'The code was not generated. Try again.' }),
  );
  const chosen = available.some((service) => service.serviceId === serviceId)
    ? serviceId
    : (available[0]?.serviceId ?? '');

  const generate = () => (chosen === '' ? undefined : run(() => onGenerate({ serviceId: chosen })));

  return (
    <AppDialog
      open={open}
      title={t({ id: 'authCodeTable.generateTitle', message: 'Generate authorization code' })}
      confirmLabel={t({ id: 'authCodeTable.generate', message: 'Generate' })}
      confirmDisabled={chosen === ''}
      closeOnInteractOutside={false}
      onConfirm={generate}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
    >
      <Stack gap="3">
        {available.length === 0 ? (
          <Text color="text.secondary">
            {t({
              id: 'authCodeTable.generateNone',
              message: 'Every service already has a valid code.',
            })}
          </Text>
        ) : (
          <Field.Root>
            <Field.Label>{t({ id: 'authCodeTable.service', message: 'Service' })}</Field.Label>
            <NativeSelect.Root size="sm" disabled={busy}>
              <NativeSelect.Field
                value={chosen}
                onChange={(event) => setServiceId(event.target.value)}
              >
                {services.map((service) => {
                  const name = service.serviceName;
                  return (
                    <option
                      key={service.serviceId}
                      value={service.serviceId}
                      disabled={service.hasValidCode}
                    >
                      {service.hasValidCode
                        ? t({
                            id: 'authCodeTable.serviceHasCode',
                            message: `${name} (has a valid code)`,
                          })
                        : name}
                    </option>
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {chosen === '' ? null : serviceStatus?.(chosen)}
          </Field.Root>
        )}
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}

GenerateDialog.displayName = 'GenerateDialog';
