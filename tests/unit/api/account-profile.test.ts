import { describe, expect, it } from 'vitest';
import {
  bind,
  bindLocalEmail,
  checkUserName,
  getAccount,
  isBind,
  signProtocol,
  syncKdInfo,
  updateAccount,
  updateMobile,
  updateMobileCheck,
} from '../../../workbench/api/account';
import {
  accountUpdateSendSms,
  bindKdCloud,
  bindLocalEmailSendCode,
  changeLocalMobile,
} from '../../../workbench/api/sms';
import { sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { CODE, failureOf } from './account-support';

const { effects } = setupSandbox();

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
