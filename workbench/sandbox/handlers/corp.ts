import { CERT_STATUS, CORP_TYPE } from '../../../shared/contract';
import { id, v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import { maskMobile } from '../../../shared/validation/mobile';
import type { AccountRecord } from '../store/accounts';
import type { OrgState } from '../store/org';
import { verifyCode, primeCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import { mobileInput } from './sms';
import type { Corp, CurrentCorp } from '../../../shared/domain/corp';
import type {
  KdCloudCorp,
  QywxRelation,
  SecondCheckData,
  SecondCheckStatus,
  ServiceAvailability,
} from '../../../shared/payloads/corp';
import type { CertCorpInfo } from '../../../shared/payloads/cert';
import { rootDept } from '../store/depts';
import {
  accountOrg,
  CODES,
  CORP_NAME_MAX_LENGTH,
  corpView,
  createCorp,
  currentCorpView,
  deleteCorp,
  failWith,
  memberOf,
  qywxOf,
  removeMembers,
  requireAdmin,
  requireCreator,
  SANDBOX_VERIFIED_TOKEN,
  setCorpHidden,
} from '../store/corps';
import {
  checkMobileOf,
  needsSecondCheck,
  passSecondCheck,
  secondCheckOpen,
  setSecondCheckOpen,
} from '../store/second-check';
import { certInfo, certOf, CREDIT_CODE_PATTERN, creditCodeFor } from '../store/certification';
import { SAMPLE_USER_ID, sampleAccount, sampleOrg } from '../store/samples';

const corpName = () => v.string({ max: CORP_NAME_MAX_LENGTH });
const vcode = () => v.string({ max: 10 });

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new SandboxFail(FAIL, 'corpName: is required');
  return trimmed;
}

function secondCheckStatus(state: SandboxState, org: OrgState, userId: string): SecondCheckStatus {
  const member = memberOf(org, userId);
  return {
    userId,
    openSecondCheck: secondCheckOpen(state, org, member),
    checkMobile: member.checkMobile ? maskMobile(member.checkMobile) : '',
  };
}

function qywxRelation(state: SandboxState, org: OrgState): QywxRelation {
  const link = qywxOf(state, org);
  return {
    linked: link !== undefined,
    qywxCorpName: link?.qywxCorpName ?? '',
    boundMembers: link?.bound.size ?? 0,
    members: org.members.size,
  };
}

/** A member the sample account may act on: not itself, not the creator, not an account. */
function sampleMember(state: SandboxState): string {
  const org = sampleOrg(state);
  let last = '';
  for (const member of org.members.values())
    if (member.userId !== org.corp.corpInfo.creatorUserId && !state.accounts.has(member.userId))
      last = member.userId;
  return last || SAMPLE_USER_ID;
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

export const corpRoutes: RouteDef[] = [
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
    path: 'service/corp/secondCheck',
    input: v.object({ corpId: id(), vcode: vcode() }),
    handle: ({ state, session, account, input }) => {
      const org = accountOrg(state, account, input.corpId);
      verifyCode(state.sms, state.clock, checkMobileOf(org, account), input.vcode);
      passSecondCheck(state, session.id, org.corp.corpId);
      return null;
    },
    sample: (state) => {
      const org = sampleOrg(state);
      return {
        corpId: org.corp.corpId,
        vcode: primeCode(state, checkMobileOf(org, sampleAccount(state))),
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/corp/setAdmin',
    input: v.object({
      userId: id(),
      admin: v.withDefault(v.flag(), true),
      verified: v.optional(v.string({ max: 200 })),
    }),
    handle: ({ org, account, input }) => {
      requireAdmin(org, account.userId);
      const member = memberOf(org, input.userId);
      if (input.verified !== SANDBOX_VERIFIED_TOKEN) failWith(CODES.setAdminVerify);
      if (!input.admin && member.userId === org.corp.corpInfo.creatorUserId)
        throw new SandboxFail(FAIL, 'The creator of the corp is always an admin.');
      member.admin = input.admin;
      return null;
    },
    sample: (state) => ({
      userId: sampleMember(state),
      admin: 1,
      verified: SANDBOX_VERIFIED_TOKEN,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/deleteUsers',
    input: v.object({
      userIds: v.array(id(), { min: 1, max: 1000 }),
      vcode: v.optional(vcode()),
    }),
    handle: ({ state, org, account, input }) => {
      requireAdmin(org, account.userId);
      for (const userId of input.userIds) {
        memberOf(org, userId);
        if (userId === account.userId)
          throw new SandboxFail(FAIL, 'You cannot delete yourself from the corp.');
        if (userId === org.corp.corpInfo.creatorUserId)
          throw new SandboxFail(FAIL, 'The creator of the corp cannot be deleted.');
      }
      // Checked last, so a refused member list does not use the code up.
      if (input.vcode !== undefined)
        verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      removeMembers(state, org, input.userIds);
      return null;
    },
    sample: (state) => ({ userIds: [sampleMember(state)] }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/goToChangeCreator',
    input: v.object({ userId: id(), verified: v.optional(v.string({ max: 200 })) }),
    handle: ({ org, account, input }) => {
      requireCreator(org, account.userId);
      const member = memberOf(org, input.userId);
      if (member.userId === account.userId)
        throw new SandboxFail(FAIL, 'You are the creator already.');
      if (input.verified !== SANDBOX_VERIFIED_TOKEN) failWith(CODES.transferCorpVerify);
      org.corp.corpInfo.creatorUserId = member.userId;
      member.admin = true;
      return null;
    },
    sample: (state) => ({ userId: sampleMember(state), verified: SANDBOX_VERIFIED_TOKEN }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/isOpenSecondCheck',
    input: v.object({ userId: v.optional(id()) }),
    handle: ({ state, org, account, input }): SecondCheckStatus => {
      const userId = input.userId ?? account.userId;
      if (userId !== account.userId) requireAdmin(org, account.userId);
      return secondCheckStatus(state, org, userId);
    },
  }),
  route({
    method: 'POST',
    path: 'service/corp/setSecondCheck',
    input: v.object({
      userId: id(),
      openSecondCheck: v.flag(),
      mobile: v.optional(mobileInput()),
      vcode: v.optional(vcode()),
    }),
    handle: ({ state, org, account, input }): SecondCheckStatus => {
      if (input.userId !== account.userId) requireAdmin(org, account.userId);
      const member = memberOf(org, input.userId);
      // Bind check mobile (spec section 7, named operations) rides on this call.
      if (input.mobile !== undefined) {
        if (input.vcode === undefined)
          throw new SandboxFail(FAIL, 'A verification code is needed to bind a check mobile.');
        verifyCode(state.sms, state.clock, input.mobile, input.vcode);
        member.checkMobile = input.mobile;
      }
      setSecondCheckOpen(state, org, member, input.openSecondCheck);
      return secondCheckStatus(state, org, input.userId);
    },
    sample: () => ({ userId: SAMPLE_USER_ID, openSecondCheck: 1 }),
  }),
  route({
    method: 'GET',
    path: 'service/corp/getQywxRelation',
    handle: ({ state, org }): QywxRelation => qywxRelation(state, org),
  }),
  route({
    method: 'GET',
    path: 'service/corp/bindQywxMembers',
    handle: ({ state, org, account }): QywxRelation => {
      requireAdmin(org, account.userId);
      const link = qywxOf(state, org);
      if (!link) throw new SandboxFail(FAIL, 'This corp is not linked to WeCom.');
      for (const userId of org.members.keys()) link.bound.add(userId);
      return qywxRelation(state, org);
    },
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
    path: 'service/corp/certCorpInfo',
    handle: ({ state, org }): CertCorpInfo => certInfo(state, org),
  }),
  route({
    method: 'POST',
    path: 'service/corp/modifyCertCorp',
    input: v.object({
      enterName: corpName(),
      creditCode: v.string({ max: 18, pattern: CREDIT_CODE_PATTERN }),
      legalPerson: v.string({ max: 50 }),
    }),
    handle: ({ state, org, account, input }): CertCorpInfo => {
      requireAdmin(org, account.userId);
      const { corpInfo } = org.corp;
      if (corpInfo.certStatus === CERT_STATUS.notNeeded)
        throw new SandboxFail(FAIL, 'This corp does not need certification.');
      const cert = certOf(state, org);
      cert.enterName = input.enterName.trim();
      cert.creditCode = input.creditCode;
      cert.legalPerson = input.legalPerson.trim();
      cert.failReason = '';
      // Changed details are no longer the certified (or refused) ones.
      if (corpInfo.certStatus !== CERT_STATUS.certifying)
        corpInfo.certStatus = CERT_STATUS.uncertified;
      return certInfo(state, org);
    },
    sample: (state) => {
      const cert = certInfo(state, sampleOrg(state));
      return {
        enterName: cert.enterName || sampleOrg(state).corp.corpName,
        creditCode: cert.creditCode || creditCodeFor(sampleOrg(state).corp.corpName),
        legalPerson: cert.legalPerson || '张伟',
      };
    },
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
