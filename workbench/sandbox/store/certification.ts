/** A corp's certification: its details, and the unified social credit codes the registry checks. */
import { CERT_STATUS } from '../../../shared/contract';
import { type OrgState } from './org';
import type { SandboxState } from './state';
import type { CertCorpInfo } from '../../../shared/payloads/cert';
import { type CertRecord, corpSide } from './corp-side';

/* -------------------------------------------------------- certification */

/** Characters of a unified social credit code, and the weights of its check digit (GB 32100). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

function creditCheckChar(body: string): string | undefined {
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    const value = CREDIT_CODE_CHARS.indexOf(body[index] ?? '');
    if (value < 0) return undefined;
    sum += value * CREDIT_CODE_WEIGHTS[index]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** A code passes the registry when its last character is the check character of the others. */
export function isValidCreditCode(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCheckChar(code) === code[17];
}

/** A valid code drawn from a text (the same text, the same code). */
export function creditCodeFor(text: string): string {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  let body = '91';
  while (body.length < 17) {
    body += CREDIT_CODE_CHARS[hash % CREDIT_CODE_CHARS.length];
    hash = Math.imul(hash ^ body.length, 2654435761) >>> 0;
  }
  return body + creditCheckChar(body);
}

export function certOf(state: SandboxState, org: OrgState): CertRecord {
  const side = corpSide(state);
  const { corp } = org;
  let cert = side.certs.get(corp.corpId);
  if (!cert) {
    const certified = corp.corpInfo.certStatus === CERT_STATUS.certified;
    cert = {
      enterName: certified ? corp.corpName : '',
      creditCode: certified ? creditCodeFor(corp.corpName) : '',
      legalPerson: certified ? (org.members.get(corp.corpInfo.creatorUserId)?.realName ?? '') : '',
      failReason: '',
      licenceName: '',
    };
    side.certs.set(corp.corpId, cert);
  }
  return cert;
}

export function certInfo(state: SandboxState, org: OrgState): CertCorpInfo {
  return {
    corpId: org.corp.corpId,
    certStatus: org.corp.corpInfo.certStatus,
    ...certOf(state, org),
  };
}
