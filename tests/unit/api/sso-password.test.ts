import { describe, expect, it } from 'vitest';
import { encodePassword } from '../../../workbench/api/encrypt';
import {
  forgetPwd,
  forgetPwdNewCheck,
  improveLoginInfoCreate,
  resetPwd,
  sendImproveLoginInfoSms,
  sendResetKdCloudPwdSms,
} from '../../../workbench/api/sso';
import { encryptField } from '../../../workbench/sandbox';
import { setupSandbox } from '../helpers/sandbox';
import type { EncryptedAccountData } from '../../../shared/payloads/sso';
import { CODE, PASSWORD, login, rejection, success } from './sso-support';

setupSandbox();

describe('forget password and reset', () => {
  it('resets the password with the SMS code and lifts the reset gate', async () => {
    const found = await forgetPwd({ account: 'user0003' });
    expect(found).toMatchObject({ mobile: '137****0014', type: 0 });
    await sendResetKdCloudPwdSms({ mobile: found.mobileEncry, type: 2 });
    expect(await forgetPwdNewCheck({ mobile: '13700000014', vCode: CODE })).toEqual({
      valid: true,
    });
    const weak = await rejection(
      resetPwd({
        mobile: '13700000014',
        vCode: CODE,
        password: await encodePassword('short'),
        security: 1,
      }),
    );
    expect(weak.message).toBe('The password does not meet the rule.');
    await resetPwd({
      mobile: '13700000014',
      vCode: CODE,
      password: await encodePassword('New@pass2027'),
      security: 1,
    });
    expect((await rejection(login('13700000014'))).message).toBe(
      'The account or password is wrong.',
    );
    expect((await login('13700000014', 0, 'New@pass2027')).kind).toBe('success');
  });

  it('refuses the current password as the new one, in the check and in the reset (decision 0032)', async () => {
    await sendResetKdCloudPwdSms({ mobile: '13800138000', type: 2 });
    const current = await encodePassword(PASSWORD);
    const same = 'The new password must differ from the current one.';
    const checked = forgetPwdNewCheck({ mobile: '13800138000', vCode: CODE, password: current });
    expect((await rejection(checked)).message).toBe(same);
    const reset = resetPwd({ mobile: '13800138000', vCode: CODE, password: current, security: 1 });
    expect((await rejection(reset)).message).toBe(same);
    // The code is still good for a different password.
    const renewed = await encodePassword('New@pass2027');
    expect(
      await forgetPwdNewCheck({ mobile: '13800138000', vCode: CODE, password: renewed }),
    ).toEqual({ valid: true });
    await resetPwd({ mobile: '13800138000', vCode: CODE, password: renewed, security: 1 });
    expect((await login('13800138000', 0, 'New@pass2027')).kind).toBe('success');
  });

  it('needs the code before a reset', async () => {
    const error = await rejection(
      resetPwd({
        mobile: '13800138000',
        vCode: CODE,
        password: await encodePassword('New@pass2027'),
        security: 1,
      }),
    );
    expect(error.message).toBe('Send a verification code first.');
    expect((await login('13800138000')).kind).toBe('success');
  });
});

describe('improving a user-name account', () => {
  it('binds a mobile after the register-cloud-account answer, then signs in by it', async () => {
    const { account } = (await login('user0004', 1)).data as EncryptedAccountData;
    const taken = await rejection(sendImproveLoginInfoSms({ account, mobile: '13900139000' }));
    expect(taken.message).toBe('This mobile is already bound to another account.');
    await sendImproveLoginInfoSms({ account, mobile: '13655556666' });
    const info = success(
      await improveLoginInfoCreate({ account, mobile: '13655556666', vCode: CODE }),
    );
    expect(info).toMatchObject({ type: 0, loginAccount: '136****6666' });
    expect((await login('13655556666')).kind).toBe('success');
  });

  it('lets nobody else bind a mobile to an account', async () => {
    const account = encryptField('user0012');
    const error = await rejection(sendImproveLoginInfoSms({ account, mobile: '13655556666' }));
    expect(error.message).toBe('Sign in first.');
  });
});
