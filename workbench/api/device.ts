import type {
  Device,
  DeviceService,
  MainSln,
  SlnStatus,
  SubSln,
  TrustDevice,
  TrustDeviceType,
  WhiteDevice,
} from '../../shared/domain/device';
import type { MemberRow } from '../../shared/domain/org';
import type { ClientIp, DeviceQuery, OrgUserQuery } from '../../shared/payloads/device';
import type { Page } from '../../shared/payloads/page';
import { endpoint } from './endpoint';

/**
 * Devices and their serial numbers (sln), docs/product.md §7 (service/device); the payloads are in
 * shared/payloads/device.ts, the rows the lists show in shared/domain/device.ts.
 */

/** The main list. */
export const getAllSlnList = endpoint<void, MainSln[]>({
  method: 'POST',
  path: 'service/device/getallslnlist',
});
export const getServiceList = endpoint<void, DeviceService[]>({
  method: 'POST',
  path: 'service/device/getservicelist',
});
export const getDeviceList = endpoint<DeviceQuery, Page<Device>>({
  method: 'POST',
  path: 'service/device/getdevicelist',
});
/** The corp's members to authorise, searched by name, mobile or account. */
export const getOrgUserList = endpoint<OrgUserQuery, Page<MemberRow>>({
  method: 'POST',
  path: 'service/device/getorguserlist',
});
/** A main serial number's white list. */
export const getWhiteList = endpoint<{ slnId: string }, WhiteDevice[]>({
  method: 'POST',
  path: 'service/device/getwhitelist',
});
/** A main serial number's sub list. */
export const getSubAuthList = endpoint<{ slnId: string }, SubSln[]>({
  method: 'POST',
  path: 'service/device/getsubauthlist',
});

/** Adds a main serial number: four groups of four letters or digits, e.g. AB12-CD34-EF56-GH78. */
export const addDeviceSln = endpoint<
  { serviceId: string; sln: string; maxDevices: number },
  MainSln
>({ method: 'POST', path: 'service/device/adddevicesln' });
/** Authorises members on an enabled main serial number; answers the new sub serial numbers. */
export const addSubSlnAuth = endpoint<{ slnId: string; userIds: string[] }, SubSln[]>({
  method: 'POST',
  path: 'service/device/addsubslnauth',
});
export const addMainSlnWhite = endpoint<{ slnId: string; deviceIds: string[] }, WhiteDevice[]>({
  method: 'POST',
  path: 'service/device/addmainslnwhite',
});
export const deleteSubSln = endpoint<{ id: string }, void>({
  method: 'POST',
  path: 'service/device/deletesubsln',
});
/** Deletes a main serial number with its sub list and white list. */
export const deleteMainSln = endpoint<{ id: string }, void>({
  method: 'POST',
  path: 'service/device/deletemainsln',
});
export const editSlnStatus = endpoint<{ id: string; status: SlnStatus }, MainSln>({
  method: 'POST',
  path: 'service/device/editslnstatus',
});
/** Reassigns a sub serial number to another member and/or sets its status. */
export const editSubSln = endpoint<{ id: string; userId?: string; status?: SlnStatus }, SubSln>({
  method: 'POST',
  path: 'service/device/editsubsln',
});

/** The address the server sees the browser at. */
export const getClientIp = endpoint<void, ClientIp>({
  method: 'POST',
  path: 'service/device/getclientip',
});

export const getTrustDeviceList = endpoint<{ type: TrustDeviceType }, TrustDevice[]>({
  method: 'GET',
  path: 'service/device/getTrustDeviceList',
});
export const cancelTrustDevice = endpoint<{ id: string }, void>({
  method: 'GET',
  path: 'service/device/cancelTrustDevice',
});
