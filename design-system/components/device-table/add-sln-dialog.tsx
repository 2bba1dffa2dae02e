import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeviceService } from '../../../shared/domain/device';
import { useSubmission } from '../../utils/use-submission';
import { AppDialog } from '../app-dialog';
import {
  DEFAULT_MAX_DEVICES,
  maxDevicesRule,
  normaliseSln,
  slnRule,
  type SlnFormProblem,
} from './sln-rule';
import { ErrorAlert } from '../error-alert';
import { FieldMessage } from '../field-message';

/** What adddevicesln takes. */
export interface AddSlnInput {
  serviceId: string;
  sln: string;
  maxDevices: number;
}

export interface AddSlnDialogProps {
  services: readonly Pick<DeviceService, 'serviceId' | 'serviceName'>[];
  /** Adds the serial number; rejects with an Error whose message is shown, the fields kept. */
  onAdd: (input: AddSlnInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a main serial number: the service it licenses, the number, and how many devices it allows.
 * Mounted only while open, so every opening starts from an empty form.
 */
export function AddSlnDialog({ services, onAdd, onClose }: AddSlnDialogProps) {
  const { t } = useLingui();
  const [serviceId, setServiceId] = useState(services[0]?.serviceId ?? '');
  const [sln, setSln] = useState('');
  const [maxDevices, setMaxDevices] = useState(String(DEFAULT_MAX_DEVICES));
  const [checked, setChecked] = useState(false);
  const { error: failure, run } = useSubmission(
    t({ id: 'deviceTable.addFailed', message: 'The serial number could not be added.' }),
  );

  // Problems show once the person has tried to add, then follow every keystroke.
  const slnProblem = checked ? slnRule(sln) : undefined;
  const maxProblem = checked ? maxDevicesRule(maxDevices) : undefined;
  const serviceMissing = checked && serviceId === '';

  const slnMessages: Record<SlnFormProblem, string> = {
    required: t({ id: 'deviceTable.slnRequired', message: 'Enter the serial number' }),
    format: t({
      id: 'deviceTable.slnFormat',
      message: 'Use four groups of four letters or digits, e.g. AB12-CD34-EF56-GH78',
    }),
  };
  const maxMessages: Record<SlnFormProblem, string> = {
    required: t({ id: 'deviceTable.maxDevicesRequired', message: 'Enter how many devices' }),
    format: t({ id: 'deviceTable.maxDevicesFormat', message: 'Enter a whole number of 1 or more' }),
  };

  const submit = () => {
    setChecked(true);
    if (slnRule(sln) || maxDevicesRule(maxDevices) || serviceId === '') return;
    return run(async () => {
      await onAdd({ serviceId, sln: normaliseSln(sln), maxDevices: Number(maxDevices.trim()) });
      onClose();
    });
  };

  return (
    <AppDialog
      open
      title={t({ id: 'deviceTable.addSlnTitle', message: 'Add a serial number' })}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      onConfirm={submit}
      confirmLabel={t({ id: 'deviceTable.add', message: 'Add' })}
    >
      <Stack gap="4">
        <Field.Root required invalid={serviceMissing}>
          <Field.Label>
            {t({ id: 'deviceTable.service', message: 'Service' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={serviceId}
              onChange={(event) => setServiceId(event.target.value)}
            >
              {services.map((service) => (
                <option key={service.serviceId} value={service.serviceId}>
                  {service.serviceName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <FieldMessage
            error={
              serviceMissing
                ? t({ id: 'deviceTable.serviceRequired', message: 'Choose a service' })
                : undefined
            }
          />
        </Field.Root>
        <Field.Root required invalid={Boolean(slnProblem)}>
          <Field.Label>
            {t({ id: 'deviceTable.sln', message: 'Serial number' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            value={sln}
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
            placeholder="AB12-CD34-EF56-GH78"
            onChange={(event) => setSln(event.target.value)}
          />
          <FieldMessage error={slnProblem ? slnMessages[slnProblem] : undefined} />
        </Field.Root>
        <Field.Root required invalid={Boolean(maxProblem)}>
          <Field.Label>
            {t({ id: 'deviceTable.maxDevices', message: 'Devices allowed' })}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="sm"
            w="24"
            inputMode="numeric"
            autoComplete="off"
            value={maxDevices}
            onChange={(event) => setMaxDevices(event.target.value)}
          />
          <FieldMessage error={maxProblem ? maxMessages[maxProblem] : undefined} />
        </Field.Root>
        <ErrorAlert message={failure} />
      </Stack>
    </AppDialog>
  );
}

AddSlnDialog.displayName = 'AddSlnDialog';
