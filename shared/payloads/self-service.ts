import type { PROTECT_CODE } from '../contract';

/*
 * Self service and login manage (docs/product.md §7). The spec names the calls and the fields
 * orderNum and trialProduct; the shapes are the project's own: an order bought under some contact
 * can be related to the signed-in account by proving it (a code to the order's mobile, or the
 * employees count, serviceId or orderNum on record, the protect codes of docs/product.md §9; protect
 * and showParity as decision 0038 reads them).
 */

/** How a relation info is proved. */
export type RelationProtect =
  | typeof PROTECT_CODE.mobile
  | typeof PROTECT_CODE.employees
  | typeof PROTECT_CODE.serviceId
  | typeof PROTECT_CODE.orderNum
  /** The contact is protected: a code to the signed-in account's own mobile. */
  | typeof PROTECT_CODE.protect
  /** Parity check: the order's details shown in full, related on the person's confirmation. */
  | typeof PROTECT_CODE.showParity;

export type RelationStatus = 'pending' | 'confirmed' | 'rejected';

/** A product of an order waiting to be related to the account. */
export interface RelationInfo {
  id: string;
  orderNum: string;
  serviceId: string;
  serviceName: string;
  corpName: string;
  protect: RelationProtect;
  status: RelationStatus;
  /** The order's contact mobile, masked; '' when the contact is protected. */
  mobile: string;
  /** showParity only: the order's amount in yuan, to compare with the purchase. */
  amount?: number;
  /** showParity only: when the order was placed (ISO 8601). */
  createTime?: string;
}

/**
 * relationInfo/result: agree or decline. Agreeing needs the proof its protect asks for: vCode
 * (the code sms/selfServiceRelationInfo sent) for mobile and protect, none for showParity,
 * otherwise answer.
 */
export interface RelationInfoAnswer {
  id: string;
  agree: boolean;
  vCode?: string;
  answer?: string;
}

export interface Order {
  orderNum: string;
  serviceId: string;
  productName: string;
  /** In yuan. */
  amount: number;
  trialProduct: boolean;
  /** ISO 8601. */
  createTime: string;
  /** Relation infos of the order still pending. */
  pendingRelations: number;
}

/**
 * isMobileChange: a confirmed relation proved by a mobile other than the account's proposes that
 * mobile as the account's; change says one is waiting.
 */
export interface MobileChangeInfo {
  change: boolean;
  /** The proposed mobile, masked ('' when none). */
  mobile: string;
  mobileEncry: string;
}

/** confirmMobileChange: whether it changed, and the account's mobile now. */
export interface MobileChangeResult {
  changed: boolean;
  mobile: string;
  mobileEncry: string;
}
