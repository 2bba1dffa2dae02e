import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceNotice } from '../../../../workbench/routes/services/service-availability';
import { CERT_STATUS, type CertStatus } from '../../../../shared/contract';

const STATUSES = Object.values(CERT_STATUS) as CertStatus[];

describe('serviceNotice', () => {
  it('should say nothing while the answer is on its way, or when the services are available', () => {
    expect(serviceNotice(undefined)).toBeUndefined();
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), (certStatus) => {
        expect(serviceNotice({ available: true, certStatus })).toBeUndefined();
      }),
    );
  });

  it('should ask an uncertified or refused company to certify', () => {
    for (const certStatus of [CERT_STATUS.uncertified, CERT_STATUS.failed])
      expect(serviceNotice({ available: false, certStatus })).toBe('certify');
  });

  it('should ask a company in review to wait, and say any other reason plainly', () => {
    expect(serviceNotice({ available: false, certStatus: CERT_STATUS.certifying })).toBe(
      'inReview',
    );
    for (const certStatus of [CERT_STATUS.certified, CERT_STATUS.notNeeded])
      expect(serviceNotice({ available: false, certStatus })).toBe('unavailable');
  });
});
