import type { Rng } from '../rng';
import type { ServiceStatus } from '../../../../shared/domain/services';
import type {
  DeployLevel,
  SaleUnitInfo,
  ServiceConfig,
} from '../../../../shared/payloads/services';

/**
 * The services of the sandbox: every list of docs/product.md §7 (own, shared, third-party, read-only)
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

export interface Product {
  product: string;
  productName: string;
  thirdParty: boolean;
  /**
   * A product that lives on another site of the suite: service/enter answers this address, which
   * the workbench enters through kdopen/jdy/getTokenByService (decision 0036).
   */
  site?: string;
}

export const PRODUCTS: readonly Product[] = [
  { product: 'acct', productName: '云会计', thirdParty: false },
  { product: 'erp', productName: '云进销存', thirdParty: false },
  { product: 'retail', productName: '云零售', thirdParty: false },
  { product: 'payroll', productName: '云薪酬', thirdParty: false },
  { product: 'cashier', productName: '云出纳', thirdParty: false },
  { product: 'einvoice', productName: '电子发票助手', thirdParty: true },
  { product: 'contract', productName: '电子合同', thirdParty: true },
  {
    product: 'taxfiling',
    productName: '智能报税',
    thirdParty: true,
    site: 'https://tax.example.com/enter',
  },
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

const NAME_PREFIXES = ['总部', '华东分公司', '深圳门店', '2025年度', '2026年度', '测试'];
const SALE_UNITS = ['精斗云华南服务中心', '深圳市云帐通科技有限公司', '广州启明财税服务有限公司'];
const CONTACTS = ['陈经理', '刘顾问', '黄专员', '周老师'];

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function digits(rng: Rng, count: number): string {
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

export function addRecord(services: ServiceState, rng: Rng, spec: NewService): ServiceRecord {
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
