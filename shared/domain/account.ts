import type { LoginProtectType, LoginType, PROTECT_CODE } from './vocabulary';

/*
 * The account's security state as the account settings show it (docs/product.md §3, §4 and §7,
 * service/user). The spec shows no payload shapes besides the field names of section 3; every
 * shape below is the project's own where it goes further. The calls, the sandbox and the
 * components import these from here, so they agree on one copy.
 */

/** The signed-in account with its security flags (GET service/user/account). */
export interface Account {
  userId: string;
  realName: string;
  userName: string;
  /** Masked for display; mobileEncry decrypts to the whole number. */
  mobile: string;
  mobileEncry: string;
  /** The bound e-mail address, '' when none is bound. */
  email: string;
  loginType: LoginType;
  /** Login protection is on (isOpenLoginProtect tells how it verifies). */
  openLoginProtect: boolean;
  openRemoteLoginNotice: boolean;
  /** A check mobile verifies this account's sign-in to the current corp (docs/product.md §4). */
  openSecondCheck: boolean;
  /** The password expires this many days after it was set; 0: never. */
  pwdExpireDays: number;
  /** When the password was last set, ISO 8601. */
  pwdUpdateTime: string;
  /** The AI protocol is agreed to. */
  aiProtocol: boolean;
  /** The user agreement is agreed to (service/user/protocol). */
  protocolAgreed: boolean;
  /** Bound to a cloud account (service/user/bind); isBind then answers its authCode. */
  kdCloudBound: boolean;
}

/** How login protection verifies a sign-in: one of the protect codes (docs/product.md §9). */
export type LoginProtectMethod =
  typeof PROTECT_CODE.mobile | typeof PROTECT_CODE.email | typeof PROTECT_CODE.wx;

/** One change of login protection, keyed by id and type (docs/product.md §3 and §4). */
export interface LoginProtectRecord {
  id: string;
  /** Who or what turned it on: self, a device change, forced, two years without sign-in. */
  type: LoginProtectType;
  /** The method it set; unOpened when the record turned protection off. */
  protect: LoginProtectMethod | typeof PROTECT_CODE.unOpened;
  /** ISO 8601. */
  createTime: string;
}

/** isOpenLoginProtect's answer. */
export interface LoginProtectInfo {
  open: boolean;
  /** The method in force, or unOpened. */
  protect: LoginProtectMethod | typeof PROTECT_CODE.unOpened;
  /** The type of the record in force; a forced protection cannot be turned off. */
  type: LoginProtectType | null;
  /** Newest first. */
  records: LoginProtectRecord[];
}

/** Third-party platforms an account can be bound to. */
export type ThirdPlatformType = 'wx' | 'qywx' | 'dingtalk';

/** One platform of bindThirdPlatformInfo: every platform is listed, bound or not. */
export interface ThirdPlatformBinding {
  type: ThirdPlatformType;
  bound: boolean;
  /** The bound account's display name, '' when not bound. */
  nickName: string;
  /** ISO 8601, '' when not bound. */
  bindTime: string;
}

/** isCanLogOff: an account that created a corp with other members must hand it over first. */
export interface LogOffEligibility {
  canLogOff: boolean;
  /** The corps that stand in the way. */
  creatorCorps: { corpId: string; corpName: string }[];
}

/** isCheckedPwd: where the password stands against its expiry. */
export interface PasswordStatus {
  /** 0: never expires. */
  pwdExpireDays: number;
  /** ISO 8601. */
  pwdUpdateTime: string;
  /** Whole days until it expires (0 or less: expired); null when it never expires. */
  daysLeft: number | null;
  /** Show the change-your-password tip: expired, and the tip not put off (updatePwdTip). */
  showTip: boolean;
}

/** getAIProtocol's answer. */
export interface AIProtocol {
  agreed: boolean;
}

/** The remote-login notice flag (isOpenRemoteLoginNotice, updateRemoteLoginNotice). */
export interface RemoteLoginNotice {
  open: boolean;
}

/** An authorization code's state; expired is reported once its expiry has passed. */
export type AuthorizeCodeStatus = 'valid' | 'disabled' | 'expired';

/** An authorization code (docs/product.md §3: serviceId, code, and its state and expiry). */
export interface AuthorizationCode {
  id: string;
  serviceId: string;
  serviceName: string;
  code: string;
  status: AuthorizeCodeStatus;
  /** ISO 8601. */
  createTime: string;
  expireTime: string;
}

/** A service the account can make an authorization code for (authorizeServiceList). */
export interface AuthorizeService {
  serviceId: string;
  serviceName: string;
  hasValidCode: boolean;
}

/** updateAuthorizeCode: turn a code off, or on again while it has not expired. */
export interface AuthorizeCodeUpdate {
  id: string;
  status: Exclude<AuthorizeCodeStatus, 'expired'>;
}
