import type {
  CertCorpInfo,
  CertCorpInput,
  CertLicence,
  EnterCandidate,
} from '../../shared/payloads/cert';
import { endpoint } from './endpoint';

/*
 * Certification of the current corp (docs/product.md §4), through service/cert; its payloads are in
 * shared/payloads/cert.ts. Entering sends the code of sms corpCert as vcode, and the business licence.
 */

/** Fetches the registry's verdict: a certifying corp becomes certified or failed. */
export const syncCertInfo = endpoint<void, CertCorpInfo>({
  method: 'POST',
  path: 'service/cert/syncinfo',
});

/** Searches the registry by name, for the person to select their enterprise. */
export const selectEnter = endpoint<{ enterName: string }, EnterCandidate[]>({
  method: 'POST',
  path: 'service/cert/selectenter',
});

/** Submits the corp's enterprise with all its details; the corp becomes certifying. */
export const createEnter = endpoint<
  CertCorpInput & { vcode: string; licence: CertLicence },
  CertCorpInfo
>({
  method: 'POST',
  path: 'service/cert/createenter',
});

/** Submits the corp's enterprise by its credit code alone; the corp becomes certifying. */
export const codeEnter = endpoint<
  { creditCode: string; vcode: string; licence: CertLicence },
  CertCorpInfo
>({
  method: 'POST',
  path: 'service/cert/codeenter',
});
