import { CERT_STATUS } from '../../../shared/contract';
import { v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import type { OrgState } from '../store/org';
import { verifyCode, primeCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import type { CertCorpInfo, EnterCandidate } from '../../../shared/payloads/cert';
import { CORP_NAME_MAX_LENGTH, requireAdmin } from '../store/corps';
import {
  certInfo,
  certOf,
  CREDIT_CODE_PATTERN,
  creditCodeFor,
  isValidCreditCode,
} from '../store/certification';
import { sampleAccount, sampleOrg } from '../store/samples';

/*
 * Certification (docs/product.md §4): entering (createenter, codeenter) makes the corp certifying;
 * syncinfo then answers the registry's verdict: certified when the credit code's check character
 * is right (GB 32100), failed otherwise. A new entry replaces one in progress or a past verdict;
 * a person corp (not needed) cannot enter.
 */

const creditCode = () => v.string({ max: 18, pattern: CREDIT_CODE_PATTERN });
const vcode = () => v.string({ max: 10 });

/** Suffixes the registry's search adds to a name, and the legal persons it draws from. */
const REGISTRY_SUFFIXES = ['', '科技有限公司', '贸易有限公司'];
const LEGAL_PERSONS = ['王强', '李敏', '陈静', '刘洋', '赵磊'];

function registrySearch(name: string): EnterCandidate[] {
  const names = [...new Set(REGISTRY_SUFFIXES.map((suffix) => `${name}${suffix}`))];
  return names.map((enterName, index) => ({
    enterName,
    creditCode: creditCodeFor(enterName),
    legalPerson: LEGAL_PERSONS[(enterName.length + index) % LEGAL_PERSONS.length]!,
  }));
}

function canEnter(org: OrgState): void {
  if (org.corp.corpInfo.certStatus === CERT_STATUS.notNeeded)
    throw new SandboxFail(FAIL, 'This corp does not need certification.');
}

function enter(
  state: SandboxState,
  org: OrgState,
  details: { enterName: string; creditCode: string; legalPerson: string },
): CertCorpInfo {
  Object.assign(certOf(state, org), { ...details, failReason: '' });
  org.corp.corpInfo.certStatus = CERT_STATUS.certifying;
  return certInfo(state, org);
}

export const certRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/cert/syncinfo',
    handle: ({ state, org }): CertCorpInfo => {
      const { corpInfo } = org.corp;
      if (corpInfo.certStatus === CERT_STATUS.certifying) {
        const cert = certOf(state, org);
        const valid = isValidCreditCode(cert.creditCode);
        corpInfo.certStatus = valid ? CERT_STATUS.certified : CERT_STATUS.failed;
        cert.failReason = valid ? '' : 'The credit code does not match the registry.';
      }
      return certInfo(state, org);
    },
  }),
  route({
    method: 'POST',
    path: 'service/cert/selectenter',
    input: v.object({ enterName: v.string({ max: CORP_NAME_MAX_LENGTH }) }),
    handle: ({ input }): EnterCandidate[] => registrySearch(input.enterName.trim()),
    sample: (state) => ({ enterName: sampleOrg(state).corp.corpName }),
  }),
  route({
    method: 'POST',
    path: 'service/cert/createenter',
    input: v.object({
      enterName: v.string({ max: CORP_NAME_MAX_LENGTH }),
      creditCode: creditCode(),
      legalPerson: v.string({ max: 50 }),
      vcode: vcode(),
    }),
    handle: ({ state, org, account, input }): CertCorpInfo => {
      requireAdmin(org, account.userId);
      canEnter(org);
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      return enter(state, org, {
        enterName: input.enterName.trim(),
        creditCode: input.creditCode,
        legalPerson: input.legalPerson.trim(),
      });
    },
    sample: (state) => {
      const [candidate] = registrySearch(sampleOrg(state).corp.corpName);
      return { ...candidate, vcode: primeCode(state, sampleAccount(state).mobile) };
    },
  }),
  route({
    method: 'POST',
    path: 'service/cert/codeenter',
    input: v.object({ creditCode: creditCode(), vcode: vcode() }),
    handle: ({ state, org, account, input }): CertCorpInfo => {
      requireAdmin(org, account.userId);
      canEnter(org);
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      const cert = certOf(state, org);
      // The registry is searched by code: the name stays the one entered, else the corp's.
      return enter(state, org, {
        enterName: cert.enterName || org.corp.corpName,
        creditCode: input.creditCode,
        legalPerson: cert.legalPerson,
      });
    },
    sample: (state) => ({
      creditCode: creditCodeFor(sampleOrg(state).corp.corpName),
      vcode: primeCode(state, sampleAccount(state).mobile),
    }),
  }),
];
