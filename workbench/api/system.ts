import type { CaptchaRegisterPayload } from '../../shared/domain/captcha';
import { UNSHOWN_CHECK_PATHS } from '../../shared/contract';
import type {
  Advertisement,
  AdvertisementVisibility,
  DecryptedValue,
  EncryptedValue,
  EvnInfo,
  GrayAccount,
  RecommendationQuery,
  SystemParameters,
  V5WhiteList,
} from '../../shared/payloads/system';
import { endpoint } from './endpoint';

/** The system calls of docs/product.md §7; their payloads are in shared/payloads/system.ts. */

export const getSystemParameter = endpoint<void, SystemParameters>({
  method: 'GET',
  path: 'sso/system/parameter',
});
export const getCaptchaRegister = endpoint<void, CaptchaRegisterPayload>({
  method: 'GET',
  path: 'sso/captcha/register',
});
export const desensitizeDecrypt = endpoint<EncryptedValue, DecryptedValue>({
  method: 'POST',
  path: 'service/desensitize/decrypt',
});
export const getEvnInfo = endpoint<void, EvnInfo>({ method: 'POST', path: 'service/evn/getinfo' });
export const getRecommendations = endpoint<RecommendationQuery, Advertisement[]>({
  method: 'GET',
  path: 'service/advertisement/recommend',
});
/** Whether this person is shown the recommendation slots' advertisements (docs/decisions/0035). */
export const getAdvertisementVisibility = endpoint<void, AdvertisementVisibility>({
  method: 'GET',
  path: UNSHOWN_CHECK_PATHS.advertisementVisibility,
});
export const systemDecrypt = endpoint<EncryptedValue, DecryptedValue>({
  method: 'POST',
  path: 'extension/system/decrypt',
});
export const getV5WhiteList = endpoint<void, V5WhiteList>({
  method: 'GET',
  path: 'extension/common/v5WhiteList',
});
export const isGrayAccount = endpoint<{ account: string }, GrayAccount>({
  method: 'POST',
  path: 'extension/gray/isGrayAccount',
});
