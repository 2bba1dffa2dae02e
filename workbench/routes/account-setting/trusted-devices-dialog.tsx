import { useLingui } from '@lingui/react/macro';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { TrustedDeviceList } from '../../../design-system/components/trusted-device-list';
import { TRUST_DEVICE_TYPE } from '../../../shared/domain/device';
import { useCancelTrustDevice, useTrustedDevices } from '../../data/device';
import { listFailure } from '../list-failure';

export interface TrustedDevicesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The account's trusted devices of every type, each removable; read while the dialog is open. */
export function TrustedDevicesDialog({ open, onClose }: TrustedDevicesDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      title={t({ id: 'accountSetting.trustedDevices.title', message: 'Manage trusted devices' })}
      width="4xl"
      showFooter={false}
    >
      {open ? <TrustedDevices /> : null}
    </AppDialog>
  );
}

function TrustedDevices() {
  const { t } = useLingui();
  // getTrustDeviceList answers one type at a time: the three together are the account's list.
  const browsers = useTrustedDevices(TRUST_DEVICE_TYPE.browser);
  const desktops = useTrustedDevices(TRUST_DEVICE_TYPE.desktopClient);
  const apps = useTrustedDevices(TRUST_DEVICE_TYPE.mobileApp);
  const reads = [browsers, desktops, apps];
  const { trigger: cancelTrust } = useCancelTrustDevice();

  const failure = reads.find((read) => read.error !== undefined)?.error;
  const ready = reads.every((read) => read.data !== undefined);
  return (
    <TrustedDeviceList
      status={failure ? 'error' : ready ? 'ready' : 'loading'}
      devices={reads.flatMap((read) => read.data ?? [])}
      errorMessage={listFailure(
        t({
          id: 'accountSetting.trustedDevices.loadFailed',
          message: 'The trusted devices could not be loaded.',
        }),
        failure,
      )}
      onRetry={() => reads.forEach((read) => void read.mutate())}
      onCancelTrustDevice={async (input) => {
        await cancelTrust(input);
        raiseSuccessToast({
          description: t({
            id: 'accountSetting.trustedDevices.removed',
            message: 'The device is no longer trusted.',
          }),
        });
      }}
    />
  );
}
