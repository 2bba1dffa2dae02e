import type { CertStatus } from '../contract';

/*
 * Certification of the current corp (docs/product.md §4: 0 uncertified → 1 certifying → 2 certified
 * or 3 failed; 4 not needed for a person corp), read and changed through service/corp and
 * service/cert. The spec shows no payloads: the shapes are the project's own.
 */

/** The current corp's certification (statuses of docs/product.md §4). */
export interface CertCorpInfo {
  corpId: string;
  certStatus: CertStatus;
  /** The certified enterprise's name, credit code and legal person ('' until entered). */
  enterName: string;
  creditCode: string;
  legalPerson: string;
  /** Why the last certification failed ('' unless certStatus is failed). */
  failReason: string;
}

export interface CertCorpInput {
  enterName: string;
  creditCode: string;
  legalPerson: string;
}

/** An enterprise of the registry, as the search of selectenter finds it. */
export interface EnterCandidate {
  enterName: string;
  creditCode: string;
  legalPerson: string;
}
