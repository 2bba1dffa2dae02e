import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CERT_STATUS,
  CORP_TYPE,
  type CertStatus,
  type CorpType,
} from '../../../shared/domain/vocabulary';

/*
 * The corp vocabulary in words, in one place: the switcher and the corp pages show the same type
 * and certification status the same way. Descriptors, so a caller translates them with i18n._().
 */

const CORP_TYPE_LABELS: Record<CorpType, MessageDescriptor> = {
  [CORP_TYPE.corporate]: msg({ id: 'corpLabel.type.corporate', message: 'Company' }),
  [CORP_TYPE.person]: msg({ id: 'corpLabel.type.person', message: 'Personal' }),
};

const CERT_STATUS_LABELS: Record<CertStatus, MessageDescriptor> = {
  [CERT_STATUS.uncertified]: msg({ id: 'corpLabel.cert.uncertified', message: 'Not certified' }),
  [CERT_STATUS.certifying]: msg({
    id: 'corpLabel.cert.certifying',
    message: 'Certification in review',
  }),
  [CERT_STATUS.certified]: msg({ id: 'corpLabel.cert.certified', message: 'Certified' }),
  [CERT_STATUS.failed]: msg({ id: 'corpLabel.cert.failed', message: 'Certification failed' }),
  [CERT_STATUS.notNeeded]: msg({
    id: 'corpLabel.cert.notNeeded',
    message: 'No certification needed',
  }),
};

const UNKNOWN = msg({ id: 'corpLabel.unknown', message: 'Unknown' });

/** Corp type 1 corporate, 2 person (docs/product.md §3 and §9), in words; anything else 'Unknown'. */
export function corpTypeLabel(type: number): MessageDescriptor {
  return CORP_TYPE_LABELS[type as CorpType] ?? UNKNOWN;
}

/** Certification status 0 to 4 (docs/product.md §4) in words; anything else 'Unknown'. */
export function certStatusLabel(status: number): MessageDescriptor {
  return CERT_STATUS_LABELS[status as CertStatus] ?? UNKNOWN;
}

/** How a status is coloured where it shows as a badge: done green, waiting blue, failed red. */
export type CertStatusTone = 'gray' | 'brand' | 'green' | 'red';

const CERT_STATUS_TONES: Record<CertStatus, CertStatusTone> = {
  [CERT_STATUS.uncertified]: 'gray',
  [CERT_STATUS.certifying]: 'brand',
  [CERT_STATUS.certified]: 'green',
  [CERT_STATUS.failed]: 'red',
  [CERT_STATUS.notNeeded]: 'gray',
};

export function certStatusTone(status: number): CertStatusTone {
  return CERT_STATUS_TONES[status as CertStatus] ?? 'gray';
}
