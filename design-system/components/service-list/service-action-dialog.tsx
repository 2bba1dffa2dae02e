import { useLingui } from '@lingui/react/macro';
import { DialogSuspense, lazyDialog } from '../dialog-suspense';
import type { Service } from '../../../shared/domain/services';
import type { ServiceDialogAction } from './service-actions';
import type { ServiceDeletion, ServiceTransfer } from './service-list-props';

// The action dialogs load when one is first opened: with the SMS dialog they weigh more than the
// list itself, and a list is mostly looked at and entered.
const RenameServiceDialog = lazyDialog(() => import('./service-dialogs'), 'RenameServiceDialog');
const TransferServiceDialog = lazyDialog(
  () => import('./service-dialogs'),
  'TransferServiceDialog',
);
const ServiceConfirmDialog = lazyDialog(() => import('./service-dialogs'), 'ServiceConfirmDialog');
const MobileVerificationDialog = lazyDialog(
  () => import('../mobile-verification-dialog'),
  'MobileVerificationDialog',
);

interface ServiceActionDialogProps {
  /** The action asked for and its service; null while no dialog is open. */
  dialog: { action: ServiceDialogAction; service: Service } | null;
  onRename: ((service: Service, name: string) => Promise<void>) | undefined;
  transfer: ServiceTransfer | undefined;
  deletion: ServiceDeletion | undefined;
  onTrial: ((service: Service) => Promise<void>) | undefined;
  trialCount: { created: number; limit: number } | undefined;
  onConvertToPaid: ((service: Service) => Promise<void>) | undefined;
  onClose: () => void;
}

/** The dialog of the action asked for: rename, transfer, delete (SMS-verified), trial or convert. */
export function ServiceActionDialog({
  dialog,
  onRename,
  transfer,
  deletion,
  onTrial,
  trialCount,
  onConvertToPaid,
  onClose,
}: ServiceActionDialogProps) {
  const { t } = useLingui();
  const serviceName = dialog?.service.name ?? '';
  const productName = dialog?.service.productName ?? '';
  const trialsCreated = trialCount?.created ?? 0;
  const trialLimit = trialCount?.limit ?? 0;
  // Unknown (no count) is not none: the server still says no to a trial past the limit.
  const trialsLeft = trialCount ? Math.max(trialLimit - trialsCreated, 0) : undefined;

  return (
    <DialogSuspense>
      {dialog?.action === 'rename' && onRename && (
        <RenameServiceDialog
          key={dialog.service.serviceId}
          service={dialog.service}
          onRename={onRename}
          onClose={onClose}
        />
      )}
      {dialog?.action === 'transfer' && transfer && (
        <TransferServiceDialog
          key={dialog.service.serviceId}
          service={dialog.service}
          loadInfo={transfer.loadInfo}
          onTransfer={transfer.onTransfer}
          onClose={onClose}
        />
      )}
      {dialog?.action === 'delete' && deletion && (
        <MobileVerificationDialog
          key={dialog.service.serviceId}
          open
          destructive
          title={t({ id: 'serviceList.delete.title', message: 'Delete service' })}
          description={t({
            id: 'serviceList.delete.description',
            message: `${serviceName} and all its data will be deleted. This cannot be undone.`,
          })}
          maskedMobile={deletion.maskedMobile}
          onSendCode={() => deletion.onSendCode(dialog.service)}
          onConfirm={async ({ vCode }) => {
            await deletion.onDelete(dialog.service, vCode ?? '');
            onClose();
          }}
          onClose={onClose}
        />
      )}
      {dialog?.action === 'trial' && onTrial && (
        <ServiceConfirmDialog
          key={dialog.service.serviceId}
          title={t({ id: 'serviceList.trial.title', message: 'Start a trial' })}
          message={
            trialsLeft === 0
              ? t({
                  id: 'serviceList.trial.noneLeft',
                  message: `This company has started all ${trialLimit} of its trials: no other can start.`,
                })
              : t({
                  id: 'serviceList.trial.message',
                  message: `Start a free trial of ${productName}? A new trial service is added to this company.`,
                })
          }
          note={
            trialCount && trialsLeft !== 0
              ? t({
                  id: 'serviceList.trial.count',
                  message: `Trials this company has started: ${trialsCreated} of ${trialLimit}.`,
                })
              : undefined
          }
          confirmLabel={t({ id: 'serviceList.trial', message: 'Start trial' })}
          confirmDisabled={trialsLeft === 0}
          onConfirm={() => onTrial(dialog.service)}
          onClose={onClose}
        />
      )}
      {dialog?.action === 'convertToPaid' && onConvertToPaid && (
        <ServiceConfirmDialog
          key={dialog.service.serviceId}
          title={t({ id: 'serviceList.convertToPaid.title', message: 'Convert to paid' })}
          message={t({
            id: 'serviceList.convertToPaid.message',
            message: `Convert ${serviceName} from a trial to a paid service?`,
          })}
          confirmLabel={t({ id: 'serviceList.convertToPaid', message: 'Convert to paid' })}
          onConfirm={() => onConvertToPaid(dialog.service)}
          onClose={onClose}
        />
      )}
    </DialogSuspense>
  );
}
