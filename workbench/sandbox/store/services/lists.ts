/** The corp's lists of services as the calls answer them, its display settings, and recent use. */
import { FAIL, SandboxFail } from '../../reply';
import type { Service, ServiceCounts } from '../../../../shared/domain/services';
import type { ServiceDisplayItem } from '../../../../shared/payloads/services';
import {
  RECENT_USED_LIMIT,
  productOf,
  type ServiceRecord,
  type ServiceListKind,
  type DisplayKind,
  type ServiceState,
} from './records';

/** Which list of the corp's a service is in, or undefined when the corp does not see it. */
export function kindOf(record: ServiceRecord, corpId: string): ServiceListKind | undefined {
  if (record.ownerCorpId !== corpId)
    return record.sharedWith.includes(corpId) && !record.readOnly ? 'share' : undefined;
  if (record.readOnly) return 'readOnly';
  return productOf(record.product).thirdParty ? 'thirdParty' : 'own';
}

export function listOf(
  services: ServiceState,
  corpId: string,
  kind: ServiceListKind,
): ServiceRecord[] {
  return [...services.records.values()].filter((record) => kindOf(record, corpId) === kind);
}

/** The own or shared list in its display order, each with whether it shows. */
export function displayRows(
  services: ServiceState,
  corpId: string,
  kind: DisplayKind,
): { record: ServiceRecord; show: boolean }[] {
  const list = listOf(services, corpId, kind);
  const byId = new Map(list.map((record) => [record.serviceId, record]));
  const rows: { record: ServiceRecord; show: boolean }[] = [];
  for (const row of services.display.get(`${corpId}/${kind}`) ?? []) {
    const record = byId.get(row.serviceId);
    if (!record) continue;
    rows.push({ record, show: row.show });
    byId.delete(row.serviceId);
  }
  // Services the setting has not seen yet (new, moved in) come last, shown.
  for (const record of byId.values()) rows.push({ record, show: true });
  return rows;
}

export function displayItems(
  services: ServiceState,
  corpId: string,
  kind: DisplayKind,
): ServiceDisplayItem[] {
  return displayRows(services, corpId, kind).map(({ record, show }) => ({
    serviceId: record.serviceId,
    name: record.name,
    show,
  }));
}

/** The services the servicevap lists offer: own, third-party, then shared. */
export function vapList(services: ServiceState, corpId: string): ServiceRecord[] {
  return [
    ...displayRows(services, corpId, 'own').map(({ record }) => record),
    ...listOf(services, corpId, 'thirdParty'),
    ...displayRows(services, corpId, 'share').map(({ record }) => record),
  ];
}

export function serviceView(
  services: ServiceState,
  record: ServiceRecord,
  corpId: string,
): Service {
  const { productName, thirdParty } = productOf(record.product);
  return {
    serviceId: record.serviceId,
    name: record.name,
    product: record.product,
    productName,
    state: record.state,
    enabled: record.enabled,
    expiry: record.expiry,
    ownerCorpId: record.ownerCorpId,
    ownerCorpName: record.ownerCorpName,
    shared: record.ownerCorpId !== corpId,
    readOnly: record.readOnly,
    thirdParty,
    print: (services.print.get(corpId) ?? []).includes(record.serviceId),
    common: (services.common.get(corpId) ?? []).includes(record.serviceId),
  };
}

export function counts(services: ServiceState, corpId: string): ServiceCounts {
  const out: ServiceCounts = { own: 0, share: 0, thirdParty: 0, readOnly: 0 };
  for (const record of services.records.values()) {
    const kind = kindOf(record, corpId);
    if (kind) out[kind]++;
  }
  return out;
}

/** A service the corp sees in any of its lists. */
export function visibleService(
  services: ServiceState,
  corpId: string,
  serviceId: string,
): ServiceRecord {
  const record = services.records.get(serviceId);
  if (!record || !kindOf(record, corpId))
    throw new SandboxFail(FAIL, `Service ${serviceId} not found`);
  return record;
}

/** A service the corp owns: only the owner changes it. */
export function ownedService(
  services: ServiceState,
  corpId: string,
  serviceId: string,
): ServiceRecord {
  const record = visibleService(services, corpId, serviceId);
  if (record.ownerCorpId !== corpId)
    throw new SandboxFail(FAIL, 'Only the corp that owns this service can change it.');
  return record;
}

export function touchRecent(
  services: ServiceState,
  corpId: string,
  userId: string,
  serviceId: string,
  now: number,
): void {
  const key = `${corpId}/${userId}`;
  const used = services.recent.get(key) ?? new Map<string, number>();
  used.set(serviceId, now);
  services.recent.set(key, used);
}

/** The services a user entered lately, newest first, that the corp still sees. */
export function recentUsed(
  services: ServiceState,
  corpId: string,
  userId: string,
): { record: ServiceRecord; usedAt: number }[] {
  const used = services.recent.get(`${corpId}/${userId}`) ?? new Map<string, number>();
  return [...used]
    .map(([serviceId, usedAt]) => ({ record: services.records.get(serviceId), usedAt }))
    .filter(
      (entry): entry is { record: ServiceRecord; usedAt: number } =>
        entry.record !== undefined && kindOf(entry.record, corpId) !== undefined,
    )
    .sort((a, b) => b.usedAt - a.usedAt)
    .slice(0, RECENT_USED_LIMIT);
}
