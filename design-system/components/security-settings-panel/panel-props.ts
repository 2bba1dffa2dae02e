import type {
  Account,
  AIProtocol,
  LoginProtectInfo,
  LoginProtectMethod,
  LogOffEligibility,
  PasswordStatus,
  RemoteLoginNotice,
  ThirdPlatformBinding,
  ThirdPlatformType,
} from '../../../shared/domain/account';
import type { PROTECT_CODE } from '../../../shared/domain/vocabulary';
import type { Confirmation } from './security-confirm-dialog';
import type { SettingActions } from './use-setting-actions';

/** One piece of the settings as its call left it: still loading, failed, or there. */
export type SecuritySettingState<T> =
  { status: 'loading' } | { status: 'error'; message?: string } | { status: 'ready'; data: T };

/** The calls the panel's state comes from, one retry each. */
export type SecuritySettingPart =
  | 'account'
  | 'loginProtect'
  | 'remoteLoginNotice'
  | 'passwordStatus'
  | 'thirdPlatforms'
  | 'authorizationCodes'
  | 'trustedDevices'
  | 'aiProtocol'
  | 'logOff';

/** A login protection method, or unOpened to turn protection off. */
export type LoginProtectChoice = LoginProtectMethod | typeof PROTECT_CODE.unOpened;

/** An action of the panel: it may open a flow and return, or return a Promise the panel waits on. */
export type Action<A extends unknown[] = []> = (...args: A) => void | Promise<void>;

export interface SecuritySettingsPanelProps {
  /** The account (GET service/user/account): mobile, e-mail and the second check. */
  account: SecuritySettingState<
    Pick<Account, 'realName' | 'userName' | 'mobile' | 'email' | 'openSecondCheck'>
  >;
  /** isOpenLoginProtect. */
  loginProtect: SecuritySettingState<Pick<LoginProtectInfo, 'open' | 'protect' | 'type'>>;
  /** isOpenRemoteLoginNotice. */
  remoteLoginNotice: SecuritySettingState<RemoteLoginNotice>;
  /** isCheckedPwd. */
  passwordStatus: SecuritySettingState<
    Pick<PasswordStatus, 'pwdExpireDays' | 'pwdUpdateTime' | 'daysLeft'>
  >;
  /** bindThirdPlatformInfo: every platform, bound or not. */
  thirdPlatforms: SecuritySettingState<ThirdPlatformBinding[]>;
  /** How many valid authorization codes the account has (authorizeCodeListPage). */
  authorizationCodeCount: SecuritySettingState<number>;
  /** getTrustDeviceCount. */
  trustedDeviceCount: SecuritySettingState<number>;
  /** getAIProtocol. */
  aiProtocol: SecuritySettingState<AIProtocol>;
  /** isCanLogOff. */
  logOff: SecuritySettingState<LogOffEligibility>;
  /** Loads a part again after it failed. */
  onRetry: (part: SecuritySettingPart) => void;
  /**
   * Sets how sign-ins are verified, or turns protection off (unOpened). The workbench runs the SMS
   * check turning off needs and settles the Promise when it is done or dropped.
   */
  onChangeLoginProtect: Action<[protect: LoginProtectChoice]>;
  /** Turns the second check on (the workbench binds a check mobile if there is none) or off, after the panel's confirmation. */
  onToggleSecondCheck: Action<[open: boolean]>;
  onToggleRemoteLoginNotice: Action<[open: boolean]>;
  /** Sets the password's lifetime in days, 0 for never. */
  onSetPasswordExpiry: Action<[days: number]>;
  onChangePassword: Action;
  onChangeMobile: Action;
  /**
   * The whole mobile behind the masked one (service/desensitize/decrypt), for the row's eye
   * button; without it the row shows the masked mobile alone.
   */
  onRevealMobile?: () => Promise<string>;
  /** Binds an e-mail address, or changes the bound one. */
  onBindEmail: Action;
  /** Unbinds a platform, after the panel's confirmation. */
  onUnbindThirdParty: Action<[type: ThirdPlatformType]>;
  onManageAuthorizationCodes: Action;
  onManageTrustedDevices: Action;
  /** Withdraws the AI protocol consent (cancelAIProtocol), after the panel's confirmation. */
  onCancelAIProtocol: Action;
  /** Opens the profile's form: the name and the user name. */
  onEditProfile: Action;
  /** Starts closing the account (the workbench's SMS-verified flow); offered only when isCanLogOff allows. */
  onLogOff: Action;
  /** The time zone dates show in. @default the browser's */
  timeZone?: string;
}

/** What each section of the panel is given: the panel's props, its actions and its confirmation. */
export interface PanelSectionProps {
  panel: SecuritySettingsPanelProps;
  actions: SettingActions;
  /** Opens the confirmation of a change. */
  ask: (confirmation: Confirmation) => void;
}
