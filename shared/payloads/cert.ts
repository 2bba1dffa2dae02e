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
  /** The file name of the business licence the last entry carried ('' when none did). */
  licenceName: string;
}

export interface CertCorpInput {
  enterName: string;
  creditCode: string;
  legalPerson: string;
}

/**
 * The business licence an entry (createenter, codeenter) carries: an image or PDF under 10 MB
 * (docs/product.md §5), its bytes in base64. The spec shows no upload call, so the file goes with
 * the entry it proves, in the JSON body every write of the app has (docs/decisions/0020).
 */
export interface CertLicence {
  name: string;
  /** The MIME type: image/jpeg, image/png or application/pdf. */
  type: string;
  /** The file's bytes, base64-encoded. */
  content: string;
}

/** An enterprise of the registry, as the search of selectenter finds it. */
export interface EnterCandidate {
  enterName: string;
  creditCode: string;
  legalPerson: string;
}
