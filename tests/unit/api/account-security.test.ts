import { describe, expect, it } from 'vitest';
import {
  cancelAIProtocol,
  checkPwd,
  getAccount,
  getAIProtocol,
  isCheckedPwd,
  isOpenLoginProtect,
  isOpenRemoteLoginNotice,
  loginProtectSet,
  updateLocalPwd,
  updatePwdTime,
  updatePwdTip,
  updateRemoteLoginNotice,
  wxTwoFactorLink,
} from '../../../workbench/api/account';
import { accountUpdateSendSms, changeLocalPwd, setTwoFactorSms } from '../../../workbench/api/sms';
import { checkPassword, DAY_MS } from '../../../workbench/sandbox';
import { setupSandbox, signInAs, passTime } from '../helpers/sandbox';
import { PROTECT_CODE } from '../../../shared/contract';
import { CODE, failureOf, encrypted, accountRecord } from './account-support';

setupSandbox();

describe('the password', () => {
  it('stores a new PBKDF2 hash of the encrypted password once the SMS code checks out', async () => {
    await signInAs('u0001');
    const before = await accountRecord('u0001');
    const previousHash = before?.password.hash;
    await changeLocalPwd();
    await updateLocalPwd({ vCode: CODE, ...(await encrypted('Better#2027')) });
    const record = await accountRecord('u0001');
    expect(record?.password.hash).not.toBe(previousHash);
    expect(await checkPassword('Better#2027', record!.password)).toBe(true);
    expect(await checkPwd(await encrypted('Better#2027'))).toBeNull();
    expect((await failureOf(checkPwd(await encrypted('Sandbox@2026')))).message).toBe(
      'The password is wrong.',
    );
  });

  it('needs the code, and a code used once does not confirm twice', async () => {
    await signInAs('u0001');
    const first = await failureOf(
      updateLocalPwd({ vCode: CODE, ...(await encrypted('Better#2027')) }),
    );
    expect(first.message).toBe('Send a verification code first.');
    await changeLocalPwd();
    expect(
      (await failureOf(updateLocalPwd({ vCode: '000000', ...(await encrypted('Better#2027')) })))
        .message,
    ).toBe('The verification code is wrong.');
    await updateLocalPwd({ vCode: CODE, ...(await encrypted('Better#2027')) });
    expect(
      (await failureOf(updateLocalPwd({ vCode: CODE, ...(await encrypted('Other#2028x')) })))
        .message,
    ).toBe('Send a verification code first.');
  });

  it('refuses a clear-text password, a weak one, the current one and security 0', async () => {
    await signInAs('u0001');
    await changeLocalPwd();
    expect(
      (await failureOf(updateLocalPwd({ vCode: CODE, password: 'Better#2027', security: 1 })))
        .message,
    ).toBe('The password is not encrypted with the public key.');
    expect(
      (await failureOf(updateLocalPwd({ vCode: CODE, ...(await encrypted('short1!')) }))).message,
    ).toMatch(/^The password must be 8 to 18 characters/);
    expect(
      (await failureOf(updateLocalPwd({ vCode: CODE, ...(await encrypted('Sandbox@2026')) })))
        .message,
    ).toBe('The new password must differ from the current one.');
    const insecure = { vCode: CODE, ...(await encrypted('Better#2027')), security: 0 };
    expect((await failureOf(updateLocalPwd(insecure as never))).code).toBe('-1');
  });

  it('sets the expiry, shows the tip once it is near, and puts the tip off', async () => {
    await signInAs('u0001');
    const status = await updatePwdTime({ day: 30 });
    expect(status.pwdExpireDays).toBe(30);
    await passTime(60 * DAY_MS);
    expect(await isCheckedPwd()).toMatchObject({ showTip: true });
    expect((await isCheckedPwd()).daysLeft).toBeLessThanOrEqual(0);
    await updatePwdTip();
    expect(await isCheckedPwd()).toMatchObject({ showTip: false });
    expect(await updatePwdTime({ day: 0 })).toMatchObject({ daysLeft: null, showTip: false });
    expect((await failureOf(updatePwdTime({ day: 366 }))).code).toBe('-1');
  });

  it('counts the expiry from the day the password changes', async () => {
    await signInAs('u0001');
    await changeLocalPwd();
    await updateLocalPwd({ vCode: CODE, ...(await encrypted('Better#2027')) });
    expect(await isCheckedPwd()).toMatchObject({ pwdExpireDays: 90, daysLeft: 90 });
  });
});

describe('login protection and notices', () => {
  it('answers how protection verifies, newest record first', async () => {
    await signInAs('u0001');
    const info = await isOpenLoginProtect();
    expect(info).toMatchObject({ open: true, protect: PROTECT_CODE.mobile, type: 0 });
    expect(info.records.map((record) => record.type)).toEqual([0, 1]);
  });

  it('switches the method freely and needs a code to turn protection off', async () => {
    await signInAs('u0001');
    expect(await loginProtectSet({ protect: PROTECT_CODE.email })).toMatchObject({
      protect: PROTECT_CODE.email,
    });
    expect((await failureOf(loginProtectSet({ protect: PROTECT_CODE.unOpened }))).message).toBe(
      'A verification code is needed to turn login protection off.',
    );
    await accountUpdateSendSms();
    const off = await loginProtectSet({ protect: PROTECT_CODE.unOpened, vCode: CODE });
    expect(off).toMatchObject({ open: false, type: null });
    expect(off.records).toHaveLength(4);
    expect(await getAccount()).toMatchObject({ openLoginProtect: false });
    expect((await failureOf(loginProtectSet({ protect: 7 as never }))).code).toBe('-1');
  });

  it("checks setTwoFactorSms's code when SMS verification is set up with one", async () => {
    await signInAs('u0001');
    await setTwoFactorSms();
    expect(
      (await failureOf(loginProtectSet({ protect: PROTECT_CODE.mobile, vCode: '000000' }))).message,
    ).toBe('The verification code is wrong.');
    expect(await loginProtectSet({ protect: PROTECT_CODE.mobile, vCode: CODE })).toMatchObject({
      open: true,
      protect: PROTECT_CODE.mobile,
    });
  });

  it('keeps a forced protection on', async () => {
    await signInAs('u0002');
    expect(await isOpenLoginProtect()).toMatchObject({ open: true, type: 2 });
    await accountUpdateSendSms();
    expect(
      (await failureOf(loginProtectSet({ protect: PROTECT_CODE.unOpened, vCode: CODE }))).message,
    ).toBe('Login protection is required for this account.');
    expect((await failureOf(loginProtectSet({ protect: PROTECT_CODE.wx }))).message).toBe(
      'Bind WeChat first.',
    );
  });

  it('turns the remote-login notice off and on', async () => {
    await signInAs('u0001');
    expect(await isOpenRemoteLoginNotice()).toEqual({ open: true });
    expect(await updateRemoteLoginNotice({ open: false })).toEqual({ open: false });
    expect(await isOpenRemoteLoginNotice()).toEqual({ open: false });
    expect(await getAccount()).toMatchObject({ openRemoteLoginNotice: false });
    expect((await failureOf(updateRemoteLoginNotice({ open: 'maybe' as never }))).code).toBe('-1');
  });

  it('cancels the AI protocol', async () => {
    await signInAs('u0001');
    expect(await getAIProtocol()).toEqual({ agreed: true });
    expect(await cancelAIProtocol()).toEqual({ agreed: false });
    expect(await getAIProtocol()).toEqual({ agreed: false });
  });

  it('hands out a WeChat two-factor link', async () => {
    await signInAs('u0001');
    expect((await wxTwoFactorLink()).link).toMatch(
      /^https:\/\/wx\.example\.com\/two-factor\?ticket=/,
    );
  });
});
