import type { MemberRow, Page } from './dept';
import { endpoint } from './endpoint';

/*
 * Devices and their serial numbers (sln). Spec section 3 names the main, sub and white lists but
 * shows no field shapes: every shape here is the project's own, with the names the spec gives
 * (type, id, pageSize, currentPage, serviceId, userId).
 */

/** A yes/no status (spec section 4: flags are 1 and 0): 1 enabled, 0 disabled. */
export type SlnStatus = 0 | 1;

/** A main serial number: a service licence the corp's devices run under. */
export interface MainSln {
  slnId: string;
  sln: string;
  serviceId: string;
  serviceName: string;
  status: SlnStatus;
  maxDevices: number;
  deviceCount: number;
  subCount: number;
  whiteCount: number;
  createdAt: number;
}

/** A sub serial number: a main one's licence authorised to one member. */
export interface SubSln {
  subId: string;
  slnId: string;
  sln: string;
  userId: string;
  realName: string;
  status: SlnStatus;
  createdAt: number;
}

/** A device on a main serial number's white list: it may use it without a sub authorisation. */
export interface WhiteDevice {
  whiteId: string;
  slnId: string;
  deviceId: string;
  deviceName: string;
  addedAt: number;
}

/** A device of the corp, and the serial number it runs under ('' for none). */
export interface Device {
  deviceId: string;
  deviceName: string;
  os: string;
  ip: string;
  userId: string;
  realName: string;
  slnId: string;
  lastSeenAt: number;
}

/** A service the corp holds serial numbers for. */
export interface DeviceService {
  serviceId: string;
  serviceName: string;
  slnCount: number;
}

/** Trusted device types: 1 browser, 2 desktop client, 3 mobile app. */
export type TrustDeviceType = 1 | 2 | 3;

/** A device the signed-in account trusts: it signs in there without the login protection. */
export interface TrustDevice {
  id: string;
  type: TrustDeviceType;
  deviceName: string;
  os: string;
  ip: string;
  lastLoginAt: number;
}

export interface DeviceQuery {
  slnId?: string;
  key?: string;
  currentPage?: number;
  pageSize?: number;
}

export interface OrgUserQuery {
  key?: string;
  currentPage?: number;
  pageSize?: number;
}

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

export interface ClientIp {
  ip: string;
}

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
