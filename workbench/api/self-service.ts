import type {
  MobileChangeInfo,
  MobileChangeResult,
  Order,
  RelationInfo,
  RelationInfoAnswer,
} from '../../shared/payloads/self-service';
import { endpoint } from './endpoint';

/** Self service and login manage (docs/product.md §7); payloads in shared/payloads/self-service.ts. */

export const getRelationInfos = endpoint<void, RelationInfo[]>({
  method: 'GET',
  path: 'service/selfService/relationInfos',
});
export const relationInfoResult = endpoint<RelationInfoAnswer, RelationInfo>({
  method: 'POST',
  path: 'service/selfService/relationInfo/result',
});
export const getOrders = endpoint<void, Order[]>({
  method: 'GET',
  path: 'service/selfService/orders',
});
export const getOrderRelationInfos = endpoint<{ orderNum: string }, RelationInfo[]>({
  method: 'GET',
  path: 'service/selfService/order/relationInfos',
});
export const isMobileChange = endpoint<void, MobileChangeInfo>({
  method: 'GET',
  path: 'service/isMobileChange',
});
export const confirmMobileChange = endpoint<void, MobileChangeResult>({
  method: 'GET',
  path: 'service/confirmMobileChange',
});
