import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useEnableService } from '../../data/services';
import { quietly } from './quietly';
import type { Service } from '../../../shared/domain/services';

export interface EnableServiceDialogProps {
  service: Service;
  /** Goes on with what the person asked for: entering the service, now on. */
  onEnabled: (service: Service) => Promise<void>;
  onClose: () => void;
}

/** A service that is off cannot be entered: asks to turn it on (service/enable) first. */
export default function EnableServiceDialog({
  service,
  onEnabled,
  onClose,
}: EnableServiceDialogProps) {
  const { t } = useLingui();
  const { trigger } = useEnableService();
  const { busy, error, run } = useSubmission(
    t({ id: 'services.enable.failed', message: 'The service could not be turned on.' }),
  );
  const name = service.name;
  const confirm = () =>
    run(async () => {
      const enabled = await quietly(trigger({ serviceId: service.serviceId }));
      raiseSuccessToast({
        description: t({ id: 'services.enable.done', message: `${name} is on.` }),
      });
      onClose();
      // Entering is its own call: should it fail, the catalogue says why, not this dialog.
      void onEnabled(enabled);
    });
  return (
    <AppDialog
      open
      role="alertdialog"
      title={t({ id: 'services.enable.title', message: 'Turn on the service' })}
      description={t({
        id: 'services.enable.message',
        message: `${name} is off. Turn it on for this company, and open it?`,
      })}
      confirmLabel={t({ id: 'services.enable.confirmEnter', message: 'Turn on and enter' })}
      confirmLoading={busy}
      onConfirm={confirm}
      onOpenChange={({ open }) => !open && onClose()}
      showCloseButton={false}
      closeOnInteractOutside={false}
      initialFocus="confirm"
    >
      {error ? <ErrorAlert message={error} /> : undefined}
    </AppDialog>
  );
}
