import { MEMBER_SEARCH_MAX_LENGTH } from '../../../shared/constants';
import { found, id, paging, v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import { findMembers, memberRow, type OrgState } from '../store/org';
import {
  corpDevices,
  DEVICE_SERVICES,
  newId,
  SANDBOX_CLIENT_IP,
  SLN_PATTERN,
  subSlnOf,
  TRUST_DEVICE_TYPES,
  type CorpDevices,
  type DeviceRecord,
  type SlnRecord,
  type SubRecord,
} from '../store/devices';
import type { SandboxState } from '../store/state';
import type { MemberRow } from '../../../shared/domain/org';
import type {
  Device,
  DeviceService,
  MainSln,
  SubSln,
  TrustDevice,
  WhiteDevice,
} from '../../../shared/domain/device';
import type { Page } from '../../../shared/payloads/page';
import type { ClientIp } from '../../../shared/payloads/device';
import { rootDept } from '../store/depts';
import { memberOf, requireAdmin } from '../store/corps';
import { sampleOrg, SAMPLE_USER_ID } from '../store/samples';

const status = () => v.oneOf([0, 1] as const);
const search = () => v.withDefault(v.string({ max: MEMBER_SEARCH_MAX_LENGTH, min: 0 }), '');

function serviceName(serviceId: string): string {
  return DEVICE_SERVICES.find((service) => service.serviceId === serviceId)?.serviceName ?? '';
}

function mainSln(corp: CorpDevices, sln: SlnRecord): MainSln {
  let deviceCount = 0;
  let subCount = 0;
  let whiteCount = 0;
  for (const device of corp.devices.values()) if (device.slnId === sln.slnId) deviceCount++;
  for (const sub of corp.subs.values()) if (sub.slnId === sln.slnId) subCount++;
  for (const white of corp.white.values()) if (white.slnId === sln.slnId) whiteCount++;
  return { ...sln, serviceName: serviceName(sln.serviceId), deviceCount, subCount, whiteCount };
}

function subSln(org: OrgState, sub: SubRecord): SubSln {
  return { ...sub, realName: org.members.get(sub.userId)?.realName ?? '' };
}

function device(org: OrgState, record: DeviceRecord): Device {
  return { ...record, realName: org.members.get(record.userId)?.realName ?? '' };
}

function whiteDevices(corp: CorpDevices, slnId: string): WhiteDevice[] {
  const out: WhiteDevice[] = [];
  for (const white of corp.white.values())
    if (white.slnId === slnId)
      out.push({ ...white, deviceName: corp.devices.get(white.deviceId)?.deviceName ?? '' });
  return out;
}

function slnOf(corp: CorpDevices, slnId: string): SlnRecord {
  return found(corp.slns.get(slnId), `Serial number ${slnId}`);
}

function enabled(sln: SlnRecord): void {
  if (sln.status !== 1) throw new SandboxFail(FAIL, `Serial number ${sln.sln} is disabled.`);
}

/** The next running index of a main serial number's sub serial numbers. */
function nextSubIndex(corp: CorpDevices, sln: SlnRecord): number {
  let max = 0;
  for (const sub of corp.subs.values())
    if (sub.slnId === sln.slnId) max = Math.max(max, Number(sub.sln.slice(-3)) || 0);
  return max + 1;
}

/** The request's address as a proxy reports it, else the sandbox's fixed one. */
function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || SANDBOX_CLIENT_IP;
}

function sampleCorp(state: SandboxState): CorpDevices {
  return corpDevices(state.devices, sampleOrg(state).corp.corpId);
}

function sampleSln(state: SandboxState): SlnRecord | undefined {
  const slns = [...sampleCorp(state).slns.values()];
  return slns.find((sln) => sln.status === 1) ?? slns[0];
}

export const deviceRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/device/getallslnlist',
    handle: ({ state, org }): MainSln[] => {
      const corp = corpDevices(state.devices, org.corp.corpId);
      return [...corp.slns.values()].map((sln) => mainSln(corp, sln));
    },
  }),
  route({
    method: 'POST',
    path: 'service/device/getservicelist',
    handle: ({ state, org }): DeviceService[] => {
      const corp = corpDevices(state.devices, org.corp.corpId);
      return DEVICE_SERVICES.map((service) => ({
        ...service,
        slnCount: [...corp.slns.values()].filter((sln) => sln.serviceId === service.serviceId)
          .length,
      }));
    },
  }),
  route({
    method: 'POST',
    path: 'service/device/getdevicelist',
    input: v.object({ slnId: v.optional(id()), key: search(), ...paging }),
    handle: ({ state, org, input }): Page<Device> => {
      const corp = corpDevices(state.devices, org.corp.corpId);
      if (input.slnId !== undefined) slnOf(corp, input.slnId);
      const needle = input.key.trim().toLowerCase();
      const matches = [...corp.devices.values()]
        .filter((record) => input.slnId === undefined || record.slnId === input.slnId)
        .map((record) => device(org, record))
        .filter(
          (row) =>
            !needle ||
            row.deviceName.toLowerCase().includes(needle) ||
            row.realName.toLowerCase().includes(needle) ||
            row.ip.includes(needle),
        );
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: matches.slice(start, start + input.pageSize),
        total: matches.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/device/getorguserlist',
    input: v.object({ key: search(), ...paging }),
    handle: ({ org, input }): Page<MemberRow> => {
      const matches = findMembers(org, rootDept(org).deptId, true, input.key);
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: matches.slice(start, start + input.pageSize).map((member) => memberRow(org, member)),
        total: matches.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/device/getwhitelist',
    input: v.object({ slnId: id() }),
    handle: ({ state, org, input }): WhiteDevice[] => {
      const corp = corpDevices(state.devices, org.corp.corpId);
      return whiteDevices(corp, slnOf(corp, input.slnId).slnId);
    },
    sample: (state) => ({ slnId: sampleSln(state)?.slnId ?? '' }),
  }),
  route({
    method: 'POST',
    path: 'service/device/getsubauthlist',
    input: v.object({ slnId: id() }),
    handle: ({ state, org, input }): SubSln[] => {
      const corp = corpDevices(state.devices, org.corp.corpId);
      const { slnId } = slnOf(corp, input.slnId);
      return [...corp.subs.values()]
        .filter((sub) => sub.slnId === slnId)
        .map((sub) => subSln(org, sub));
    },
    sample: (state) => ({ slnId: sampleSln(state)?.slnId ?? '' }),
  }),
  route({
    method: 'POST',
    path: 'service/device/adddevicesln',
    input: v.object({
      serviceId: v.oneOf(DEVICE_SERVICES.map((service) => service.serviceId)),
      sln: v.string({ max: 19, pattern: SLN_PATTERN }),
      maxDevices: v.withDefault(v.int({ min: 1, max: 1000 }), 5),
    }),
    handle: ({ state, org, account, input }): MainSln => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      for (const sln of corp.slns.values())
        if (sln.sln === input.sln)
          throw new SandboxFail(FAIL, `Serial number ${input.sln} is already added.`);
      const sln: SlnRecord = {
        slnId: newId(state.devices, 'sln'),
        sln: input.sln,
        serviceId: input.serviceId,
        status: 1,
        maxDevices: input.maxDevices,
        createdAt: state.clock.now(),
      };
      corp.slns.set(sln.slnId, sln);
      return mainSln(corp, sln);
    },
    sample: (state) => ({
      serviceId: DEVICE_SERVICES[0]!.serviceId,
      sln: sampleSlnText(state),
      maxDevices: 5,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/device/addsubslnauth',
    input: v.object({ slnId: id(), userIds: v.array(id(), { min: 1, max: 200 }) }),
    handle: ({ state, org, account, input }): SubSln[] => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      const sln = slnOf(corp, input.slnId);
      enabled(sln);
      const userIds = [...new Set(input.userIds)];
      for (const userId of userIds) memberOf(org, userId);
      for (const sub of corp.subs.values())
        if (sub.slnId === sln.slnId && userIds.includes(sub.userId))
          throw new SandboxFail(FAIL, `Member ${sub.userId} already has ${sln.sln}.`);
      let index = nextSubIndex(corp, sln);
      return userIds.map((userId) => {
        const sub: SubRecord = {
          subId: newId(state.devices, 'sub'),
          slnId: sln.slnId,
          sln: subSlnOf(sln, index++),
          userId,
          status: 1,
          createdAt: state.clock.now(),
        };
        corp.subs.set(sub.subId, sub);
        return subSln(org, sub);
      });
    },
    sample: (state) => ({
      slnId: sampleSln(state)?.slnId ?? '',
      userIds: [sampleFreeMember(state)],
    }),
  }),
  route({
    method: 'POST',
    path: 'service/device/addmainslnwhite',
    input: v.object({ slnId: id(), deviceIds: v.array(id(), { min: 1, max: 200 }) }),
    handle: ({ state, org, account, input }): WhiteDevice[] => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      const sln = slnOf(corp, input.slnId);
      enabled(sln);
      const deviceIds = [...new Set(input.deviceIds)];
      for (const deviceId of deviceIds) found(corp.devices.get(deviceId), `Device ${deviceId}`);
      const listed = new Set(whiteDevices(corp, sln.slnId).map((white) => white.deviceId));
      for (const deviceId of deviceIds)
        if (listed.has(deviceId))
          throw new SandboxFail(FAIL, `Device ${deviceId} is on the white list already.`);
      for (const deviceId of deviceIds) {
        const whiteId = newId(state.devices, 'white');
        corp.white.set(whiteId, {
          whiteId,
          slnId: sln.slnId,
          deviceId,
          addedAt: state.clock.now(),
        });
      }
      return whiteDevices(corp, sln.slnId).filter((white) => deviceIds.includes(white.deviceId));
    },
    sample: (state) => {
      const sln = sampleSln(state);
      const corp = sampleCorp(state);
      const listed = new Set(
        sln ? whiteDevices(corp, sln.slnId).map((white) => white.deviceId) : [],
      );
      const free = [...corp.devices.keys()].find((deviceId) => !listed.has(deviceId)) ?? '';
      return { slnId: sln?.slnId ?? '', deviceIds: [free] };
    },
  }),
  route({
    method: 'POST',
    path: 'service/device/deletesubsln',
    input: v.object({ id: id() }),
    handle: ({ state, org, account, input }) => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      found(corp.subs.get(input.id), `Sub serial number ${input.id}`);
      corp.subs.delete(input.id);
      return null;
    },
    sample: (state) => ({ id: [...sampleCorp(state).subs.keys()][0] ?? '' }),
  }),
  route({
    method: 'POST',
    path: 'service/device/deletemainsln',
    input: v.object({ id: id() }),
    handle: ({ state, org, account, input }) => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      const { slnId } = slnOf(corp, input.id);
      corp.slns.delete(slnId);
      for (const [subId, sub] of corp.subs) if (sub.slnId === slnId) corp.subs.delete(subId);
      for (const [whiteId, white] of corp.white)
        if (white.slnId === slnId) corp.white.delete(whiteId);
      for (const record of corp.devices.values()) if (record.slnId === slnId) record.slnId = '';
      return null;
    },
    // The last one: the samples of the lists use the first enabled one.
    sample: (state) => ({ id: [...sampleCorp(state).slns.keys()].at(-1) ?? '' }),
  }),
  route({
    method: 'POST',
    path: 'service/device/editslnstatus',
    input: v.object({ id: id(), status: status() }),
    handle: ({ state, org, account, input }): MainSln => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      const sln = slnOf(corp, input.id);
      sln.status = input.status;
      return mainSln(corp, sln);
    },
    sample: (state) => ({ id: sampleSln(state)?.slnId ?? '', status: 1 }),
  }),
  route({
    method: 'POST',
    path: 'service/device/editsubsln',
    input: v.object({ id: id(), userId: v.optional(id()), status: v.optional(status()) }),
    handle: ({ state, org, account, input }): SubSln => {
      requireAdmin(org, account.userId);
      const corp = corpDevices(state.devices, org.corp.corpId);
      const sub = found(corp.subs.get(input.id), `Sub serial number ${input.id}`);
      if (input.userId !== undefined && input.userId !== sub.userId) {
        memberOf(org, input.userId);
        for (const other of corp.subs.values())
          if (other.slnId === sub.slnId && other.userId === input.userId)
            throw new SandboxFail(FAIL, `Member ${input.userId} already has a sub serial number.`);
        sub.userId = input.userId;
      }
      if (input.status !== undefined) sub.status = input.status;
      return subSln(org, sub);
    },
    sample: (state) => ({ id: [...sampleCorp(state).subs.keys()].at(-1) ?? '', status: 1 }),
  }),
  route({
    method: 'POST',
    path: 'service/device/getclientip',
    handle: ({ request }): ClientIp => ({ ip: clientIp(request) }),
  }),
  route({
    method: 'GET',
    path: 'service/device/getTrustDeviceList',
    input: v.object({ type: v.oneOf(TRUST_DEVICE_TYPES) }),
    handle: ({ state, account, input }): TrustDevice[] =>
      (state.devices.trusted.get(account.userId) ?? [])
        .filter((trusted) => trusted.type === input.type)
        .map((trusted) => ({ ...trusted })),
    sample: () => ({ type: TRUST_DEVICE_TYPES[0]! }),
  }),
  route({
    method: 'GET',
    path: 'service/device/cancelTrustDevice',
    input: v.object({ id: id() }),
    handle: ({ state, account, input }) => {
      const trusted = state.devices.trusted.get(account.userId) ?? [];
      const at = trusted.findIndex((record) => record.id === input.id);
      if (at < 0) throw new SandboxFail(FAIL, `Trusted device ${input.id} not found`);
      trusted.splice(at, 1);
      return null;
    },
    sample: (state) => ({ id: state.devices.trusted.get(SAMPLE_USER_ID)?.[0]?.id ?? '' }),
  }),
];

/** A member without a sub serial number of the sample's main one. */
function sampleFreeMember(state: SandboxState): string {
  const sln = sampleSln(state);
  const corp = sampleCorp(state);
  const taken = new Set(
    [...corp.subs.values()].filter((sub) => sub.slnId === sln?.slnId).map((sub) => sub.userId),
  );
  for (const userId of sampleOrg(state).members.keys()) if (!taken.has(userId)) return userId;
  return SAMPLE_USER_ID;
}

/** A serial number not yet added, made from the slice's counter (no draw from the seed's rng). */
function sampleSlnText(state: SandboxState): string {
  const taken = new Set([...sampleCorp(state).slns.values()].map((sln) => sln.sln));
  let counter = state.devices.nextId;
  const text = () => `SMPL-${String(counter).padStart(4, '0').slice(-4)}-0000-0000`;
  while (taken.has(text())) counter++;
  return text();
}
