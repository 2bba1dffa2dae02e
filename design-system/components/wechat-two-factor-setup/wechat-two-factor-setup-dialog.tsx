import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSubmission } from '../../utils/use-submission';
import { AppDialog } from '../app-dialog';
import { ErrorAlert } from '../error-alert';
import { QrCodeFrame } from '../qr-code-frame';
import { AlertCircleIcon } from '../qr-code-frame/qr-icons';

/** Where the WeChat link stands: being fetched, shown to scan, or not had. */
export type WechatTwoFactorSetupState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; link: string };

export interface WechatTwoFactorSetupDialogProps {
  open: boolean;
  /** The link (service/user/wxTwoFactorLink) the QR code encodes; it is drawn, never followed. */
  link: WechatTwoFactorSetupState;
  /** Asks for a new link (it expires after a few minutes, or could not be had). */
  onRefresh: () => void;
  /** Turns WeChat verification on once scanned. Rejects with an Error whose message is shown. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * Setting WeChat up as the second factor of sign-in from account security (docs/product.md §7,
 * wxTwoFactorLink; decision 0033): the link's QR code, scanned with WeChat, then confirmed here.
 */
export function WechatTwoFactorSetupDialog({
  open,
  link,
  onRefresh,
  onConfirm,
  onClose,
}: WechatTwoFactorSetupDialogProps) {
  const { t } = useLingui();
  const { error, run } = useSubmission(
    t({ id: 'wechatSetup.failed', message: 'WeChat verification was not turned on. Try again.' }),
  );
  return (
    <AppDialog
      open={open}
      title={t({ id: 'wechatSetup.title', message: 'Verify sign-ins with WeChat' })}
      confirmLabel={t({ id: 'wechatSetup.confirm', message: 'I have scanned it' })}
      confirmDisabled={link.status !== 'ready'}
      closeOnInteractOutside={false}
      onConfirm={() => run(onConfirm)}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
    >
      <Stack gap="3" align="center">
        <Text color="text.secondary">
          {t({
            id: 'wechatSetup.intro',
            message:
              'Scan the code with WeChat and follow it there. New sign-ins will then be confirmed in WeChat.',
          })}
        </Text>
        <QrCodeFrame
          value={link.status === 'ready' ? link.link : undefined}
          label={t({ id: 'wechatSetup.qr', message: 'WeChat verification QR code' })}
          loading={link.status === 'loading'}
          overlay={
            link.status === 'error'
              ? {
                  icon: <AlertCircleIcon />,
                  text: t({
                    id: 'wechatSetup.linkFailed',
                    message: 'The QR code could not be loaded.',
                  }),
                  refresh: true,
                }
              : null
          }
          onRefresh={onRefresh}
          refreshLabel={t({ id: 'wechatSetup.refresh', message: 'Load again' })}
          state={link.status}
        />
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}

WechatTwoFactorSetupDialog.displayName = 'WechatTwoFactorSetupDialog';
