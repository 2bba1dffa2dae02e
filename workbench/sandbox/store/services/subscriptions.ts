/** How a service comes to run, and for how long: a trial, a conversion to paid, an activation card. */
import { FAIL, SandboxFail } from '../../reply';
import type { OrgState } from '../org';
import type { Rng } from '../rng';
import {
  TRIAL_DAYS,
  PAID_DAYS,
  type ServiceRecord,
  type ServiceState,
  isoDay,
  addRecord,
} from './records';
import { DAY_MS } from '../clock';
import { TRIAL_CREATION_LIMIT } from '../../../../shared/contract';

/** The trials a corp has started (the trial-creation-count check, docs/decisions/0035). */
export function trialsStarted(services: ServiceState, corpId: string): number {
  let started = 0;
  for (const key of services.trials) if (key.startsWith(`${corpId}/`)) started += 1;
  return started;
}

/** One trial of each product per corp, TRIAL_CREATION_LIMIT in all. */
export function startTrial(
  services: ServiceState,
  rng: Rng,
  org: OrgState,
  product: string,
  now: number,
): ServiceRecord {
  const { corpId, corpName } = org.corp;
  if (services.trials.has(`${corpId}/${product}`))
    throw new SandboxFail(FAIL, 'This corp has already tried this product.');
  if (trialsStarted(services, corpId) >= TRIAL_CREATION_LIMIT)
    throw new SandboxFail(FAIL, `This corp has started all ${TRIAL_CREATION_LIMIT} of its trials.`);
  return addRecord(services, rng, {
    product,
    state: 'trial',
    expiry: isoDay(now + TRIAL_DAYS * DAY_MS),
    owner: { corpId, corpName },
  });
}

export function convertToPaid(record: ServiceRecord, now: number): void {
  if (record.state !== 'trial') throw new SandboxFail(FAIL, 'Only a trial can be converted.');
  record.state = 'paid';
  record.expiry = isoDay(now + PAID_DAYS * DAY_MS);
}

export function activateCard(
  services: ServiceState,
  rng: Rng,
  org: OrgState,
  code: string,
  now: number,
): ServiceRecord {
  const card = services.cards.get(code.trim().toUpperCase());
  if (!card) throw new SandboxFail(FAIL, 'The card code is not valid.');
  if (card.usedBy) throw new SandboxFail(FAIL, 'The card has already been used.');
  const expiry = new Date(now);
  expiry.setUTCMonth(expiry.getUTCMonth() + card.months);
  const record = addRecord(services, rng, {
    product: card.product,
    state: 'paid',
    expiry: isoDay(expiry.getTime()),
    owner: { corpId: org.corp.corpId, corpName: org.corp.corpName },
  });
  card.usedBy = record.serviceId;
  return record;
}
