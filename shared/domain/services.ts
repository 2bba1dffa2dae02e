/*
 * The services a corp sees (docs/product.md §3 names a service only by serviceId; every other field is
 * the project's own). The lists, the calls and the sandbox import these from here, so they agree.
 */

/** Where a service stands: on trial, paid for, or past its expiry. */
export type ServiceStatus = 'trial' | 'paid' | 'expired';

/** A service (an account set of one of the suite's products) as a corp sees it. */
export interface Service {
  serviceId: string;
  name: string;
  /** The product's code: what trial and sample take. */
  product: string;
  productName: string;
  state: ServiceStatus;
  /** Off until service/enable turns it on. */
  enabled: boolean;
  /** The last day of use, 'YYYY-MM-DD'. */
  expiry: string;
  ownerCorpId: string;
  ownerCorpName: string;
  /** Owned by another corp and shared with this one. */
  shared: boolean;
  /** Only readable (the read-only list, /readonly/myService). */
  readOnly: boolean;
  /** A third-party product. */
  thirdParty: boolean;
  /** In the servicevap print list. */
  print: boolean;
  /** In the servicevap common list. */
  common: boolean;
}

/** nums: how many services each list holds (hidden ones included). */
export interface ServiceCounts {
  own: number;
  share: number;
  thirdParty: number;
  readOnly: number;
}

/** gettransferinfo: the corps of the signed-in account a service can move to. */
export interface TransferInfo {
  serviceId: string;
  name: string;
  corps: { corpId: string; corpName: string }[];
}

/** rename: a service's name holds at most this many characters (the project's own limit). */
export const SERVICE_NAME_MAX_LENGTH = 50;
