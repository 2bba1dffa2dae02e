/** The session's corps: the current one, the list, switching, creating, changing, hiding, deleting. */
import { CERT_STATUS, CORP_TYPE } from '../../../../shared/contract';
import { id, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { maskMobile } from '../../../../shared/validation/mobile';
import type { AccountRecord } from '../../store/accounts';
import type { OrgState } from '../../store/org';
import { verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type { Corp, CurrentCorp } from '../../../../shared/domain/corp';
import type {
  KdCloudCorp,
  SecondCheckData,
  ServiceAvailability,
} from '../../../../shared/payloads/corp';
import { rootDept } from '../../store/depts';
import {
  accountOrg,
  CODES,
  corpView,
  createCorp,
  currentCorpView,
  deleteCorp,
  failWith,
  requireAdmin,
  requireCreator,
  setCorpHidden,
} from '../../store/corps';
import { checkMobileOf, needsSecondCheck, passSecondCheck } from '../../store/second-check';
import { sampleAccount, sampleOrg } from '../../store/samples';
import { corpName, vcode } from './inputs';

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new SandboxFail(FAIL, 'corpName: is required');
  return trimmed;
}

/** The sample account's other corp (the one a deletion or hiding may touch). */
function sampleOtherCorp(state: SandboxState): string {
  const account = sampleAccount(state);
  return (
    account.corpIds.find((corpId) => corpId !== account.defaultCorpId) ?? account.defaultCorpId
  );
}

/** What 5001022900 carries: the corp, and where its code goes, masked. */
function secondCheckData(org: OrgState, account: AccountRecord): SecondCheckData {
  return { corpId: org.corp.corpId, checkMobile: maskMobile(checkMobileOf(org, account)) };
}

export const corpsRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/corp/current',
    handle: ({ state, session, org, account }): CurrentCorp => {
      if (needsSecondCheck(state, session.id, org))
        failWith(CODES.secondCheck, secondCheckData(org, account));
      return currentCorpView(state, org, account.userId);
    },
  }),
  route({
    method: 'GET',
    path: 'service/corp/list',
    handle: ({ state, account }): Corp[] =>
      account.corpIds.flatMap((corpId) => {
        const org = state.orgs.get(corpId);
        return org ? [corpView(state, org.corp, account.userId)] : [];
      }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/switchCorp',
    input: v.object({ corpId: id() }),
    handle: ({ state, session, account, input }): CurrentCorp => {
      const org = accountOrg(state, account, input.corpId);
      if (needsSecondCheck(state, session.id, org))
        failWith(CODES.secondCheck, secondCheckData(org, account));
      session.corpId = org.corp.corpId;
      return currentCorpView(state, org, account.userId);
    },
    // Samples never leave the default corp, so the others act where they expect.
    sample: (state) => ({ corpId: sampleAccount(state).defaultCorpId }),
  }),
  route({
    method: 'GET',
    path: 'service/corp/kdCloud/list',
    handle: ({ state, account }): KdCloudCorp[] =>
      account.corpIds.flatMap((corpId) => {
        const corp = state.orgs.get(corpId)?.corp;
        return corp?.corpType === CORP_TYPE.corporate
          ? [{ kdCloudId: `kd${corp.corpId}`, corpId: corp.corpId, corpName: corp.corpName }]
          : [];
      }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/registerCorp',
    input: v.object({ corpName: corpName() }),
    handle: ({ state, account, input }): Corp =>
      corpView(
        state,
        createCorp(state, account, trimmedName(input.corpName), CORP_TYPE.corporate).corp,
        account.userId,
      ),
    sample: () => ({ corpName: '新注册示范有限公司' }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/addCorp',
    input: v.object({
      corpName: corpName(),
      corpType: v.oneOf([CORP_TYPE.corporate, CORP_TYPE.person]),
    }),
    handle: ({ state, account, input }): Corp =>
      corpView(
        state,
        createCorp(state, account, trimmedName(input.corpName), input.corpType).corp,
        account.userId,
      ),
    sample: () => ({ corpName: '新的个人账套', corpType: CORP_TYPE.person }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/modifyCorp',
    input: v.object({
      corpName: corpName(),
      secondCheck: v.optional(v.flag()),
      vcode: vcode(),
    }),
    handle: ({ state, session, org, account, input }): Corp => {
      requireAdmin(org, account.userId);
      const name = trimmedName(input.corpName);
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      org.corp.corpName = name;
      rootDept(org).name = name;
      if (input.secondCheck !== undefined) {
        org.corp.corpInfo.secondCheck = input.secondCheck;
        // The admin has just passed an SMS check in this session.
        if (input.secondCheck) passSecondCheck(state, session.id, org.corp.corpId);
      }
      return corpView(state, org.corp, account.userId);
    },
    sample: (state) => ({
      corpName: sampleOrg(state).corp.corpName,
      vcode: primeCode(state, sampleAccount(state).mobile),
    }),
  }),
  route({
    method: 'GET',
    path: 'service/corp/getCorpInfoById',
    input: v.object({ corpId: id() }),
    handle: ({ state, account, input }): Corp =>
      corpView(state, accountOrg(state, account, input.corpId).corp, account.userId),
    sample: (state) => ({ corpId: sampleAccount(state).defaultCorpId }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/setCorpHide',
    input: v.object({ corpId: id(), hide: v.flag() }),
    handle: ({ state, account, input }) => {
      accountOrg(state, account, input.corpId);
      setCorpHidden(state, account.userId, input.corpId, input.hide);
      return null;
    },
    sample: (state) => ({ corpId: sampleOtherCorp(state), hide: 1 }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/delCorp',
    input: v.object({ corpId: id(), vcode: vcode() }),
    handle: ({ state, account, input }) => {
      const org = accountOrg(state, account, input.corpId);
      requireCreator(org, account.userId);
      if (account.corpIds.length === 1)
        throw new SandboxFail(FAIL, 'You cannot delete your only corp.');
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      deleteCorp(state, org.corp.corpId);
      return null;
    },
    // The default corp stays: the other samples act in it.
    sample: (state) => {
      const account = sampleAccount(state);
      const corpId =
        account.corpIds.find(
          (other) =>
            other !== account.defaultCorpId &&
            state.orgs.get(other)?.corp.corpInfo.creatorUserId === account.userId,
        ) ?? '';
      return { corpId, vcode: primeCode(state, account.mobile) };
    },
  }),
  route({
    method: 'GET',
    path: 'service/corp/isServiceAvailable',
    handle: ({ org }): ServiceAvailability => {
      const { certStatus } = org.corp.corpInfo;
      return {
        available: certStatus === CERT_STATUS.certified || certStatus === CERT_STATUS.notNeeded,
        certStatus,
      };
    },
  }),
];
