import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { SecuritySettingsPanel } from '../../design-system/components/security-settings-panel';
import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../shared/domain/vocabulary';
import { SECURITY_SETTINGS } from './fixtures/security';
import { blurActive, findSettledDialog, waitForDialogGone } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

const never = () => new Promise<void>(() => undefined);

const meta = preview.meta({
  title: 'Design system/SecuritySettingsPanel',
  component: SecuritySettingsPanel,
  args: {
    ...SECURITY_SETTINGS,
    timeZone: 'Asia/Shanghai',
    onRetry: fn(),
    onChangeLoginProtect: fn(() => Promise.resolve()),
    onToggleSecondCheck: fn(() => Promise.resolve()),
    onToggleRemoteLoginNotice: fn(() => Promise.resolve()),
    onSetPasswordExpiry: fn(() => Promise.resolve()),
    onChangePassword: fn(),
    onChangeMobile: fn(),
    onBindEmail: fn(),
    onUnbindThirdParty: fn(() => Promise.resolve()),
    onManageAuthorizationCodes: fn(),
    onManageTrustedDevices: fn(),
    onCancelAIProtocol: fn(() => Promise.resolve()),
    onEditProfile: fn(),
    onLogOff: fn(),
  },
  render: (args) => (
    <Box maxW="3xl">
      <SecuritySettingsPanel {...args} />
    </Box>
  ),
});

/** A settings row by its title's message id: the same query in every language it is captured in. */
const row = (root: HTMLElement, titleId: string) =>
  within(within(root).getByRole('group', { name: messageText(titleId) }));

const LOGIN_PROTECT = 'securitySettings.loginProtect';
const SECOND_CHECK = 'securitySettings.secondCheck';
const REMOTE_NOTICE = 'securitySettings.remoteLoginNotice';
const EXPIRY = 'securitySettings.passwordExpiry';
const WECHAT = 'securitySettings.platform.wx';
const LOG_OFF = 'securitySettings.logOff';

async function alertDialog() {
  const element = await findSettledDialog('alertdialog');
  return within(element);
}

export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(row(canvasElement, REMOTE_NOTICE).getByRole('switch')).toBeChecked();
    await expect(canvas.getByText('zh****@example.com')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: {
    account: { status: 'loading' },
    loginProtect: { status: 'loading' },
    remoteLoginNotice: { status: 'loading' },
    passwordStatus: { status: 'loading' },
    thirdPlatforms: { status: 'loading' },
    authorizationCodeCount: { status: 'loading' },
    trustedDeviceCount: { status: 'loading' },
    aiProtocol: { status: 'loading' },
    logOff: { status: 'loading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
});

/** Every part failed: each row says so and offers a retry of its own call. */
export const Error = meta.story({
  args: {
    account: { status: 'error', message: '账号信息加载失败' },
    loginProtect: { status: 'error' },
    remoteLoginNotice: { status: 'error' },
    passwordStatus: { status: 'error' },
    thirdPlatforms: { status: 'error', message: '第三方平台服务暂不可用' },
    authorizationCodeCount: { status: 'error' },
    trustedDeviceCount: { status: 'error' },
    aiProtocol: { status: 'error' },
    logOff: { status: 'error' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(canvas.getByRole('group', { name: /^(第三方账号|Third-party accounts)$/ })).getByRole(
        'button',
      ),
    );
    await expect(args.onRetry).toHaveBeenCalledWith('thirdPlatforms');
    blurActive();
  },
});

/** Parts arrive one by one: the ones still loading or failed do not hold the others back. */
export const PartlyLoaded = meta.story({
  args: {
    passwordStatus: { status: 'loading' },
    thirdPlatforms: { status: 'error', message: '第三方平台服务暂不可用' },
    logOff: { status: 'loading' },
  },
});

/** A new account: nothing bound, everything off. */
export const Empty = meta.story({
  args: {
    account: {
      status: 'ready',
      data: {
        realName: '李娜',
        userName: '',
        mobile: '138****5678',
        email: '',
        openSecondCheck: false,
      },
    },
    loginProtect: {
      status: 'ready',
      data: { open: false, protect: PROTECT_CODE.unOpened, type: null },
    },
    remoteLoginNotice: { status: 'ready', data: { open: false } },
    passwordStatus: {
      status: 'ready',
      data: { pwdExpireDays: 0, pwdUpdateTime: '2025-04-12T02:00:00.000Z', daysLeft: null },
    },
    thirdPlatforms: {
      status: 'ready',
      data: [
        { type: 'wx', bound: false, nickName: '', bindTime: '' },
        { type: 'qywx', bound: false, nickName: '', bindTime: '' },
        { type: 'dingtalk', bound: false, nickName: '', bindTime: '' },
      ],
    },
    authorizationCodeCount: { status: 'ready', data: 0 },
    trustedDeviceCount: { status: 'ready', data: 0 },
    aiProtocol: { status: 'ready', data: { agreed: false } },
  },
});

export const DeviceChangeProtection = meta.story({
  args: {
    loginProtect: {
      status: 'ready',
      data: { open: true, protect: PROTECT_CODE.mobile, type: LOGIN_PROTECT_TYPE.deviceChange },
    },
  },
});

/** Forced protection: Off cannot be chosen. */
export const ForcedProtection = meta.story({
  args: {
    loginProtect: {
      status: 'ready',
      data: { open: true, protect: PROTECT_CODE.email, type: LOGIN_PROTECT_TYPE.forced },
    },
  },
  play: async ({ canvasElement }) => {
    const select = row(canvasElement, LOGIN_PROTECT).getByRole('combobox');
    const off = within(select).getAllByRole('option')[0]!;
    await expect(off).toBeDisabled();
  },
});

export const IdleProtection = meta.story({
  args: {
    loginProtect: {
      status: 'ready',
      data: { open: true, protect: PROTECT_CODE.wx, type: LOGIN_PROTECT_TYPE.twoYearsIdle },
    },
  },
});

export const PasswordExpired = meta.story({
  args: {
    passwordStatus: {
      status: 'ready',
      data: { pwdExpireDays: 90, pwdUpdateTime: '2025-01-02T02:00:00.000Z', daysLeft: -3 },
    },
  },
});

/** The account created corps that still have members: logoff is disabled and says why. */
export const LogOffBlocked = meta.story({
  args: {
    logOff: {
      status: 'ready',
      data: {
        canLogOff: false,
        creatorCorps: [
          { corpId: 'c1', corpName: '华南示范科技有限公司' },
          { corpId: 'c2', corpName: '杭州云智财务科技有限公司' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const button = row(canvasElement, LOG_OFF).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/华南示范科技有限公司/);
  },
});

/** Changing the method: the select holds the choice and waits while the workbench works. */
export const ChangeLoginProtect = meta.story({
  args: { onChangeLoginProtect: fn(never) },
  play: async ({ canvasElement, args }) => {
    const select = row(canvasElement, LOGIN_PROTECT).getByRole('combobox');
    await userEvent.selectOptions(select, String(PROTECT_CODE.email));
    await expect(args.onChangeLoginProtect).toHaveBeenCalledWith(PROTECT_CODE.email);
    await waitFor(() => expect(select).toBeDisabled());
    await expect(select).toHaveValue(String(PROTECT_CODE.email));
  },
});

/** A refusal: its message on the row, and the select back on the method in force. */
export const ChangeLoginProtectRefused = meta.story({
  args: {
    onChangeLoginProtect: fn(() =>
      Promise.reject(new globalThis.Error('验证码已失效，请重新获取')),
    ),
  },
  play: async ({ canvasElement }) => {
    const protect = row(canvasElement, LOGIN_PROTECT);
    await userEvent.selectOptions(protect.getByRole('combobox'), String(PROTECT_CODE.unOpened));
    await expect(await protect.findByRole('alert')).toHaveTextContent('验证码已失效，请重新获取');
    await expect(protect.getByRole('combobox')).toHaveValue(String(PROTECT_CODE.mobile));
    blurActive();
  },
});

export const ToggleRemoteLoginNotice = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, REMOTE_NOTICE).getByRole('switch'));
    await expect(args.onToggleRemoteLoginNotice).toHaveBeenCalledWith(false);
    blurActive();
  },
});

export const ToggleRemoteLoginNoticeRefused = meta.story({
  args: {
    onToggleRemoteLoginNotice: fn(() => Promise.reject(new globalThis.Error('操作过于频繁'))),
  },
  play: async ({ canvasElement }) => {
    const notice = row(canvasElement, REMOTE_NOTICE);
    await userEvent.click(notice.getByRole('switch'));
    await expect(await notice.findByRole('alert')).toHaveTextContent('操作过于频繁');
    await expect(notice.getByRole('switch')).toBeChecked();
    blurActive();
  },
});

/** Turning the second check off asks first (docs/product.md §4); the dialog stays for the screenshot. */
export const TurnOffSecondCheck = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, SECOND_CHECK).getByRole('switch'));
    const dialog = await alertDialog();
    await expect(args.onToggleSecondCheck).not.toHaveBeenCalled();
    await expect(dialog.getAllByRole('button')).toHaveLength(2);
  },
});

export const TurnOffSecondCheckConfirmed = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, SECOND_CHECK).getByRole('switch'));
    const dialog = await alertDialog();
    await userEvent.click(dialog.getAllByRole('button')[1]!);
    await expect(args.onToggleSecondCheck).toHaveBeenCalledWith(false);
    await waitForDialogGone('alertdialog');
  },
});

export const SetPasswordExpiry = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(row(canvasElement, EXPIRY).getByRole('combobox'), '180');
    await expect(args.onSetPasswordExpiry).toHaveBeenCalledWith(180);
    blurActive();
  },
});

export const UnbindThirdParty = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, WECHAT).getByRole('button'));
    const dialog = await alertDialog();
    await userEvent.click(dialog.getAllByRole('button')[1]!);
    await expect(args.onUnbindThirdParty).toHaveBeenCalledWith('wx');
    await waitForDialogGone('alertdialog');
  },
});

export const UnbindThirdPartyRefused = meta.story({
  args: {
    onUnbindThirdParty: fn(() =>
      Promise.reject(new globalThis.Error('解绑失败：该微信是唯一的登录方式')),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(row(canvasElement, WECHAT).getByRole('button'));
    const dialog = await alertDialog();
    await userEvent.click(dialog.getAllByRole('button')[1]!);
    await waitForDialogGone('alertdialog');
    await expect(row(canvasElement, WECHAT).getByRole('alert')).toHaveTextContent(
      '解绑失败：该微信是唯一的登录方式',
    );
  },
});

export const WithdrawAIConsent = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 'securitySettings.aiProtocol').getByRole('button'));
    const dialog = await alertDialog();
    await userEvent.click(dialog.getAllByRole('button')[1]!);
    await expect(args.onCancelAIProtocol).toHaveBeenCalled();
    await waitForDialogGone('alertdialog');
  },
});

/** The actions that open the workbench's own flows call back at once. */
export const OpenFlows = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, 'securitySettings.mobile').getByRole('button'));
    await userEvent.click(row(canvasElement, 'securitySettings.email').getByRole('button'));
    await userEvent.click(row(canvasElement, 'securitySettings.password').getByRole('button'));
    await userEvent.click(
      row(canvasElement, 'securitySettings.authorizationCodes').getByRole('button'),
    );
    await userEvent.click(
      row(canvasElement, 'securitySettings.trustedDevices').getByRole('button'),
    );
    await userEvent.click(row(canvasElement, LOG_OFF).getByRole('button'));
    await expect(args.onChangeMobile).toHaveBeenCalled();
    await expect(args.onBindEmail).toHaveBeenCalled();
    await expect(args.onChangePassword).toHaveBeenCalled();
    await expect(args.onManageAuthorizationCodes).toHaveBeenCalled();
    await expect(args.onManageTrustedDevices).toHaveBeenCalled();
    await expect(args.onLogOff).toHaveBeenCalled();
    blurActive();
  },
});

export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    thirdPlatforms: {
      status: 'ready',
      data: [
        {
          type: 'wx',
          bound: true,
          nickName: 'ศรีสุดาวรรณ เจริญรุ่งเรืองวัฒนากุลชัยมงคลสวัสดิ์',
          bindTime: '2024-09-01T02:00:00.000Z',
        },
        { type: 'qywx', bound: false, nickName: '', bindTime: '' },
        { type: 'dingtalk', bound: false, nickName: '', bindTime: '' },
      ],
    },
    logOff: {
      status: 'ready',
      data: {
        canLogOff: false,
        creatorCorps: [
          { corpId: 'th-1', corpName: 'บริษัท เจริญรุ่งเรืองการบัญชีและที่ปรึกษาธุรกิจ จำกัด (มหาชน)' },
          { corpId: 'th-2', corpName: 'ห้างหุ้นส่วนจำกัด สยามดิจิทัลโซลูชั่นส์และนวัตกรรม' },
        ],
      },
    },
  },
});
