import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  accountUpdateSendSms,
  bindKdCloud,
  bindLocalEmailSendCode,
  changeLocalMobile,
  changeLocalPwd,
  corpCert,
  deleteCorp,
  deleteService,
  loginSecondCheck,
  modifyCorp,
  resetPwd,
  selfServiceRelationInfo,
  setSecondCheckMobile,
  setTwoFactorSms,
  userDelete,
} from '../../../workbench/api/sms';
import { sandbox } from '../../../workbench/sandbox';
import { encryptField } from '../../../workbench/sandbox/store/crypto';
import { setupSandbox, signInAs } from '../helpers/sandbox';

const { effects } = setupSandbox();

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Where the sandbox's last codes went, newest last. */
async function recipients(): Promise<string[]> {
  return [...(await sandbox.state()).sms.sent.keys()];
}

describe('SMS senders', () => {
  it('send the code to the account’s own mobile and say how long to wait', async () => {
    await signInAs('u0001');
    const senders = [
      changeLocalPwd,
      setTwoFactorSms,
      accountUpdateSendSms,
      corpCert,
      modifyCorp,
    ] as const;
    const state = await sandbox.state();
    for (const send of senders) {
      expect(await send()).toEqual({ waitSeconds: 60 });
      expect(await recipients()).toEqual(['13800138000']);
      state.sms.sent.clear();
    }
  });

  it('hold the 60 s rule per number, across senders', async () => {
    await signInAs('u0001');
    await changeLocalPwd();
    const error = await failureOf(accountUpdateSendSms());
    expect(error.message).toMatch(/^Please wait \d+ s before sending another code\.$/);
    expect(effects.toasts).toEqual([error.message]);
    expect(await changeLocalMobile({ mobile: '13600136000' })).toEqual({ waitSeconds: 60 });
    (await sandbox.state()).clock.advance(60_000);
    expect(await accountUpdateSendSms()).toEqual({ waitSeconds: 60 });
  });

  it('send a new mobile’s code to it, unless it is the account’s or another’s', async () => {
    await signInAs('u0001');
    expect((await failureOf(changeLocalMobile({ mobile: '13800138000' }))).message).toBe(
      'This is already your mobile.',
    );
    expect((await failureOf(changeLocalMobile({ mobile: '13900139000' }))).message).toBe(
      'This mobile is used by another account.',
    );
    expect((await failureOf(changeLocalMobile({ mobile: '12345' }))).message).toBe(
      'mobile: is not a mobile number',
    );
    await changeLocalMobile({ mobile: '86-13600136000' });
    expect(await recipients()).toEqual(['86-13600136000']);
  });

  it('send an e-mail code to a free, well-formed address', async () => {
    await signInAs('u0001');
    expect((await failureOf(bindLocalEmailSendCode({ email: 'nope' }))).code).toBe('-1');
    expect((await failureOf(bindLocalEmailSendCode({ email: 'lina@example.com' }))).message).toBe(
      'This e-mail address is used by another account.',
    );
    await bindLocalEmailSendCode({ email: 'zw@example.com' });
    expect(await recipients()).toEqual(['zw@example.com']);
  });

  it('send the delete-user code to the account, for itself or a member of the corp', async () => {
    await signInAs('u0001');
    await userDelete({ userId: 'u0002' });
    expect(await recipients()).toEqual(['13800138000']);
    expect((await failureOf(userDelete({ userId: 'u9999' }))).message).toBe(
      'Member u9999 not found',
    );
  });

  it('send a check-mobile code to the given mobile for a member', async () => {
    await signInAs('u0001');
    await setSecondCheckMobile({ mobile: '13600136000', userId: 'u0002' });
    expect(await recipients()).toEqual(['13600136000']);
    expect(
      (await failureOf(setSecondCheckMobile({ mobile: '13600136001', userId: 'u9999' }))).message,
    ).toBe('Member u9999 not found');
  });

  it('send the second-check code to the member’s check mobile, else to the account’s', async () => {
    await signInAs('u0001');
    await loginSecondCheck();
    await signInAs('u0002');
    await loginSecondCheck();
    expect(await recipients()).toEqual(['13800138000', '13900139000']);
  });

  it('send a cloud account’s code to its mobile', async () => {
    await signInAs('u0002');
    await bindKdCloud({ mobile: '13600136000' });
    expect(await recipients()).toEqual(['13600136000']);
  });

  it('need a service id and a corp of the account for the delete senders', async () => {
    await signInAs('u0002');
    expect((await failureOf(deleteService({ serviceId: '' }))).message).toBe(
      'serviceId: is required',
    );
    expect((await failureOf(deleteCorp({ corpId: '4242' }))).message).toBe('Corp 4242 not found');
    await deleteCorp({ corpId: '1002' });
    expect(await recipients()).toEqual(['13900139000']);
  });

  it('send the reset code without a session, to an account’s mobile, with type 2 only', async () => {
    expect(await resetPwd({ mobile: '13900139000', type: 2 })).toEqual({ waitSeconds: 60 });
    expect((await failureOf(resetPwd({ mobile: '13600136000', type: 2 }))).message).toBe(
      'No account uses this mobile.',
    );
    expect((await failureOf(resetPwd({ mobile: '13800138000', type: 3 as never }))).code).toBe(
      '-1',
    );
  });

  it('send the reset code to the mobile behind the Encry form the reset form holds', async () => {
    expect(await resetPwd({ mobile: encryptField('13700000014'), type: 2 })).toEqual({
      waitSeconds: 60,
    });
    expect(
      (await failureOf(resetPwd({ mobile: encryptField('13600136000'), type: 2 }))).message,
    ).toBe('The account is not valid.');
  });

  it('send a relation info’s code to its mobile, only for one proved by mobile', async () => {
    await signInAs('u0001');
    const { relations } = (await sandbox.state()).security;
    const [byMobile, byEmployees] = [...relations.values()];
    await selfServiceRelationInfo({ id: byMobile!.id });
    expect(await recipients()).toEqual([byMobile!.mobile]);
    expect((await failureOf(selfServiceRelationInfo({ id: byEmployees!.id }))).message).toBe(
      'This relation info is not proved by mobile.',
    );
    await signInAs('u0002');
    expect((await failureOf(selfServiceRelationInfo({ id: byMobile!.id }))).message).toBe(
      `Relation info ${byMobile!.id} not found`,
    );
  });

  it('answer 401 without a session', async () => {
    expect((await failureOf(changeLocalPwd())).status).toBe(401);
  });
});
