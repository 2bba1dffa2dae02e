import { LOGIN_TYPE, type LoginType } from '../../../shared/domain/vocabulary';
import { isInternationalMobile, isMainlandMobile } from '../../../shared/validation/mobile';

/**
 * The login type of what was typed in the account field (docs/product.md §1 and §4): a mainland or an
 * international mobile by the mobile rules of docs/product.md §5 signs in as a mobile (0); anything
 * else as a user name (1).
 */
export function loginTypeOf(account: string): LoginType {
  const value = account.trim();
  return isMainlandMobile(value) || isInternationalMobile(value)
    ? LOGIN_TYPE.mobile
    : LOGIN_TYPE.userName;
}
