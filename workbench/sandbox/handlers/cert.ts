import { UPLOAD_MAX_BYTES } from '../../../shared/constants';
import { CERT_STATUS } from '../../../shared/contract';
// Not the validation index: its messages are Lingui macros, which the servers' sandbox cannot load.
import { allowedUploadTypes } from '../../../shared/validation/upload';
import { v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import type { OrgState } from '../store/org';
import { verifyCode, primeCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import type { CertCorpInfo, CertLicence, EnterCandidate } from '../../../shared/payloads/cert';
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

/** The licence's types (docs/product.md §5, PDF allowed) and how each file begins. */
const LICENCE_SIGNATURES: Record<string, string> = {
  'image/jpeg': '\xff\xd8\xff',
  'image/png': '\x89PNG',
  'application/pdf': '%PDF',
};
const LICENCE_TYPES = allowedUploadTypes({ allowPdf: true }).map((type) => type.mime);
/** Base64 takes 4 characters for every 3 bytes. */
const LICENCE_MAX_BASE64 = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;
/** An entry's body: the licence and the few fields beside it. */
const ENTRY_MAX_BODY = LICENCE_MAX_BASE64 + 4096;

const licence = () =>
  v.object({
    name: v.string({ min: 1, max: 255 }),
    type: v.oneOf(LICENCE_TYPES),
    content: v.string({ min: 8, max: LICENCE_MAX_BASE64 }),
  });

/** The rules a backend would hold the file to, whatever the client checked: size and real type. */
function checkLicence({ type, content }: CertLicence): void {
  // Searched for one wrong character, not matched whole: a quantified pattern over 14 million
  // characters overflowed the stack on CI's machine (RangeError).
  if (/[^A-Za-z0-9+/=]/.test(content) || /=[^=]/.test(content))
    throw new SandboxFail(FAIL, 'licence.content: is not base64');
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  if ((content.length / 4) * 3 - padding >= UPLOAD_MAX_BYTES)
    throw new SandboxFail(FAIL, 'The business licence must be smaller than 10 MB.');
  const signature = LICENCE_SIGNATURES[type] ?? '';
  if (!atob(content.slice(0, 8)).startsWith(signature))
    throw new SandboxFail(FAIL, `The business licence is not the ${type} file it says it is.`);
}

/** A 1 x 1 PNG: the licence of the calls' samples. */
const SAMPLE_LICENCE: CertLicence = {
  name: 'licence.png',
  type: 'image/png',
  content:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

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
  licenceFile: CertLicence,
): CertCorpInfo {
  checkLicence(licenceFile);
  Object.assign(certOf(state, org), { ...details, failReason: '', licenceName: licenceFile.name });
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
    maxBodyBytes: ENTRY_MAX_BODY,
    input: v.object({
      enterName: v.string({ max: CORP_NAME_MAX_LENGTH }),
      creditCode: creditCode(),
      legalPerson: v.string({ max: 50 }),
      vcode: vcode(),
      licence: licence(),
    }),
    handle: ({ state, org, account, input }): CertCorpInfo => {
      requireAdmin(org, account.userId);
      canEnter(org);
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      return enter(
        state,
        org,
        {
          enterName: input.enterName.trim(),
          creditCode: input.creditCode,
          legalPerson: input.legalPerson.trim(),
        },
        input.licence,
      );
    },
    sample: (state) => {
      const [candidate] = registrySearch(sampleOrg(state).corp.corpName);
      return {
        ...candidate,
        vcode: primeCode(state, sampleAccount(state).mobile),
        licence: SAMPLE_LICENCE,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/cert/codeenter',
    maxBodyBytes: ENTRY_MAX_BODY,
    input: v.object({ creditCode: creditCode(), vcode: vcode(), licence: licence() }),
    handle: ({ state, org, account, input }): CertCorpInfo => {
      requireAdmin(org, account.userId);
      canEnter(org);
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      const cert = certOf(state, org);
      // The registry is searched by code: the name stays the one entered, else the corp's.
      return enter(
        state,
        org,
        {
          enterName: cert.enterName || org.corp.corpName,
          creditCode: input.creditCode,
          legalPerson: cert.legalPerson,
        },
        input.licence,
      );
    },
    sample: (state) => ({
      creditCode: creditCodeFor(sampleOrg(state).corp.corpName),
      vcode: primeCode(state, sampleAccount(state).mobile),
      licence: SAMPLE_LICENCE,
    }),
  }),
];
