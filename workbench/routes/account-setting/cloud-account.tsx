import { useLingui } from '@lingui/react/macro';
import { CloudAccountCard } from '../../../design-system/components/cloud-account';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useAccount, useBindKdCloud, useIsBind, useSyncKdInfo } from '../../data/account';
import { useBindKdCloudSms } from '../../data/sms';

/**
 * Account security's cloud account (decision 0033): bound or not by the account read, bound by the
 * cloud account's mobile and the code bindKdCloud sends it, its authCode shown on request (isBind),
 * its details brought over by syncKdInfo.
 */
export function CloudAccount() {
  const { t } = useLingui();
  const account = useAccount();
  const { trigger: sendCode } = useBindKdCloudSms();
  const { trigger: bind } = useBindKdCloud();
  const { trigger: readBinding } = useIsBind();
  const { trigger: sync } = useSyncKdInfo();

  return (
    <CloudAccountCard
      state={
        account.data
          ? { status: 'ready', bound: account.data.kdCloudBound }
          : account.error
            ? { status: 'error' }
            : { status: 'loading' }
      }
      onRetry={() => void account.mutate()}
      onSendCode={async (mobile) => {
        await sendCode({ mobile });
      }}
      onBind={async (details) => {
        await bind(details);
        raiseSuccessToast({
          description: t({
            id: 'cloudAccount.bound.toast',
            message: 'The cloud account is bound.',
          }),
        });
      }}
      onShowCode={async () => (await readBinding()).authCode}
      onSync={async () => {
        await account.mutate(await sync(), { revalidate: false });
        raiseSuccessToast({
          description: t({
            id: 'cloudAccount.synced',
            message: "The cloud account's details are brought over.",
          }),
        });
      }}
    />
  );
}
