import { getRecentUsed } from '../api/logs';
import {
  activateCard,
  commitTransfer,
  convertToPaid,
  deleteService,
  enableService,
  enterService,
  getCommonList,
  getDeployTip,
  getMergeableServices,
  getOwnServices,
  getOwnServiceSet,
  getPrintList,
  getReadOnlyServices,
  getSaleUnitInfo,
  getServiceCode,
  getServiceConfig,
  getServiceCounts,
  getServicevapList,
  getSharedServices,
  getSharedServiceSet,
  getTransferInfo,
  openSample,
  renameService,
  resetServiceCodePassword,
  setCommonList,
  setPrintList,
  setServiceConfig,
  setServiceDisplay,
  getTrialCreationCount,
  startTrial,
  syncServiceCodePassword,
} from '../api/services';
import { SHOWN_IN_PLACE, useApi, useApiLoad } from './swr';
import { useApiMutation } from './mutation';
import { useListExport } from './export';
import type { CallOptions } from '../api/endpoint';
import type { Page } from '../../shared/payloads/page';
import type { Service } from '../../shared/domain/services';
import { DEFAULT_PAGE } from '../../shared/constants';
import { SERVICEVAP_DEFAULT_QUERY } from '../../shared/contract';
import type { ListQuery, ServiceIdInput } from '../../shared/payloads/services';

/** Every read that shows a service's name, state or flags (print and common among them). */
const SERVICE_LISTS = [
  getOwnServices,
  getSharedServices,
  getReadOnlyServices,
  getOwnServiceSet,
  getSharedServiceSet,
  getServicevapList,
  getPrintList,
  getCommonList,
  getMergeableServices,
  getRecentUsed,
] as const;
/** The lists, and the counts of each list: for changes that add or remove a service. */
const LISTS_AND_COUNTS = [...SERVICE_LISTS, getServiceCounts] as const;

const OWN = {};
const THIRD_PARTY = { thirdParty: true };

/** `enabled` false: no request (a page that shows one list at a time loads only that one). */
export function useOwnServices(enabled = true) {
  return useApi(getOwnServices, enabled ? OWN : null, {}, SHOWN_IN_PLACE);
}

/** Third-party services: the own list with thirdParty set (docs/decisions). */
export function useThirdPartyServices(enabled = true) {
  return useApi(getOwnServices, enabled ? THIRD_PARTY : null, {}, SHOWN_IN_PLACE);
}

export function useSharedServices(enabled = true) {
  return useApi(getSharedServices, enabled ? undefined : null, {}, SHOWN_IN_PLACE);
}

/** A page of the read-only list, with its count. */
export function useReadOnlyServices(query: ListQuery = {}, enabled = true) {
  return useApi(
    getReadOnlyServices,
    enabled ? query : null,
    { keepPreviousData: true },
    SHOWN_IN_PLACE,
  );
}

/**
 * Every read-only service, page after page, for its CSV export: the list answers its total as
 * `count`, which the export reads as a page's total.
 */
export function useReadOnlyServicesExport() {
  return useListExport(readOnlyServicesPage);
}

async function readOnlyServicesPage(
  query: ListQuery,
  options?: CallOptions,
): Promise<Page<Service>> {
  const { list, count } = await getReadOnlyServices(query, options);
  return {
    list,
    total: count,
    currentPage: query.currentPage ?? DEFAULT_PAGE,
    pageSize: query.pageSize ?? list.length,
  };
}

export function useServiceCounts() {
  return useApi(getServiceCounts, undefined);
}

export function useOwnServiceSet() {
  return useApi(getOwnServiceSet, undefined);
}

export function useSharedServiceSet() {
  return useApi(getSharedServiceSet, undefined);
}

/** The servicevap list: page 1 of 999 unless asked otherwise (docs/product.md §9). */
export function useServicevapList(query: ListQuery = SERVICEVAP_DEFAULT_QUERY) {
  return useApi(getServicevapList, query);
}

export function usePrintList() {
  return useApi(getPrintList, undefined);
}

export function useCommonList() {
  return useApi(getCommonList, undefined);
}

/** Reads about one service; null while there is no service to ask about. */
const byId = (serviceId: string | null): ServiceIdInput | null =>
  serviceId === null ? null : { serviceId };

/** Where a service may move to, read as its transfer dialog opens (the list's `loadInfo`). */
export function useLoadTransferInfo() {
  return useApiLoad(getTransferInfo);
}

export function useMergeableServices(serviceId: string | null) {
  return useApi(getMergeableServices, byId(serviceId));
}

export function useServiceConfig(serviceId: string | null) {
  return useApi(getServiceConfig, byId(serviceId));
}

export function useSaleUnitInfo(serviceId: string | null) {
  return useApi(getSaleUnitInfo, byId(serviceId));
}

export function useServiceCode(serviceId: string | null) {
  return useApi(getServiceCode, byId(serviceId));
}

export function useDeployTip(serviceId: string | null) {
  return useApi(getDeployTip, byId(serviceId));
}

export function useRenameService() {
  return useApiMutation(renameService, SERVICE_LISTS);
}

/** Needs the code sms/deleteService sent to the account's mobile. */
export function useDeleteService() {
  return useApiMutation(deleteService, LISTS_AND_COUNTS);
}

export function useEnableService() {
  return useApiMutation(enableService, SERVICE_LISTS);
}

export function useTransferService() {
  return useApiMutation(commitTransfer, LISTS_AND_COUNTS);
}

export function useConvertToPaid() {
  return useApiMutation(convertToPaid, SERVICE_LISTS);
}

export function useStartTrial() {
  return useApiMutation(startTrial, [...LISTS_AND_COUNTS, getTrialCreationCount]);
}

/**
 * The trial-creation-count check (docs/decisions/0035): the current corp's trials started, of how
 * many. The trial dialog says it; a failure leaves the dialog without it (the server still refuses
 * a trial past the limit), so nothing is toasted.
 */
export function useTrialCreationCount(enabled: boolean) {
  return useApi(getTrialCreationCount, enabled ? undefined : null, {}, SHOWN_IN_PLACE);
}

export function useActivateCard() {
  return useApiMutation(activateCard, LISTS_AND_COUNTS);
}

/** Entering a service puts it first in the recently used list. */
export function useEnterService() {
  return useApiMutation(enterService, [getRecentUsed]);
}

export function useOpenSample() {
  return useApiMutation(openSample, []);
}

export function useSetServiceDisplay() {
  return useApiMutation(setServiceDisplay, [
    getOwnServices,
    getSharedServices,
    getOwnServiceSet,
    getSharedServiceSet,
    getServicevapList,
  ]);
}

export function useSetPrintList() {
  return useApiMutation(setPrintList, SERVICE_LISTS);
}

export function useSetCommonList() {
  return useApiMutation(setCommonList, SERVICE_LISTS);
}

export function useSetServiceConfig() {
  return useApiMutation(setServiceConfig, [getServiceConfig]);
}

export function useResetServiceCodePassword() {
  return useApiMutation(resetServiceCodePassword, [getServiceCode]);
}

export function useSyncServiceCodePassword() {
  return useApiMutation(syncServiceCodePassword, [getServiceCode]);
}
