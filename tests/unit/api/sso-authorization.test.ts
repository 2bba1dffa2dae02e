import { describe, expect, it } from 'vitest';
import { encodePassword } from '../../../workbench/api/encrypt';
import {
  assistantCheckInfo,
  assistantCorpUser,
  assistantCorpUserCheckMobile,
  authorizeCodeCancelAuth,
  authorizeCodeCancelTransfer,
  authorizeCodeLogin,
  authorizeCodeTransfer,
  getAuthorizeCodeTransferList,
  getMobileByCode,
  getTrustDeviceCount,
  oauth2Register,
  sendAssistantCorpUserSms,
  sendAuthorizeCodeListSms,
  sendAuthorizeCodeTransferSms,
  sendAuthorizeLoginSms,
  sendOauth2VCode,
} from '../../../workbench/api/sso';
import { sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { PASSWORD, CODE, rejection, sessionsOf, success } from './sso-support';

setupSandbox();

describe('authorization codes', () => {
  /** The valid codes of an account (service/user/generateAuthorizeCode's records). */
  async function validCodes(userId: string) {
    const state = await sandbox.state();
    const now = state.clock.now();
    return [...state.security.codes.values()].filter(
      (entry) => entry.userId === userId && entry.status === 'valid' && entry.expiresAt > now,
    );
  }

  it('signs the owner of a code in after an SMS to the owner', async () => {
    const [entry] = await validCodes('u0002');
    expect(await getMobileByCode({ code: entry!.code })).toMatchObject({ mobile: '139****9000' });
    await sendAuthorizeLoginSms({ code: entry!.code });
    const info = success(await authorizeCodeLogin({ code: entry!.code, vCode: CODE }));
    expect(info.loginAccount).toBe('139****9000');
    const [session] = await sessionsOf('u0002');
    expect((await sandbox.state()).signIn.authorizeCodeSessions.has(session!.id)).toBe(true);
  });

  it('refuses a code that is disabled or unknown', async () => {
    const state = await sandbox.state();
    const disabled = [...state.security.codes.values()].find(
      (entry) => entry.status === 'disabled',
    );
    for (const code of [disabled!.code, 'NOPE'])
      expect((await rejection(getMobileByCode({ code }))).message).toBe(
        `Authorization code ${code} is not valid.`,
      );
  });

  it('lists, transfers and cancels the codes of the signed-in owner, behind SMS codes', async () => {
    await signInAs('u0001');
    const codes = await validCodes('u0001');
    expect(codes.length).toBeGreaterThanOrEqual(2);
    await rejection(getAuthorizeCodeTransferList({ vCode: CODE }));
    await sendAuthorizeCodeListSms();
    const list = await getAuthorizeCodeTransferList({ vCode: CODE });
    expect(list.map((item) => item.code).sort()).toEqual(codes.map((entry) => entry.code).sort());
    expect(list.every((item) => item.status === 'valid')).toBe(true);

    const [first, second] = codes;
    (await sandbox.state()).clock.advance(60_000);
    await sendAuthorizeCodeTransferSms();
    const moved = await authorizeCodeTransfer({
      code: first!.code,
      mobile: '13700000014',
      vCode: CODE,
    });
    expect(moved).toMatchObject({ status: 'transferring', transferMobile: '137****0014' });
    expect(await authorizeCodeCancelTransfer({ code: first!.code })).toMatchObject({
      status: 'valid',
      transferMobile: '',
    });
    await authorizeCodeCancelAuth({ code: second!.code });
    expect(second!.status).toBe('disabled');
    await rejection(getMobileByCode({ code: second!.code }));
  });

  it('keeps another account away from the codes', async () => {
    const [entry] = await validCodes('u0001');
    await signInAs('u0002');
    const error = await rejection(authorizeCodeCancelAuth({ code: entry!.code }));
    expect(error.message).toBe(`Authorization code ${entry!.code} is not valid.`);
  });
});

describe('assistant corp user', () => {
  it('adds a registered mobile to the inviting corp and signs it in there', async () => {
    expect(await assistantCheckInfo({ code: 'ASSIST-1001' })).toEqual({
      corpName: '华南示范科技有限公司',
      inviterName: '张伟',
    });
    const mobile = '13611112222';
    const check = () => assistantCorpUserCheckMobile({ code: 'ASSIST-1001', mobile });
    expect(await check()).toEqual({ registered: false, member: false });
    const { clock } = await sandbox.state();
    await sendAssistantCorpUserSms({ code: 'ASSIST-1001', mobile });
    const unregistered = await rejection(
      assistantCorpUser({ code: 'ASSIST-1001', mobile, vCode: CODE }),
    );
    expect(unregistered.message).toBe('Register this mobile first.');

    clock.advance(60_000);
    await sendOauth2VCode({ mobile, type: 3 });
    const { userId } = await oauth2Register({
      mobile,
      vCode: CODE,
      password: await encodePassword(PASSWORD),
      clientId: 'sandbox-client',
    });
    expect(await check()).toEqual({ registered: true, member: false });
    clock.advance(60_000);
    await sendAssistantCorpUserSms({ code: 'ASSIST-1001', mobile });
    const info = success(await assistantCorpUser({ code: 'ASSIST-1001', mobile, vCode: CODE }));
    expect(info.corpInfo.corpId).toBe('1001');
    expect((await rejection(check())).message).toBe(
      'This invitation was already used. Ask the corp for a new one.',
    );
    const state = await sandbox.state();
    expect(state.orgs.get('1001')!.members.get(userId)?.deptIds).toEqual(['-1002']);
  });

  it('tells a member already in the corp so, and leaves the invitation for another', async () => {
    const mobile = '13800138000';
    expect(await assistantCorpUserCheckMobile({ code: 'ASSIST-1001', mobile })).toEqual({
      registered: true,
      member: true,
    });
    await sendAssistantCorpUserSms({ code: 'ASSIST-1001', mobile });
    success(await assistantCorpUser({ code: 'ASSIST-1001', mobile, vCode: CODE }));
    expect(await assistantCheckInfo({ code: 'ASSIST-1001' })).toMatchObject({
      inviterName: '张伟',
    });
  });

  it('refuses an invitation that has expired', async () => {
    const error = await rejection(assistantCheckInfo({ code: 'ASSIST-EXPIRED' }));
    expect(error.message).toBe('This invitation has expired. Ask the corp for a new one.');
  });

  it('answers an unknown invitation with the fail shape', async () => {
    const error = await rejection(assistantCheckInfo({ code: 'NOPE' }));
    expect(error.message).toBe('Invitation NOPE not found');
  });
});

describe('calls that need a session', () => {
  it('answers 401 without one', async () => {
    expect((await rejection(getTrustDeviceCount())).status).toBe(401);
    expect((await rejection(sendAuthorizeCodeListSms())).status).toBe(401);
  });
});
