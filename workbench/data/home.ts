import { getAccount, isCheckedPwd } from '../api/account';
import { isOpenSecondCheck } from '../api/corp';
import { getRecommendedApps } from '../api/market';
import { getOwnServices, getSharedServices } from '../api/services';
import { getTrustDeviceCount } from '../api/sso';
import { useApi } from './swr';

/*
 * The main page's reads (docs/product.md §1: services, recommended apps, the account's security;
 * the recently used list and the banners take `exempt` in data/logs and data/system). Each
 * section of the page says its own failure in place, so these calls are exempt from the
 * catalogue's toast; signing out on 401 and the read-only redirect still apply. The keys are the
 * other pages' keys: an answer read here serves them too, and theirs serve here.
 */
const INLINE = { exempt: true } as const;
const NONE = {};

export function useHomeOwnServices() {
  return useApi(getOwnServices, NONE, {}, INLINE);
}

export function useHomeSharedServices() {
  return useApi(getSharedServices, undefined, {}, INLINE);
}

export function useHomeRecommendedApps() {
  return useApi(getRecommendedApps, undefined, {}, INLINE);
}

/** The reads behind the security glance, as the account settings read them. */
export function useHomeSecurity() {
  return {
    account: useApi(getAccount, undefined, {}, INLINE),
    password: useApi(isCheckedPwd, undefined, {}, INLINE),
    secondCheck: useApi(isOpenSecondCheck, NONE, {}, INLINE),
    trustedDevices: useApi(getTrustDeviceCount, undefined, {}, INLINE),
  };
}
