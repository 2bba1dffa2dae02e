import { CERT_STATUS } from '../../../shared/contract';
import type { ServiceAvailability } from '../../../shared/payloads/corp';

/** What the services page says about the current corp's services: nothing while they are open. */
export type ServiceNotice = 'certify' | 'inReview' | 'unavailable';

/**
 * The notice for an answer of isServiceAvailable: services wait on the corp's certification, so an
 * uncertified or refused corp is asked to certify, a certifying one to wait for the review, and
 * any other reason is said plainly. Nothing while the answer is on its way or says available.
 */
export function serviceNotice(
  availability: ServiceAvailability | undefined,
): ServiceNotice | undefined {
  if (!availability || availability.available) return undefined;
  const { certStatus } = availability;
  if (certStatus === CERT_STATUS.uncertified || certStatus === CERT_STATUS.failed) return 'certify';
  if (certStatus === CERT_STATUS.certifying) return 'inReview';
  return 'unavailable';
}
