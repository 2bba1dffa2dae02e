import {
  addDeviceSln,
  addMainSlnWhite,
  addSubSlnAuth,
  cancelTrustDevice,
  deleteMainSln,
  deleteSubSln,
  editSlnStatus,
  editSubSln,
  getAllSlnList,
  getClientIp,
  getDeviceList,
  getOrgUserList,
  getServiceList,
  getSubAuthList,
  getTrustDeviceList,
  getWhiteList,
} from '../api/device';
import { getTrustDeviceCount } from '../api/sso';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';
import type { TrustDeviceType } from '../../shared/domain/device';
import type { DeviceQuery, OrgUserQuery } from '../../shared/payloads/device';

/** A page of the corp's devices, of one main serial number when slnId is given. */
export function useDevices(query: DeviceQuery = {}) {
  return useApi(getDeviceList, query, { keepPreviousData: true });
}

export function useDeviceServices() {
  return useApi(getServiceList, undefined);
}

export function useOrgUsers(query: OrgUserQuery | null) {
  return useApi(getOrgUserList, query, { keepPreviousData: true });
}

/**
 * The three serial-number lists: the main list, and the sub and white lists of one main serial
 * number (read once slnId is known).
 */
export function useSlnLists(slnId: string | null) {
  const main = useApi(getAllSlnList, undefined, {}, SHOWN_IN_PLACE);
  const sub = useApi(getSubAuthList, slnId === null ? null : { slnId }, {}, SHOWN_IN_PLACE);
  const white = useApi(getWhiteList, slnId === null ? null : { slnId }, {}, SHOWN_IN_PLACE);
  return { main, sub, white };
}

export function useTrustedDevices(type: TrustDeviceType) {
  return useApi(getTrustDeviceList, { type }, {}, SHOWN_IN_PLACE);
}

export function useClientIp() {
  return useApi(getClientIp, undefined);
}

/** Every read a change of serial numbers can alter (their counts show on the main list). */
const SLN_READS = [getAllSlnList, getServiceList, getSubAuthList, getWhiteList, getDeviceList];

export function useAddDeviceSln() {
  return useApiMutation(addDeviceSln, SLN_READS);
}

export function useAddSubSlnAuth() {
  return useApiMutation(addSubSlnAuth, SLN_READS);
}

export function useAddMainSlnWhite() {
  return useApiMutation(addMainSlnWhite, SLN_READS);
}

export function useDeleteSubSln() {
  return useApiMutation(deleteSubSln, SLN_READS);
}

export function useDeleteMainSln() {
  return useApiMutation(deleteMainSln, SLN_READS);
}

export function useEditSlnStatus() {
  return useApiMutation(editSlnStatus, SLN_READS);
}

export function useEditSubSln() {
  return useApiMutation(editSubSln, SLN_READS);
}

/** How many devices the account trusts, of every type. */
export function useTrustDeviceCount() {
  return useApi(getTrustDeviceCount, undefined);
}

export function useCancelTrustDevice() {
  return useApiMutation(cancelTrustDevice, [getTrustDeviceList, getTrustDeviceCount]);
}
