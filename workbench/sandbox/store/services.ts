import { CORP_TYPE } from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import { SEED_DAY } from './clock';
import type { SeedContext } from './context';
import type { OrgState } from './org';
import type { Rng } from './rng';
import type { Service, ServiceCounts, ServiceStatus } from '../../../shared/domain/services';
import type {
  DeployLevel,
  SaleUnitInfo,
  ServiceConfig,
  ServiceDisplayItem,
} from '../../../shared/payloads/services';

/**
 * The services of the sandbox: every list of spec section 7 (own, shared, third-party, read-only)
 * for the corporate corp, a service for the person corp, activation cards, the display settings,
 * the servicevap print and common lists, and who entered which service lately. The rules and
 * numbers here are spec-silent; docs/decisions lists them.
 */

/** A trial lasts this many days. */
export const TRIAL_DAYS = 15;
/** convertpaid buys this many days. */
export const PAID_DAYS = 365;
/** getRecentUsedList holds at most this many services. */
export const RECENT_USED_LIMIT = 10;

const DAY_MS = 86_400_000;

export interface Product {
  product: string;
  productName: string;
  thirdParty: boolean;
}

export const PRODUCTS: readonly Product[] = [
  { product: 'acct', productName: '云会计', thirdParty: false },
  { product: 'erp', productName: '云进销存', thirdParty: false },
  { product: 'retail', productName: '云零售', thirdParty: false },
  { product: 'payroll', productName: '云薪酬', thirdParty: false },
  { product: 'cashier', productName: '云出纳', thirdParty: false },
  { product: 'einvoice', productName: '电子发票助手', thirdParty: true },
  { product: 'contract', productName: '电子合同', thirdParty: true },
  { product: 'taxfiling', productName: '智能报税', thirdParty: true },
];

export function productOf(product: string): Product {
  return PRODUCTS.find((candidate) => candidate.product === product) ?? PRODUCTS[0]!;
}

export interface ServiceCodeRecord {
  serviceCode: string;
  passwordSet: boolean;
  synced: boolean;
  updatedAt: number;
}

export interface ServiceRecord {
  serviceId: string;
  name: string;
  product: string;
  state: ServiceStatus;
  enabled: boolean;
  expiry: string;
  ownerCorpId: string;
  ownerCorpName: string;
  /** Corps the owner shares it with. */
  sharedWith: string[];
  readOnly: boolean;
  deployLevel: DeployLevel;
  saleUnit: Omit<SaleUnitInfo, 'serviceId'>;
  config: Omit<ServiceConfig, 'serviceId'>;
  code: ServiceCodeRecord;
}

/** A prepaid card: activecard/active turns it into a paid service, once. */
export interface ActivationCard {
  code: string;
  product: string;
  months: number;
  /** The service it became. */
  usedBy: string | undefined;
}

export interface DisplayRow {
  serviceId: string;
  show: boolean;
}

export type ServiceListKind = 'own' | 'share' | 'thirdParty' | 'readOnly';
export type DisplayKind = 'own' | 'share';

export interface ServiceState {
  records: Map<string, ServiceRecord>;
  nextId: number;
  cards: Map<string, ActivationCard>;
  /** `${corpId}/${kind}` → the display rows doset saved, in order. */
  display: Map<string, DisplayRow[]>;
  /** corpId → the services of its servicevap print list. */
  print: Map<string, string[]>;
  /** corpId → the services of its servicevap common list. */
  common: Map<string, string[]>;
  /** `${corpId}/${userId}` → serviceId → when that user last entered it. */
  recent: Map<string, Map<string, number>>;
  /** `${corpId}/${product}` of every trial a corp has had: one trial per product. */
  trials: Set<string>;
}

/** Corps outside the sandbox's orgs that share services with the corporate corp. */
const SHARING_CORPS = [
  { corpId: '2001', corpName: '深圳市明达会计师事务所' },
  { corpId: '2002', corpName: '广州恒信代理记账有限公司' },
] as const;

const NAME_PREFIXES = ['总部', '华东分公司', '深圳门店', '2025年度', '2026年度', '测试'];
const SALE_UNITS = ['精斗云华南服务中心', '深圳市云帐通科技有限公司', '广州启明财税服务有限公司'];
const CONTACTS = ['陈经理', '刘顾问', '黄专员', '周老师'];

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function digits(rng: Rng, count: number): string {
  let out = '';
  for (let index = 0; index < count; index++) out += String(rng.int(0, 9));
  return out;
}

interface NewService {
  product: string;
  state: ServiceStatus;
  expiry: string;
  owner: { corpId: string; corpName: string };
  name?: string;
  enabled?: boolean;
  readOnly?: boolean;
  sharedWith?: string[];
}

function addRecord(services: ServiceState, rng: Rng, spec: NewService): ServiceRecord {
  const serviceId = String(services.nextId++);
  const { productName } = productOf(spec.product);
  const record: ServiceRecord = {
    serviceId,
    name: spec.name ?? `${rng.pick(NAME_PREFIXES)}${productName}`,
    product: spec.product,
    state: spec.state,
    enabled: spec.enabled ?? true,
    expiry: spec.expiry,
    ownerCorpId: spec.owner.corpId,
    ownerCorpName: spec.owner.corpName,
    sharedWith: spec.sharedWith ?? [],
    readOnly: spec.readOnly ?? false,
    deployLevel: rng.chance(0.2) ? 'private' : 'public',
    saleUnit: {
      saleUnitName: rng.pick(SALE_UNITS),
      contactName: rng.pick(CONTACTS),
      contactMobile: `139${digits(rng, 8)}`,
    },
    config: { expiryNotice: true, autoEnter: false },
    code: { serviceCode: `SC${digits(rng, 8)}`, passwordSet: false, synced: false, updatedAt: 0 },
  };
  services.records.set(serviceId, record);
  if (spec.state === 'trial') services.trials.add(`${spec.owner.corpId}/${spec.product}`);
  return record;
}

export function seedService(context: SeedContext): ServiceState {
  const { rng } = context;
  const services: ServiceState = {
    records: new Map(),
    nextId: 800_001,
    cards: new Map(),
    display: new Map(),
    print: new Map(),
    common: new Map(),
    recent: new Map(),
    trials: new Set(),
  };
  const orgs = [...context.orgs.values()];
  const corporate = orgs.find((org) => org.corp.corpType === CORP_TYPE.corporate)!;
  const person = orgs.find((org) => org.corp.corpType === CORP_TYPE.person);
  const owner = { corpId: corporate.corp.corpId, corpName: corporate.corp.corpName };
  const later = (min: number, max: number) => isoDay(SEED_DAY + rng.int(min, max) * DAY_MS);
  const earlier = (min: number, max: number) => isoDay(SEED_DAY - rng.int(min, max) * DAY_MS);

  const own = [
    addRecord(services, rng, { product: 'acct', state: 'paid', expiry: later(60, 400), owner }),
    addRecord(services, rng, { product: 'acct', state: 'trial', expiry: later(3, 15), owner }),
    addRecord(services, rng, { product: 'erp', state: 'paid', expiry: later(60, 400), owner }),
    addRecord(services, rng, {
      product: 'retail',
      state: 'paid',
      expiry: later(60, 400),
      owner,
      enabled: false,
    }),
    addRecord(services, rng, { product: 'payroll', state: 'trial', expiry: later(3, 15), owner }),
  ];
  addRecord(services, rng, { product: 'einvoice', state: 'paid', expiry: later(30, 300), owner });
  addRecord(services, rng, { product: 'contract', state: 'trial', expiry: later(3, 15), owner });
  for (const product of ['acct', 'erp'])
    addRecord(services, rng, {
      product,
      state: 'expired',
      expiry: earlier(10, 200),
      owner,
      readOnly: true,
    });
  const [firstSharer, secondSharer] = SHARING_CORPS;
  const sharedWith = [corporate.corp.corpId];
  addRecord(services, rng, {
    product: 'acct',
    state: 'paid',
    expiry: later(30, 300),
    owner: firstSharer,
    sharedWith,
  });
  addRecord(services, rng, {
    product: 'erp',
    state: 'paid',
    expiry: later(30, 300),
    owner: secondSharer,
    sharedWith,
  });
  addRecord(services, rng, {
    product: 'cashier',
    state: 'trial',
    expiry: later(3, 15),
    owner: firstSharer,
    sharedWith,
  });
  if (person)
    addRecord(services, rng, {
      product: 'acct',
      state: 'trial',
      expiry: later(3, 15),
      owner: { corpId: person.corp.corpId, corpName: person.corp.corpName },
    });

  for (let index = 0; index < 3; index++) {
    const code = `JDY-${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`;
    const product = rng.pick(PRODUCTS.filter((candidate) => !candidate.thirdParty)).product;
    services.cards.set(code, { code, product, months: 12, usedBy: undefined });
  }

  services.common.set(owner.corpId, [own[0]!.serviceId, own[2]!.serviceId]);
  services.print.set(owner.corpId, [own[0]!.serviceId]);
  const signInUsers = [...context.accounts.keys()].filter((userId) =>
    corporate.members.has(userId),
  );
  for (const member of signInUsers) {
    const used = new Map<string, number>();
    for (const record of own.slice(0, 3))
      used.set(record.serviceId, SEED_DAY - rng.int(1, 72 * 60) * 60_000);
    services.recent.set(`${owner.corpId}/${member}`, used);
  }
  return services;
}

/**
 * The services of a test account's own corp (test-accounts: services): two own ones (the second
 * off), a trial, a third-party one and a read-only one, so an end-to-end test that changes
 * services touches no other test's. Names are fixed for the tests to find.
 */
export function seedCorpServices(
  services: ServiceState,
  rng: Rng,
  owner: { corpId: string; corpName: string },
): ServiceRecord[] {
  // Dated from the seed's day, as the seed is, so stories draw the same dates on every run.
  const day = (days: number) => isoDay(SEED_DAY + days * DAY_MS);
  return [
    addRecord(services, rng, {
      product: 'acct',
      state: 'paid',
      expiry: day(200),
      owner,
      name: '总部云会计',
    }),
    addRecord(services, rng, {
      product: 'retail',
      state: 'paid',
      expiry: day(200),
      owner,
      name: '门店云零售',
      enabled: false,
    }),
    addRecord(services, rng, {
      product: 'payroll',
      state: 'trial',
      expiry: day(TRIAL_DAYS),
      owner,
      name: '试用云薪酬',
    }),
    addRecord(services, rng, {
      product: 'einvoice',
      state: 'paid',
      expiry: day(100),
      owner,
      name: '电子发票助手',
    }),
    addRecord(services, rng, {
      product: 'acct',
      state: 'expired',
      expiry: day(-30),
      owner,
      name: '2024年度云会计',
      readOnly: true,
    }),
  ];
}

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

/** One trial of each product per corp. */
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
