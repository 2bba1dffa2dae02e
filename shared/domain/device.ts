/**
 * Devices and their serial numbers (sln), as the device lists show them. docs/product.md §3 names the
 * main, sub and white lists but shows no field shapes: these are the project's own, with the names
 * the spec gives. The calls, the sandbox and the UI import them from here, so they share one copy.
 * This module imports nothing: the sandbox also runs it in the dev server's Node process.
 */

/** A serial number's status, a yes/no flag (docs/product.md §4: flags are 1 and 0). */
export const SLN_STATUS = { disabled: 0, enabled: 1 } as const;
export type SlnStatus = (typeof SLN_STATUS)[keyof typeof SLN_STATUS];

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

/** Trusted device types (the project's own numbering). */
export const TRUST_DEVICE_TYPE = { browser: 1, desktopClient: 2, mobileApp: 3 } as const;
export type TrustDeviceType = (typeof TRUST_DEVICE_TYPE)[keyof typeof TRUST_DEVICE_TYPE];

/** A device the signed-in account trusts: it signs in there without the login protection. */
export interface TrustDevice {
  id: string;
  type: TrustDeviceType;
  deviceName: string;
  os: string;
  ip: string;
  lastLoginAt: number;
}
