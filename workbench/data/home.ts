import {
  getAccount,
  getBindThirdPlatformInfo,
  isCheckedPwd,
  isOpenRemoteLoginNotice,
} from '../api/account';
import { isOpenSecondCheck } from '../api/corp';
import { getRecommendedApps } from '../api/market';
import { getOwnServices, getSharedServices } from '../api/services';
import { getTrustDeviceCount } from '../api/sso';
import { SHOWN_IN_PLACE, useApi } from './swr';

/*
 * The main page's reads (docs/product.md §1: services, recommended apps, the account's security;
 * the recently used list and the banners take `exempt` in data/logs and data/system). Each
 * section of the page says its own failure in place, so these calls are SHOWN_IN_PLACE; signing
 * out on 401 and the read-only redirect still apply. The keys are the other pages' keys: an
 * answer read here serves them too, and theirs serve here.
 */
const NONE = {};

export function useHomeOwnServices() {
  return useApi(getOwnServices, NONE, {}, SHOWN_IN_PLACE);
}

export function useHomeSharedServices() {
  return useApi(getSharedServices, undefined, {}, SHOWN_IN_PLACE);
}

export function useHomeRecommendedApps() {
  return useApi(getRecommendedApps, undefined, {}, SHOWN_IN_PLACE);
}

/** The reads behind the security check-up, as the account settings read them. */
export function useHomeSecurity() {
  return {
    account: useApi(getAccount, undefined, {}, SHOWN_IN_PLACE),
    password: useApi(isCheckedPwd, undefined, {}, SHOWN_IN_PLACE),
    secondCheck: useApi(isOpenSecondCheck, NONE, {}, SHOWN_IN_PLACE),
    remoteLoginNotice: useApi(isOpenRemoteLoginNotice, undefined, {}, SHOWN_IN_PLACE),
    thirdPlatforms: useApi(getBindThirdPlatformInfo, undefined, {}, SHOWN_IN_PLACE),
    trustedDevices: useApi(getTrustDeviceCount, undefined, {}, SHOWN_IN_PLACE),
  };
}
