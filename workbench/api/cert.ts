import { endpoint } from './endpoint';
import type { CertCorpInfo, CertCorpInput } from '../../shared/payloads/cert';

export type { CertCorpInfo, CertCorpInput } from './corp';

/*
 * Certification of the current corp (spec section 4: 0 uncertified → 1 certifying → 2 certified
 * or 3 failed; 4 not needed for a person corp). The spec shows no payloads: the shapes are the
 * project's own. Entering sends the code of sms corpCert as vcode.
 */

/** Fetches the registry's verdict: a certifying corp becomes certified or failed. */
export const syncCertInfo = endpoint<void, CertCorpInfo>({
  method: 'POST',
  path: 'service/cert/syncinfo',
});

/** An enterprise of the registry, as the search of selectenter finds it. */
export interface EnterCandidate {
  enterName: string;
  creditCode: string;
  legalPerson: string;
}

/** Searches the registry by name, for the person to select their enterprise. */
export const selectEnter = endpoint<{ enterName: string }, EnterCandidate[]>({
  method: 'POST',
  path: 'service/cert/selectenter',
});

/** Submits the corp's enterprise with all its details; the corp becomes certifying. */
export const createEnter = endpoint<CertCorpInput & { vcode: string }, CertCorpInfo>({
  method: 'POST',
  path: 'service/cert/createenter',
});

/** Submits the corp's enterprise by its credit code alone; the corp becomes certifying. */
export const codeEnter = endpoint<{ creditCode: string; vcode: string }, CertCorpInfo>({
  method: 'POST',
  path: 'service/cert/codeenter',
});
