export { TrustedDeviceList } from './trusted-device-list';
export type { TrustedDeviceListProps } from './trusted-device-list';
