/** The account's password: changing it, checking it, and when it expires. */
import { passwordRule } from '../../../../shared/validation/password';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { SANDBOX_PASSWORD } from '../../store/accounts';
import { checkPassword, decryptText, encryptText, hashPassword } from '../../store/crypto';
import { verifyCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import { vCodeInput } from '../sms';
import type { PasswordStatus } from '../../../../shared/domain/account';
import { MAX_PWD_EXPIRY_DAYS } from '../../store/security/records';
import { passwordStatus, securityOf } from '../../store/security/views';
import { sampleCode } from './samples';

/** RSA-OAEP ciphertext in base64 (344 characters for the sandbox's 2048-bit key). */
const cipherInput = () => v.string({ max: 1024 });
/** security 1: the password is encoded (docs/product.md §3); the sandbox takes nothing else. */
const securityInput = () => v.oneOf([1]);

const SAMPLE_NEW_PASSWORD = 'Sandbox@2027';

/** The plain password, or the fail shape when it is not ciphertext for the sandbox's key. */
async function openPassword(state: SandboxState, cipher: string): Promise<string> {
  const plain = await decryptText(state.keys, cipher);
  if (plain === undefined)
    throw new SandboxFail(FAIL, 'The password is not encrypted with the public key.');
  return plain;
}

export const passwordRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/user/updateLocalPwd',
    input: v.object({ vCode: vCodeInput(), password: cipherInput(), security: securityInput() }),
    handle: async ({ state, account, input }) => {
      const plain = await openPassword(state, input.password);
      if (plain !== plain.trim() || passwordRule(plain))
        throw new SandboxFail(
          FAIL,
          'The password must be 8 to 18 characters with a letter, a digit and a special character, and no spaces.',
        );
      if (await checkPassword(plain, account.password))
        throw new SandboxFail(FAIL, 'The new password must differ from the current one.');
      verifyCode(state.sms, state.clock, account.mobile, input.vCode);
      account.password = await hashPassword(plain);
      const security = securityOf(state, account.userId);
      security.pwdChangedAt = state.clock.now();
      security.pwdTipDismissed = false;
      return null;
    },
    sample: async (state) => ({
      vCode: sampleCode(state),
      password: await encryptText(state.keys.publicKey, SAMPLE_NEW_PASSWORD),
      security: 1,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/checkPwd',
    input: v.object({ password: cipherInput(), security: securityInput() }),
    handle: async ({ state, account, input }) => {
      const plain = await openPassword(state, input.password);
      if (!(await checkPassword(plain, account.password)))
        throw new SandboxFail(FAIL, 'The password is wrong.');
      return null;
    },
    sample: async (state) => ({
      password: await encryptText(state.keys.publicKey, SANDBOX_PASSWORD),
      security: 1,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/updatePwdTip',
    handle: ({ state, account }) => {
      securityOf(state, account.userId).pwdTipDismissed = true;
      return null;
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/isCheckedPwd',
    handle: ({ state, account }): PasswordStatus =>
      passwordStatus(securityOf(state, account.userId), state.clock.now()),
  }),
  route({
    method: 'POST',
    path: 'service/user/updatePwdTime',
    input: v.object({ day: v.int({ min: 0, max: MAX_PWD_EXPIRY_DAYS }) }),
    handle: ({ state, account, input }): PasswordStatus => {
      const security = securityOf(state, account.userId);
      security.pwdExpireDays = input.day;
      return passwordStatus(security, state.clock.now());
    },
    sample: () => ({ day: 90 }),
  }),
];
