import { useLingui } from '@lingui/react/macro';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { WechatTwoFactorSetupDialog } from '../../../design-system/components/wechat-two-factor-setup';
import { PROTECT_CODE } from '../../../shared/domain/vocabulary';
import { useLoginProtect, useLoginProtectSet, useWxTwoFactorLink } from '../../data/account';
import { useAccountUpdateSms, useTwoFactorSms } from '../../data/sms';

/** The login-protection changes that need more than a choice (decision 0033). */
export type LoginProtectFlow = 'loginProtectOff' | 'twoFactorSms' | 'twoFactorWx';

// A change's answer is the setting's new state: shown at once, without reading it again.
const KEEP = { revalidate: false };

/**
 * Turning login protection off (a code to the current mobile), or setting up two-factor
 * verification of sign-ins: by SMS (setTwoFactorSms's code) or by WeChat (wxTwoFactorLink's QR code).
 */
export function LoginProtectFlows({
  open,
  flow,
  maskedMobile,
  onClose,
}: {
  open: boolean;
  flow: LoginProtectFlow;
  maskedMobile: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const loginProtect = useLoginProtect();
  const { trigger: setLoginProtect } = useLoginProtectSet();
  const { trigger: accountUpdateSendSms } = useAccountUpdateSms();
  const { trigger: setTwoFactorSms } = useTwoFactorSms();

  const save = async (change: Parameters<typeof setLoginProtect>[0], done: string) => {
    await loginProtect.mutate(await setLoginProtect(change), KEEP);
    raiseSuccessToast({ description: done });
    onClose();
  };

  if (flow === 'twoFactorWx')
    return (
      <WechatSetup
        open={open}
        onConfirm={() =>
          save(
            { protect: PROTECT_CODE.wx },
            t({
              id: 'accountSetting.twoFactor.wxOn',
              message: 'Sign-ins are now verified in WeChat.',
            }),
          )
        }
        onClose={onClose}
      />
    );
  const off = flow === 'loginProtectOff';
  return (
    <MobileVerificationDialog
      open={open}
      destructive={off}
      title={
        off
          ? t({ id: 'accountSetting.loginProtect.offTitle', message: 'Turn off login protection' })
          : t({ id: 'accountSetting.twoFactor.smsTitle', message: 'Verify sign-ins by SMS' })
      }
      description={
        off
          ? t({
              id: 'accountSetting.loginProtect.offMessage',
              message: 'Sign-ins from new devices will no longer be verified.',
            })
          : t({
              id: 'accountSetting.twoFactor.smsMessage',
              message: 'Sign-ins from new devices will ask for a code sent to this mobile.',
            })
      }
      maskedMobile={maskedMobile}
      onSendCode={async () => {
        await (off ? accountUpdateSendSms() : setTwoFactorSms());
      }}
      onConfirm={({ vCode }) =>
        off
          ? save(
              { protect: PROTECT_CODE.unOpened, vCode },
              t({ id: 'accountSetting.loginProtect.off', message: 'Login protection is off.' }),
            )
          : save(
              { protect: PROTECT_CODE.mobile, vCode },
              t({
                id: 'accountSetting.twoFactor.smsOn',
                message: 'Sign-ins are now verified by SMS.',
              }),
            )
      }
      onClose={onClose}
    />
  );
}

function WechatSetup({
  open,
  onConfirm,
  onClose,
}: {
  open: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const link = useWxTwoFactorLink();
  return (
    <WechatTwoFactorSetupDialog
      open={open}
      link={
        link.data
          ? { status: 'ready', link: link.data.link }
          : link.error
            ? { status: 'error' }
            : { status: 'loading' }
      }
      onRefresh={() => void link.mutate()}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
