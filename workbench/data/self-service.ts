import { getAccount } from '../api/account';
import {
  confirmMobileChange,
  getOrderRelationInfos,
  getOrders,
  getRelationInfos,
  isMobileChange,
  relationInfoResult,
} from '../api/self-service';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';

/** The account's relation infos, every order. */
export function useSelfServiceRelationInfos() {
  return useApi(getRelationInfos, undefined, {}, SHOWN_IN_PLACE);
}

export function useSelfServiceOrders() {
  return useApi(getOrders, undefined, {}, SHOWN_IN_PLACE);
}

/** One order's relation infos; null orderNum: not yet. */
export function useOrderRelationInfos(orderNum: string | null) {
  return useApi(getOrderRelationInfos, orderNum === null ? null : { orderNum }, {}, SHOWN_IN_PLACE);
}

/** Whether a confirmed relation proposes a new mobile for the account. */
export function useMobileChange() {
  return useApi(isMobileChange, undefined);
}

/** Agree to (with its proof) or decline a relation info. */
export function useRelationInfoResult() {
  return useApiMutation(relationInfoResult, [
    getRelationInfos,
    getOrderRelationInfos,
    getOrders,
    isMobileChange,
  ]);
}

export function useConfirmMobileChange() {
  return useApiMutation(confirmMobileChange, [isMobileChange, getAccount]);
}
