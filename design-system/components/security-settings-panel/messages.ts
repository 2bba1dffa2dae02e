import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoginProtectMethod, ThirdPlatformType } from '../../../shared/domain/account';
import {
  LOGIN_PROTECT_TYPE,
  PROTECT_CODE,
  type LoginProtectType,
} from '../../../shared/domain/vocabulary';

/**
 * The words for the security vocabulary: who turned login protection on (the four types of docs/product.md §4), how it verifies (the protect codes of section 9), and the third-party platforms.
 * Render with `i18n._(...)`.
 */
export const loginProtectTypeMessages: Record<LoginProtectType, MessageDescriptor> = {
  [LOGIN_PROTECT_TYPE.self]: msg({
    id: 'securitySettings.protectType.self',
    message: 'Turned on by you',
  }),
  [LOGIN_PROTECT_TYPE.deviceChange]: msg({
    id: 'securitySettings.protectType.deviceChange',
    message: 'Turned on after a sign-in from a new device',
  }),
  [LOGIN_PROTECT_TYPE.forced]: msg({
    id: 'securitySettings.protectType.forced',
    message: 'Required for this account; it cannot be turned off',
  }),
  [LOGIN_PROTECT_TYPE.twoYearsIdle]: msg({
    id: 'securitySettings.protectType.twoYearsIdle',
    message: 'Turned on because the account was not used for two years',
  }),
};

export const loginProtectMethodMessages: Record<
  LoginProtectMethod | typeof PROTECT_CODE.unOpened,
  MessageDescriptor
> = {
  [PROTECT_CODE.unOpened]: msg({ id: 'securitySettings.protectMethod.off', message: 'Off' }),
  [PROTECT_CODE.mobile]: msg({
    id: 'securitySettings.protectMethod.mobile',
    message: 'SMS code to your mobile',
  }),
  [PROTECT_CODE.email]: msg({
    id: 'securitySettings.protectMethod.email',
    message: 'Code to your e-mail',
  }),
  [PROTECT_CODE.wx]: msg({ id: 'securitySettings.protectMethod.wx', message: 'WeChat scan' }),
};

export const thirdPlatformMessages: Record<ThirdPlatformType, MessageDescriptor> = {
  wx: msg({ id: 'securitySettings.platform.wx', message: 'WeChat' }),
  qywx: msg({ id: 'securitySettings.platform.qywx', message: 'WeCom' }),
  dingtalk: msg({ id: 'securitySettings.platform.dingtalk', message: 'DingTalk' }),
};
