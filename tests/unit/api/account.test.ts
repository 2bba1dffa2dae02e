import { describe, expect, it } from 'vitest';
import {
  authorizeCodeListPage,
  authorizeServiceList,
  bind,
  bindLocalEmail,
  cancelAIProtocol,
  checkPwd,
  checkUserName,
  generateAuthorizeCode,
  getAccount,
  getAIProtocol,
  getBindThirdPlatformInfo,
  isBind,
  isCanLogOff,
  isCheckedPwd,
  isHasValidCode,
  isOpenLoginProtect,
  isOpenRemoteLoginNotice,
  loginProtectSet,
  logOffLocalUser,
  signProtocol,
  syncKdInfo,
  unbindThirdPlatformInfo,
  updateAccount,
  updateAuthorizeCode,
  updateLocalPwd,
  updateMobile,
  updateMobileCheck,
  updatePwdTime,
  updatePwdTip,
  updateRemoteLoginNotice,
  wxTwoFactorLink,
} from '../../../workbench/api/account';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  accountUpdateSendSms,
  bindKdCloud,
  bindLocalEmailSendCode,
  changeLocalMobile,
  changeLocalPwd,
  userDelete,
} from '../../../workbench/api/sms';
import {
  checkPassword,
  DAY_MS,
  encryptText,
  sandbox,
  SANDBOX_SMS_CODE,
} from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { PROTECT_CODE } from '../../../shared/contract';

const { effects } = setupSandbox();

const CODE = SANDBOX_SMS_CODE;

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function encrypted(plain: string) {
  const { keys } = await sandbox.state();
  return { password: await encryptText(keys.publicKey, plain), security: 1 as const };
}

async function accountRecord(userId: string) {
  return (await sandbox.state()).accounts.get(userId);
}

describe('the account', () => {
  it('answers the signed-in account with its mobile masked and its security flags', async () => {
    await signInAs('u0001');
    expect(await getAccount()).toMatchObject({
      userId: 'u0001',
      realName: '张伟',
      userName: 'zhangwei',
      mobile: '138****8000',
      email: 'zhangwei@example.com',
      loginType: 0,
      openLoginProtect: true,
      openRemoteLoginNotice: true,
      openSecondCheck: true,
      pwdExpireDays: 90,
      kdCloudBound: true,
    });
    expect((await getAccount()).mobileEncry).not.toContain('13800138000');
  });

  it('renames the account, and refuses a user name another account signs in with', async () => {
    await signInAs('u0001');
    expect(await updateAccount({ realName: '张伟伟', userName: 'zhangww' })).toMatchObject({
      realName: '张伟伟',
      userName: 'zhangww',
    });
    expect(await getAccount()).toMatchObject({ userName: 'zhangww' });
    const state = await sandbox.state();
    expect(state.orgs.get('1001')?.members.get('u0001')?.userName).toBe('zhangww');
    expect((await failureOf(updateAccount({ userName: 'lina' }))).message).toBe(
      'This user name is taken.',
    );
    expect((await failureOf(updateAccount({ userName: '13700000000' }))).code).toBe('-1');
  });

  it('checks a user name for a user: its own name is free, another account’s is not', async () => {
    await signInAs('u0001');
    expect(await checkUserName({ name: 'zhangwei', userId: 'u0001' })).toEqual({
      available: true,
    });
    expect(await checkUserName({ name: 'lina', userId: 'u0001' })).toEqual({ available: false });
    expect((await failureOf(checkUserName({ name: 'a b', userId: 'u0001' }))).code).toBe('-1');
    expect((await failureOf(checkUserName({ name: 'newname', userId: 'nobody' }))).message).toBe(
      'Account nobody not found',
    );
  });

  it('records agreement to the user protocol', async () => {
    await signInAs('u0002');
    expect(await getAccount()).toMatchObject({ protocolAgreed: false });
    await signProtocol();
    expect(await getAccount()).toMatchObject({ protocolAgreed: true });
  });
});

describe('isBind and the cloud account', () => {
  it('answers the authCode of a bound account', async () => {
    await signInAs('u0001');
    expect((await isBind()).authCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(effects.toasts).toEqual([]);
  });

  it('rejects with the catalogue’s operation-failed message when the answer has no authCode', async () => {
    await signInAs('u0002');
    const error = await failureOf(isBind());
    expect(error.message).toBe('Operation failed, please try again later.');
    expect(effects.toasts).toEqual(['Operation failed, please try again later.']);
  });

  it('leaves the message to the caller when the call is exempt', async () => {
    await signInAs('u0002');
    const error = await failureOf(isBind(undefined, { exempt: true }));
    expect(error.message).toBe('Operation failed, please try again later.');
    expect(effects.toasts).toEqual([]);
  });

  it('binds a cloud account by a code to its mobile, after which isBind answers', async () => {
    await signInAs('u0002');
    expect((await failureOf(bind({ mobile: '13600136000', vCode: CODE }))).message).toBe(
      'Send a verification code first.',
    );
    await bindKdCloud({ mobile: '13600136000' });
    const { authCode } = await bind({ mobile: '13600136000', vCode: CODE });
    expect(await isBind()).toEqual({ authCode });
    expect(await syncKdInfo()).toMatchObject({ kdCloudBound: true });
  });

  it('refuses to sync an account bound to no cloud account', async () => {
    await signInAs('u0002');
    expect((await failureOf(syncKdInfo())).message).toBe(
      'This account is not bound to a cloud account.',
    );
  });
});

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
    const state = await sandbox.state();
    state.clock.advance(60 * DAY_MS);
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

describe('the mobile and the e-mail address', () => {
  it('changes the mobile after the current one is confirmed, with a code to the new one', async () => {
    await signInAs('u0001');
    await changeLocalMobile({ mobile: '13600136000' });
    expect((await failureOf(updateMobile({ mobile: '13600136000', vCode: CODE }))).message).toBe(
      'Confirm your current mobile first.',
    );
    await accountUpdateSendSms();
    await updateMobileCheck({ vCode: CODE });
    expect(await updateMobile({ mobile: '13600136000', vCode: CODE })).toMatchObject({
      mobile: '136****6000',
    });
    const state = await sandbox.state();
    expect(state.accounts.get('u0001')?.mobile).toBe('13600136000');
    expect(state.orgs.get('1001')?.members.get('u0001')).toMatchObject({
      mobile: '13600136000',
      checkMobile: '13600136000',
    });
  });

  it('refuses a mobile another account signs in with', async () => {
    await signInAs('u0001');
    await accountUpdateSendSms();
    await updateMobileCheck({ vCode: CODE });
    expect((await failureOf(updateMobile({ mobile: '13900139000', vCode: CODE }))).message).toBe(
      'This mobile is used by another account.',
    );
  });

  it('binds an e-mail address by the code sent to it', async () => {
    await signInAs('u0001');
    expect(
      (await failureOf(bindLocalEmail({ email: 'zw@example.com', vCode: CODE }))).message,
    ).toBe('Send a verification code first.');
    await bindLocalEmailSendCode({ email: 'zw@example.com' });
    expect(await bindLocalEmail({ email: 'zw@example.com', vCode: CODE })).toMatchObject({
      email: 'zw@example.com',
    });
    expect((await failureOf(bindLocalEmail({ email: 'not-an-address', vCode: CODE }))).code).toBe(
      '-1',
    );
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

describe('third-party bindings', () => {
  it('lists every platform and unbinds a bound one', async () => {
    await signInAs('u0001');
    const bindings = await getBindThirdPlatformInfo();
    expect(bindings.map(({ type, bound }) => [type, bound])).toEqual([
      ['wx', true],
      ['qywx', false],
      ['dingtalk', false],
    ]);
    await unbindThirdPlatformInfo({ type: 'wx' });
    expect((await getBindThirdPlatformInfo())[0]).toMatchObject({ bound: false, nickName: '' });
    expect((await failureOf(unbindThirdPlatformInfo({ type: 'wx' }))).message).toBe(
      'No wx account is bound.',
    );
    expect((await failureOf(unbindThirdPlatformInfo({ type: 'qq' as never }))).code).toBe('-1');
  });

  it('keeps WeChat while login protection verifies by it', async () => {
    await signInAs('u0001');
    await loginProtectSet({ protect: PROTECT_CODE.wx });
    expect((await failureOf(unbindThirdPlatformInfo({ type: 'wx' }))).message).toMatch(
      /verifies by WeChat/,
    );
  });
});

describe('logging off', () => {
  it('is not open to the creator of corps others belong to', async () => {
    await signInAs('u0001');
    const eligibility = await isCanLogOff();
    expect(eligibility.canLogOff).toBe(false);
    expect(eligibility.creatorCorps.map(({ corpId }) => corpId)).toEqual(['1001', '1002']);
    await userDelete({});
    expect((await failureOf(logOffLocalUser({ vcode: CODE }))).message).toMatch(
      /^Hand over the corps you created first/,
    );
  });

  it('closes an account by the code to its mobile and ends the session', async () => {
    const sessionId = await signInAs('u0002');
    expect(await isCanLogOff()).toEqual({ canLogOff: true, creatorCorps: [] });
    expect((await failureOf(logOffLocalUser({ vcode: CODE }))).code).toBe('-1');
    await userDelete({});
    await logOffLocalUser({ vcode: CODE });
    const state = await sandbox.state();
    expect(state.accounts.has('u0002')).toBe(false);
    expect(state.orgs.get('1001')?.members.has('u0002')).toBe(false);
    expect(state.sessions.has(sessionId)).toBe(false);
    expect((await failureOf(getAccount())).status).toBe(401);
  });
});

describe('authorization codes', () => {
  it('pages the codes three at a time by default, newest first', async () => {
    await signInAs('u0001');
    const first = await authorizeCodeListPage({});
    expect(first).toMatchObject({ total: 5, currentPage: 1, pageSize: 3 });
    expect(first.list.map((code) => code.status)).toEqual(['valid', 'valid', 'disabled']);
    const second = await authorizeCodeListPage({ currentPage: 2, pageSize: 3 });
    expect(second.list.map((code) => code.status)).toEqual(['expired', 'disabled']);
    expect((await failureOf(authorizeCodeListPage({ currentPage: 0 }))).code).toBe('-1');
  });

  it('makes one valid code per service', async () => {
    await signInAs('u0001');
    const services = await authorizeServiceList();
    expect(services.map((service) => service.hasValidCode)).toEqual([true, true, false, false]);
    const free = services[2]!.serviceId;
    expect(await isHasValidCode({ serviceId: free })).toEqual({ hasValidCode: false });
    const code = await generateAuthorizeCode({ serviceId: free });
    expect(code).toMatchObject({ serviceId: free, status: 'valid' });
    expect(await isHasValidCode({ serviceId: free })).toEqual({ hasValidCode: true });
    expect((await authorizeCodeListPage({})).list[0]).toEqual(code);
    expect((await failureOf(generateAuthorizeCode({ serviceId: free }))).message).toBe(
      'This service already has a valid authorization code.',
    );
    expect((await failureOf(isHasValidCode({ serviceId: 'nope' }))).message).toBe(
      'Service nope not found',
    );
  });

  it('turns codes off and on, but not an expired one nor a second valid one', async () => {
    await signInAs('u0001');
    const { list } = await authorizeCodeListPage({ pageSize: 10 });
    const [newest, , thirdDisabled, expired, oldestDisabled] = list;
    expect(
      (await failureOf(updateAuthorizeCode({ id: oldestDisabled!.id, status: 'valid' }))).message,
    ).toBe('This service already has a valid authorization code.');
    expect(await updateAuthorizeCode({ id: newest!.id, status: 'disabled' })).toMatchObject({
      status: 'disabled',
    });
    expect(await updateAuthorizeCode({ id: oldestDisabled!.id, status: 'valid' })).toMatchObject({
      status: 'valid',
    });
    expect(await updateAuthorizeCode({ id: thirdDisabled!.id, status: 'valid' })).toMatchObject({
      status: 'valid',
    });
    expect(
      (await failureOf(updateAuthorizeCode({ id: expired!.id, status: 'disabled' }))).message,
    ).toBe('This authorization code has expired.');
  });

  it('keeps one account’s codes from another', async () => {
    await signInAs('u0001');
    const [own] = (await authorizeCodeListPage({})).list;
    await signInAs('u0002');
    expect((await authorizeCodeListPage({})).total).toBe(1);
    expect(
      (await failureOf(updateAuthorizeCode({ id: own!.id, status: 'disabled' }))).message,
    ).toBe(`Authorization code ${own!.id} not found`);
  });
});
