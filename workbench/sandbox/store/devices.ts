import { CORP_TYPE } from '../../../shared/contract';
import { SEED_DAY } from './clock';
import type { SeedContext } from './context';
import type { Rng } from './rng';
import type { SlnStatus, TrustDevice, TrustDeviceType } from '../../../shared/domain/device';

/**
 * The Device slice: each corp's serial numbers (the main list, each main one's sub list and white
 * list) and devices, and each account's trusted devices. Records hold ids; names are read from the
 * org when answered, so a renamed or removed member shows as they are now.
 */
export interface SlnRecord {
  slnId: string;
  sln: string;
  serviceId: string;
  status: SlnStatus;
  maxDevices: number;
  createdAt: number;
}

export interface SubRecord {
  subId: string;
  slnId: string;
  sln: string;
  userId: string;
  status: SlnStatus;
  createdAt: number;
}

export interface WhiteRecord {
  whiteId: string;
  slnId: string;
  deviceId: string;
  addedAt: number;
}

export interface DeviceRecord {
  deviceId: string;
  deviceName: string;
  os: string;
  ip: string;
  userId: string;
  slnId: string;
  lastSeenAt: number;
}

export interface CorpDevices {
  slns: Map<string, SlnRecord>;
  subs: Map<string, SubRecord>;
  white: Map<string, WhiteRecord>;
  devices: Map<string, DeviceRecord>;
}

export interface DeviceState {
  /** corpId → its serial numbers and devices. */
  byCorp: Map<string, CorpDevices>;
  /** userId → the devices that account trusts. */
  trusted: Map<string, TrustDevice[]>;
  /** The next id of any record of this slice. */
  nextId: number;
}

/** The services serial numbers are sold for (the project's own catalogue). */
export const DEVICE_SERVICES: ReadonlyArray<{ serviceId: string; serviceName: string }> = [
  { serviceId: 'svc-kis', serviceName: '云会计' },
  { serviceId: 'svc-erp', serviceName: '云进销存' },
  { serviceId: 'svc-pos', serviceName: '门店收银' },
];

/** Trusted device types (api/device.ts TrustDeviceType). */
export const TRUST_DEVICE_TYPES: readonly TrustDeviceType[] = [1, 2, 3];

/** A serial number: four groups of four capitals or digits. */
export const SLN_PATTERN = /^[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}$/;

/** The sandbox answers getclientip with this when the request shows no address (TEST-NET-3). */
export const SANDBOX_CLIENT_IP = '203.0.113.10';

const DAY_MS = 86_400_000;
const SLN_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DEVICE_NAMES = ['财务电脑', '前台收银机', '仓库终端', '办公笔记本', '销售平板'];
const OSES = ['Windows 11', 'Windows 10', 'macOS 15', 'Android 15', 'iOS 18'];
const TRUST_NAMES: Record<TrustDeviceType, readonly string[]> = {
  1: ['Chrome 131', 'Edge 131', 'Safari 18'],
  2: ['精斗云客户端 Windows', '精斗云客户端 macOS'],
  3: ['iPhone 16', 'HUAWEI Mate 70', 'Xiaomi 15'],
};

export function newId(devices: DeviceState, prefix: string): string {
  return `${prefix}${devices.nextId++}`;
}

export function drawSln(rng: Rng): string {
  const group = () => Array.from({ length: 4 }, () => rng.pick([...SLN_CHARS])).join('');
  return [group(), group(), group(), group()].join('-');
}

function drawIp(rng: Rng): string {
  return `192.0.2.${rng.int(1, 254)}`;
}

export function corpDevices(devices: DeviceState, corpId: string): CorpDevices {
  let corp = devices.byCorp.get(corpId);
  if (!corp) {
    corp = { slns: new Map(), subs: new Map(), white: new Map(), devices: new Map() };
    devices.byCorp.set(corpId, corp);
  }
  return corp;
}

/** A sub serial number: its main one's and a running index. */
export function subSlnOf(main: SlnRecord, index: number): string {
  return `${main.sln}-S${String(index).padStart(3, '0')}`;
}

export function seedDevice(context: SeedContext): DeviceState {
  const { rng, orgs, accounts } = context;
  const state: DeviceState = { byCorp: new Map(), trusted: new Map(), nextId: 1 };
  for (const org of orgs.values()) {
    const corp = corpDevices(state, org.corp.corpId);
    // A sample of members to hand devices and sub serial numbers to (the first 40 are enough).
    const userIds: string[] = [];
    for (const userId of org.members.keys()) {
      userIds.push(userId);
      if (userIds.length === 40) break;
    }
    const slnCount = org.corp.corpType === CORP_TYPE.corporate ? 4 : 1;
    for (let index = 0; index < slnCount; index++) {
      const sln: SlnRecord = {
        slnId: newId(state, 'sln'),
        sln: drawSln(rng),
        serviceId: DEVICE_SERVICES[index % DEVICE_SERVICES.length]!.serviceId,
        // The last main serial number of the corporate corp is disabled, so both states show.
        status: index === 3 ? 0 : 1,
        maxDevices: rng.pick([5, 10, 20]),
        createdAt: SEED_DAY - rng.int(30, 400) * DAY_MS,
      };
      corp.slns.set(sln.slnId, sln);
      const deviceCount = rng.int(1, 4);
      for (let device = 0; device < deviceCount; device++) {
        const record: DeviceRecord = {
          deviceId: newId(state, 'dev'),
          deviceName: rng.pick(DEVICE_NAMES),
          os: rng.pick(OSES),
          ip: drawIp(rng),
          userId: rng.pick(userIds),
          slnId: sln.slnId,
          lastSeenAt: SEED_DAY - rng.int(0, 30) * DAY_MS,
        };
        corp.devices.set(record.deviceId, record);
        if (device === 0) {
          const white: WhiteRecord = {
            whiteId: newId(state, 'white'),
            slnId: sln.slnId,
            deviceId: record.deviceId,
            addedAt: sln.createdAt + DAY_MS,
          };
          corp.white.set(white.whiteId, white);
        }
      }
      const subCount = rng.int(1, 3);
      for (let sub = 0; sub < subCount; sub++) {
        const record: SubRecord = {
          subId: newId(state, 'sub'),
          slnId: sln.slnId,
          sln: subSlnOf(sln, sub + 1),
          userId: userIds[(index * 3 + sub) % userIds.length]!,
          status: sub === 2 ? 0 : 1,
          createdAt: sln.createdAt + (sub + 1) * DAY_MS,
        };
        corp.subs.set(record.subId, record);
      }
    }
    // One device on no serial number.
    const loose: DeviceRecord = {
      deviceId: newId(state, 'dev'),
      deviceName: rng.pick(DEVICE_NAMES),
      os: rng.pick(OSES),
      ip: drawIp(rng),
      userId: rng.pick(userIds),
      slnId: '',
      lastSeenAt: SEED_DAY - rng.int(0, 30) * DAY_MS,
    };
    corp.devices.set(loose.deviceId, loose);
  }
  for (const account of accounts.values()) seedTrustedDevices(state, rng, account.userId);
  return state;
}

/** Two devices of a corp's members on no serial number yet (a test account's own corp). */
export function seedLooseDevices(
  state: DeviceState,
  rng: Rng,
  corpId: string,
  userIds: readonly string[],
): void {
  const corp = corpDevices(state, corpId);
  for (const deviceName of DEVICE_NAMES.slice(0, 2)) {
    const record: DeviceRecord = {
      deviceId: newId(state, 'dev'),
      deviceName,
      os: rng.pick(OSES),
      ip: drawIp(rng),
      userId: rng.pick([...userIds]),
      slnId: '',
      lastSeenAt: SEED_DAY - rng.int(0, 30) * DAY_MS,
    };
    corp.devices.set(record.deviceId, record);
  }
}

/** One or two trusted devices of each type for an account, last used in the 60 days before the seed day. */
export function seedTrustedDevices(state: DeviceState, rng: Rng, userId: string): void {
  const trusted: TrustDevice[] = [];
  for (const type of TRUST_DEVICE_TYPES)
    for (let index = rng.int(1, 2); index > 0; index--)
      trusted.push({
        id: newId(state, 'trust'),
        type,
        deviceName: rng.pick(TRUST_NAMES[type]),
        os: rng.pick(OSES),
        ip: drawIp(rng),
        lastLoginAt: SEED_DAY - rng.int(0, 60) * DAY_MS,
      });
  state.trusted.set(userId, trusted);
}
