import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  SecuritySettingsPanel,
  type SecuritySettingsPanelProps,
} from '../../../../../design-system/components/security-settings-panel';
import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../../../../shared/domain/vocabulary';
import { renderWithProviders } from '../../../helpers/render';

type StateProps = Pick<
  SecuritySettingsPanelProps,
  | 'account'
  | 'loginProtect'
  | 'remoteLoginNotice'
  | 'passwordStatus'
  | 'thirdPlatforms'
  | 'authorizationCodeCount'
  | 'trustedDeviceCount'
  | 'aiProtocol'
  | 'logOff'
>;

const ready: StateProps = {
  account: {
    status: 'ready',
    data: {
      realName: '张伟',
      userName: 'zhangwei',
      mobile: '138****5678',
      email: 'zhangwei@example.com',
      openSecondCheck: true,
    },
  },
  loginProtect: {
    status: 'ready',
    data: { open: true, protect: PROTECT_CODE.mobile, type: LOGIN_PROTECT_TYPE.self },
  },
  remoteLoginNotice: { status: 'ready', data: { open: true } },
  passwordStatus: {
    status: 'ready',
    data: { pwdExpireDays: 90, pwdUpdateTime: '2025-04-12T02:00:00.000Z', daysLeft: 41 },
  },
  thirdPlatforms: {
    status: 'ready',
    data: [
      { type: 'wx', bound: true, nickName: 'Wei', bindTime: '2024-09-01T02:00:00.000Z' },
      { type: 'qywx', bound: false, nickName: '', bindTime: '' },
    ],
  },
  authorizationCodeCount: { status: 'ready', data: 2 },
  trustedDeviceCount: { status: 'ready', data: 1 },
  aiProtocol: { status: 'ready', data: { agreed: true } },
  logOff: { status: 'ready', data: { canLogOff: true, creatorCorps: [] } },
};

const resolved = () => vi.fn((..._args: unknown[]) => Promise.resolve());

export function renderPanel(props: Partial<SecuritySettingsPanelProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onChangeLoginProtect: resolved(),
    onToggleSecondCheck: resolved(),
    onToggleRemoteLoginNotice: resolved(),
    onSetPasswordExpiry: resolved(),
    onChangePassword: vi.fn(),
    onChangeMobile: vi.fn(),
    onBindEmail: vi.fn(),
    onUnbindThirdParty: resolved(),
    onManageAuthorizationCodes: vi.fn(),
    onManageTrustedDevices: vi.fn(),
    onCancelAIProtocol: resolved(),
    onEditProfile: vi.fn(),
    onLogOff: vi.fn(),
  };
  const user = userEvent.setup();
  renderWithProviders(
    <SecuritySettingsPanel {...ready} {...handlers} timeZone="Asia/Shanghai" {...props} />,
  );
  return { user, ...handlers, ...props };
}

export const row = (name: string) => within(screen.getByRole('group', { name }));
