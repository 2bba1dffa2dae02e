import { useLingui } from '@lingui/react/macro';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import {
  CHECKUP_PASSWORD_EXPIRY_DAYS,
  SecurityCheckup,
  type CheckupItem,
} from '../../../design-system/components/security-checkup';
import {
  LINKED_ACCOUNTS_SECTION,
  SecuritySettingsPanel,
  type SecuritySettingPart,
  type SecuritySettingsPanelProps,
} from '../../../design-system/components/security-settings-panel';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import type { ThirdPlatformType } from '../../../shared/domain/account';
import { PROTECT_CODE } from '../../../shared/domain/vocabulary';
import {
  useAccount,
  useAIProtocol,
  useAuthorizeServiceList,
  useCancelAIProtocol,
  useCanLogOff,
  useLoginProtect,
  useLoginProtectSet,
  useLogOff,
  usePasswordStatus,
  useRemoteLoginNotice,
  useThirdPlatformBindings,
  useUnbindThirdPlatform,
  useUpdatePwdTime,
  useUpdatePwdTip,
  useUpdateRemoteLoginNotice,
} from '../../data/account';
import { useSecondCheckStatus, useSetSecondCheck } from '../../data/corp';
import { useRevealValue } from '../../data/system';
import { useTrustDeviceCount } from '../../data/device';
import { signOut } from '../../data/effects';
import { useTrustedDevicesReview } from '../../data/security-review';
import { useSecondCheckMobileSms, useUserDeleteSms } from '../../data/sms';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { useArrivalFocus } from './arrival-focus';
import { paths } from '../paths';
import { PasswordTip } from './password-tip';
import { CloudAccount } from './cloud-account';
import type { LoginProtectFlow } from './login-protect-flows';
import { settingState, useDialogFlow } from './setting-state';
import { PageLayout, SectionCard } from '../../../design-system/components/page-layout';

// Each flow's dialog, and the dialog machinery with them, loads when first opened.
const BindEmailDialog = lazyDialog(() => import('./bind-email-dialog'), 'BindEmailDialog');
const ChangeMobileDialog = lazyDialog(() => import('./change-mobile-dialog'), 'ChangeMobileDialog');
const EditProfileDialog = lazyDialog(() => import('./edit-profile-dialog'), 'EditProfileDialog');
const ChangePasswordDialog = lazyDialog(
  () => import('./change-password-dialog'),
  'ChangePasswordDialog',
);
const CheckMobileDialog = lazyDialog(
  () => import('../../../design-system/components/dept-member-modal/check-mobile-dialog'),
  'CheckMobileDialog',
);
const MobileVerificationDialog = lazyDialog(
  () => import('../../../design-system/components/mobile-verification-dialog'),
  'MobileVerificationDialog',
);
const LoginProtectFlows = lazyDialog(() => import('./login-protect-flows'), 'LoginProtectFlows');
const TrustedDevicesDialog = lazyDialog(
  () => import('./trusted-devices-dialog'),
  'TrustedDevicesDialog',
);

const THIRD_PARTY_BUTTONS = (['wx', 'qywx', 'dingtalk'] satisfies ThirdPlatformType[])
  .map((type) => `[data-setting="${type}"] button`)
  .join(', ');

type Flow =
  | LoginProtectFlow
  | 'secondCheckOn'
  | 'password'
  | 'mobile'
  | 'email'
  | 'profile'
  | 'trustedDevices'
  | 'logOff';

/**
 * /accountSetting: the account's security settings (docs/product.md §1 and §7). The panel shows each
 * setting and its action; the flows that need a code or a form run in the dialogs below.
 */
export default function AccountSettingPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { flow, start, finish } = useDialogFlow<Flow>();

  const account = useAccount();
  const secondCheck = useSecondCheckStatus();
  const loginProtect = useLoginProtect();
  const remoteLoginNotice = useRemoteLoginNotice();
  const passwordStatus = usePasswordStatus();
  const thirdPlatforms = useThirdPlatformBindings();
  const authorizeServices = useAuthorizeServiceList();
  const trustedDeviceCount = useTrustDeviceCount();
  const aiProtocol = useAIProtocol();
  const logOff = useCanLogOff();

  const { trigger: setLoginProtect } = useLoginProtectSet();
  const { trigger: setSecondCheck } = useSetSecondCheck();
  const { trigger: updateRemoteLoginNotice } = useUpdateRemoteLoginNotice();
  const { trigger: updatePwdTime } = useUpdatePwdTime();
  const { trigger: updatePwdTip } = useUpdatePwdTip();
  const { trigger: unbind } = useUnbindThirdPlatform();
  const { trigger: cancelAIProtocol } = useCancelAIProtocol();
  const { trigger: logOffLocalUser } = useLogOff();
  const { trigger: setSecondCheckMobile } = useSecondCheckMobileSms();
  const { trigger: userDelete } = useUserDeleteSms();
  const { trigger: reveal } = useRevealValue();

  const retries: Record<SecuritySettingPart, () => unknown> = {
    account: () => Promise.all([account.mutate(), secondCheck.mutate()]),
    loginProtect: () => loginProtect.mutate(),
    remoteLoginNotice: () => remoteLoginNotice.mutate(),
    passwordStatus: () => passwordStatus.mutate(),
    thirdPlatforms: () => thirdPlatforms.mutate(),
    authorizationCodes: () => authorizeServices.mutate(),
    trustedDevices: () => trustedDeviceCount.mutate(),
    aiProtocol: () => aiProtocol.mutate(),
    logOff: () => logOff.mutate(),
  };

  const saved = (description: string) => raiseSuccessToast({ description });
  // A change's answer is the setting's new state: shown at once, so the row does not fall back
  // to the old value between the change and the read that follows it.
  const keep = { revalidate: false };
  const userId = account.data?.userId ?? '';
  const maskedMobile = account.data?.mobile ?? '';

  const review = useTrustedDevicesReview(userId);
  // The review's age is measured from when the page opened.
  const [now] = useState(Date.now);
  const actions = {
    onChangeLoginProtect: async (protect) => {
      if (protect === PROTECT_CODE.unOpened) return start('loginProtectOff');
      // Two-factor verification by SMS or WeChat is set up in its own dialog.
      if (protect === PROTECT_CODE.mobile) return start('twoFactorSms');
      if (protect === PROTECT_CODE.wx) return start('twoFactorWx');
      await loginProtect.mutate(await setLoginProtect({ protect }), keep);
      saved(t({ id: 'accountSetting.loginProtect.saved', message: 'Login protection is on.' }));
    },
    onToggleSecondCheck: async (open) => {
      // Without a check mobile, turning on binds one first, confirmed by a code sent to it.
      if (open && !secondCheck.data?.checkMobile) return start('secondCheckOn');
      await secondCheck.mutate(await setSecondCheck({ userId, openSecondCheck: open }), keep);
      saved(
        open
          ? t({ id: 'accountSetting.secondCheck.on', message: 'Second check is on.' })
          : t({ id: 'accountSetting.secondCheck.off', message: 'Second check is off.' }),
      );
    },
    onToggleRemoteLoginNotice: async (open) => {
      await remoteLoginNotice.mutate(await updateRemoteLoginNotice({ open }), keep);
      saved(
        open
          ? t({ id: 'accountSetting.remoteNotice.on', message: 'Remote-login notice is on.' })
          : t({
              id: 'accountSetting.remoteNotice.off',
              message: 'Remote-login notice is off.',
            }),
      );
    },
    onSetPasswordExpiry: async (day) => {
      await passwordStatus.mutate(await updatePwdTime({ day }), keep);
      saved(t({ id: 'accountSetting.expiry.saved', message: 'Password expiry saved.' }));
    },
    onChangePassword: () => void start('password'),
    onChangeMobile: () => void start('mobile'),
    onRevealMobile: async () => (await reveal({ value: account.data?.mobileEncry ?? '' })).value,
    onBindEmail: () => void start('email'),
    onUnbindThirdParty: async (type) => {
      await unbind({ type });
      await thirdPlatforms.mutate();
      saved(t({ id: 'accountSetting.unbound', message: 'Unbound.' }));
    },
    onManageAuthorizationCodes: () => navigate(paths.authorizationCodes.path),
    onManageTrustedDevices: () => {
      review.markReviewed();
      return start('trustedDevices');
    },
    onCancelAIProtocol: async () => {
      await aiProtocol.mutate(await cancelAIProtocol(), keep);
      saved(t({ id: 'accountSetting.ai.cancelled', message: 'AI consent withdrawn.' }));
    },
    onEditProfile: () => void start('profile'),
    onLogOff: () => void start('logOff'),
  } satisfies Partial<SecuritySettingsPanelProps>;

  // The check-up reads what the panel reads; it shows once every one of them is there.
  const checkup =
    account.data &&
    loginProtect.data &&
    remoteLoginNotice.data &&
    passwordStatus.data &&
    thirdPlatforms.data &&
    trustedDeviceCount.data
      ? {
          mobile: account.data.mobile,
          email: account.data.email,
          loginProtect: loginProtect.data.open,
          secondCheck: secondCheck.data?.openSecondCheck ?? account.data.openSecondCheck,
          remoteLoginNotice: remoteLoginNotice.data.open,
          password: passwordStatus.data,
          trustedDevices: { count: trustedDeviceCount.data.count, reviewedAt: review.reviewedAt },
          thirdPlatforms: thirdPlatforms.data
            .filter((platform) => platform.bound)
            .map((platform) => platform.type),
          now,
        }
      : undefined;

  // Each item's fix is the panel's own action for it.
  const fix = (item: CheckupItem) => {
    switch (item.key) {
      case 'loginProtect':
        return actions.onChangeLoginProtect(PROTECT_CODE.mobile);
      case 'secondCheck':
        return actions.onToggleSecondCheck(true);
      case 'remoteLoginNotice':
        return actions.onToggleRemoteLoginNotice(true);
      case 'password':
        return item.fix === 'setExpiry'
          ? actions.onSetPasswordExpiry(CHECKUP_PASSWORD_EXPIRY_DAYS)
          : actions.onChangePassword();
      case 'mobile':
        return actions.onChangeMobile();
      case 'email':
        return actions.onBindEmail();
      case 'trustedDevices':
        return actions.onManageTrustedDevices();
      case 'thirdPlatforms': {
        // The first bound platform's Unbind (the mobile's and e-mail's rows come before it);
        // the focus brings it into view.
        document
          .getElementById(LINKED_ACCOUNTS_SECTION)
          ?.querySelector<HTMLElement>(THIRD_PARTY_BUTTONS)
          ?.focus();
        return undefined;
      }
    }
  };

  // The main page's links name a check-up item, the command palette a setting's row.
  const focusFix = useArrivalFocus(checkup !== undefined);

  return (
    <PageLayout
      title={t({ id: 'accountSetting.heading', message: 'Account security' })}
      description={t({
        id: 'accountSetting.intro',
        message:
          'How you sign in, the checks that protect your account, and the devices and apps that can reach it.',
      })}
    >
      {passwordStatus.data?.showTip ? (
        <PasswordTip
          status={passwordStatus.data}
          onChangePassword={() => void start('password')}
          onDismiss={async () => {
            await updatePwdTip();
          }}
        />
      ) : null}
      {checkup ? (
        <SectionCard title={t({ id: 'securityCheckup.title', message: 'Security check-up' })}>
          <SecurityCheckup state={checkup} onFix={fix} focusFix={focusFix} />
        </SectionCard>
      ) : null}
      <SecuritySettingsPanel
        account={settingState(account, (data) => ({
          realName: data.realName,
          userName: data.userName,
          mobile: data.mobile,
          email: data.email,
          // The current corp's own answer: the account's flag only says a check mobile exists.
          openSecondCheck: secondCheck.data?.openSecondCheck ?? data.openSecondCheck,
        }))}
        loginProtect={settingState(loginProtect)}
        remoteLoginNotice={settingState(remoteLoginNotice)}
        passwordStatus={settingState(passwordStatus)}
        thirdPlatforms={settingState(thirdPlatforms)}
        // One valid code per service at most (generateAuthorizeCode): the services that have one.
        authorizationCodeCount={settingState(
          authorizeServices,
          (services) => services.filter((service) => service.hasValidCode).length,
        )}
        trustedDeviceCount={settingState(trustedDeviceCount, ({ count }) => count)}
        aiProtocol={settingState(aiProtocol)}
        logOff={settingState(logOff)}
        onRetry={(part) => void retries[part]()}
        {...actions}
      />
      <CloudAccount />

      {/* Mounted per flow: a dialog opened again starts empty. */}
      <DialogSuspense>
        {flow === 'loginProtectOff' || flow === 'twoFactorSms' || flow === 'twoFactorWx' ? (
          <LoginProtectFlows open flow={flow} maskedMobile={maskedMobile} onClose={finish} />
        ) : null}
        {flow === 'secondCheckOn' ? (
          <CheckMobileDialog
            open
            mode="set"
            memberName={account.data?.realName ?? ''}
            onSendCode={async (mobile) => {
              await setSecondCheckMobile({ mobile, userId });
            }}
            onConfirm={async ({ mobile, vCode }) => {
              await secondCheck.mutate(
                await setSecondCheck({ userId, openSecondCheck: true, mobile, vcode: vCode }),
                keep,
              );
              saved(t({ id: 'accountSetting.secondCheck.on', message: 'Second check is on.' }));
              finish();
            }}
            onClose={finish}
          />
        ) : null}
        {flow === 'password' ? (
          <ChangePasswordDialog open maskedMobile={maskedMobile} onClose={finish} />
        ) : null}
        {flow === 'mobile' ? (
          <ChangeMobileDialog open maskedMobile={maskedMobile} onClose={finish} />
        ) : null}
        {flow === 'email' ? (
          <BindEmailDialog open bound={(account.data?.email ?? '') !== ''} onClose={finish} />
        ) : null}
        {flow === 'profile' && account.data ? (
          <EditProfileDialog open account={account.data} onClose={finish} />
        ) : null}
        {flow === 'trustedDevices' ? <TrustedDevicesDialog open onClose={finish} /> : null}
        {flow === 'logOff' ? (
          <MobileVerificationDialog
            open
            destructive
            title={t({ id: 'accountSetting.logOff.title', message: 'Close account' })}
            description={t({
              id: 'accountSetting.logOff.message',
              message:
                'The account and its data are deleted for good, and you are signed out. This cannot be undone.',
            })}
            maskedMobile={maskedMobile}
            onSendCode={async () => {
              await userDelete({});
            }}
            onConfirm={async ({ vCode = '' }) => {
              await logOffLocalUser({ vcode: vCode });
              finish();
              signOut(t({ id: 'accountSetting.logOff.done', message: 'Your account is closed.' }));
            }}
            onClose={finish}
          />
        ) : null}
      </DialogSuspense>
    </PageLayout>
  );
}
