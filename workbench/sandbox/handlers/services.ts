import { SERVICEVAP_DEFAULT_QUERY, API_BASE } from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import { id, paging, v } from '../input';
import { route, type RouteDef, type SessionContext } from '../route';
import { DEMO_ACCOUNTS } from '../store/accounts';
import { appendLog } from '../store/logs';
import {
  activateCard,
  convertToPaid,
  counts,
  displayItems,
  displayRows,
  kindOf,
  listOf,
  ownedService,
  PRODUCTS,
  serviceView,
  startTrial,
  touchRecent,
  vapList,
  visibleService,
  type DisplayKind,
  type ServiceRecord,
} from '../store/services';
import { primeCode, verifyCode } from '../store/sms';
import type { Rng } from '../store/rng';
import type { SandboxState } from '../store/state';
import { SERVICE_NAME_MAX_LENGTH } from '../../../shared/domain/services';
import type { Service, ServiceCounts, TransferInfo } from '../../../shared/domain/services';
import type { Page } from '../../../shared/payloads/page';
import type {
  DeployTip,
  ReadOnlyServiceList,
  SaleUnitInfo,
  ServiceCode,
  ServiceCodePassword,
  ServiceConfig,
  ServiceDisplayItem,
  ServiceEntry,
} from '../../../shared/payloads/services';

/** Where enter and sample lead: a stand-in page the sandbox serves. */
const ENTRY_PAGE = `${API_BASE}__sandbox/pages/service-entry`;

const serviceId = { serviceId: id() };
const productCodes = PRODUCTS.filter((product) => !product.thirdParty).map(
  (product) => product.product,
);

function corpOf(context: SessionContext<unknown>): string {
  return context.org.corp.corpId;
}

function views(context: SessionContext<unknown>, records: ServiceRecord[]): Service[] {
  return records.map((record) => serviceView(context.state.services, record, corpOf(context)));
}

/** Writes what the user did to the corp's operation log. */
function logService(context: SessionContext<unknown>, content: string): void {
  const forwarded = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  appendLog(context.state.logs, corpOf(context), {
    operatorId: context.account.userId,
    operator: context.account.realName,
    type: 'service',
    content,
    time: context.state.clock.now(),
    ip: forwarded || '127.0.0.1',
  });
}

/** The corp the contract's samples run in: the first demo account's. */
function sampleCorp(state: SandboxState): string {
  return state.accounts.get(DEMO_ACCOUNTS[0].userId)?.defaultCorpId ?? '';
}

function sampleOf(
  state: SandboxState,
  kinds: readonly string[],
  pick: (record: ServiceRecord) => boolean = () => true,
): ServiceRecord | undefined {
  const corpId = sampleCorp(state);
  return [...state.services.records.values()].find(
    (record) => kinds.includes(kindOf(record, corpId) ?? '') && pick(record),
  );
}

function sampleId(state: SandboxState, kinds: readonly string[] = ['own']) {
  return { serviceId: sampleOf(state, kinds)?.serviceId ?? '' };
}

const listRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/servicelist/getServiceListReadOnly',
    input: v.object(paging),
    handle: (context): ReadOnlyServiceList => {
      const all = listOf(context.state.services, corpOf(context), 'readOnly');
      const start = (context.input.currentPage - 1) * context.input.pageSize;
      return {
        list: views(context, all.slice(start, start + context.input.pageSize)),
        count: all.length,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/servicelist/getown',
    input: v.object({ thirdParty: v.withDefault(v.flag(), false) }),
    handle: (context): Service[] =>
      context.input.thirdParty
        ? views(context, listOf(context.state.services, corpOf(context), 'thirdParty'))
        : shown(context, 'own'),
  }),
  route({
    method: 'POST',
    path: 'service/servicelist/getshare',
    handle: (context): Service[] => shown(context, 'share'),
  }),
  route({
    method: 'POST',
    path: 'service/servicelist/getownset',
    handle: (context): ServiceDisplayItem[] =>
      displayItems(context.state.services, corpOf(context), 'own'),
  }),
  route({
    method: 'POST',
    path: 'service/servicelist/getshareset',
    handle: (context): ServiceDisplayItem[] =>
      displayItems(context.state.services, corpOf(context), 'share'),
  }),
  route({
    method: 'POST',
    path: 'service/servicelist/doset',
    input: v.object({
      type: v.oneOf(['own', 'share'] as const),
      list: v.array(v.object({ serviceId: id(), show: v.flag() }), { max: 1000 }),
    }),
    handle: (context): ServiceDisplayItem[] => {
      const { services } = context.state;
      const corpId = corpOf(context);
      const { type, list } = context.input;
      const members = new Set(listOf(services, corpId, type).map((record) => record.serviceId));
      const seen = new Set<string>();
      for (const row of list) {
        if (!members.has(row.serviceId))
          throw new SandboxFail(FAIL, `Service ${row.serviceId} is not in this list.`);
        if (seen.has(row.serviceId))
          throw new SandboxFail(FAIL, `Service ${row.serviceId} is listed twice.`);
        seen.add(row.serviceId);
      }
      services.display.set(`${corpId}/${type}`, list);
      return displayItems(services, corpId, type);
    },
    sample: (state) => ({
      type: 'own',
      list: listOf(state.services, sampleCorp(state), 'own').map((record) => ({
        serviceId: record.serviceId,
        show: 1,
      })),
    }),
  }),
  route({
    method: 'POST',
    path: 'service/servicelist/nums',
    handle: (context): ServiceCounts => counts(context.state.services, corpOf(context)),
  }),
];

/** The own or shared list as the workbench shows it: in display order, hidden ones left out. */
function shown(context: SessionContext<unknown>, kind: DisplayKind): Service[] {
  return views(
    context,
    displayRows(context.state.services, corpOf(context), kind)
      .filter((row) => row.show)
      .map((row) => row.record),
  );
}

const actionRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/enable',
    input: v.object(serviceId),
    handle: (context): Service => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      if (!record.enabled) logService(context, `启用服务「${record.name}」`);
      record.enabled = true;
      return serviceView(context.state.services, record, corpOf(context));
    },
    sample: (state) => ({
      serviceId: (sampleOf(state, ['own'], (record) => !record.enabled) ?? sampleOf(state, ['own']))
        ?.serviceId,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/gettransferinfo',
    input: v.object(serviceId),
    handle: (context): TransferInfo => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      return {
        serviceId: record.serviceId,
        name: record.name,
        corps: transferTargets(context).map(({ corp }) => ({
          corpId: corp.corpId,
          corpName: corp.corpName,
        })),
      };
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'POST',
    path: 'service/delete',
    input: v.object({ ...serviceId, vcode: v.string({ max: 12 }) }),
    handle: (context): null => {
      const { services } = context.state;
      const record = ownedService(services, corpOf(context), context.input.serviceId);
      verifyCode(
        context.state.sms,
        context.state.clock,
        context.account.mobile,
        context.input.vcode,
      );
      services.records.delete(record.serviceId);
      logService(context, `删除服务「${record.name}」`);
      return null;
    },
    sample: (state) => {
      const own = listOf(state.services, sampleCorp(state), 'own');
      const mobile = state.accounts.get(DEMO_ACCOUNTS[0].userId)?.mobile ?? '';
      // The code sms/deleteService would send, primed so the sample verifies as it is.
      return { serviceId: own.at(-1)?.serviceId, vcode: primeCode(state, mobile) };
    },
  }),
  route({
    method: 'POST',
    path: 'service/rename',
    input: v.object({ ...serviceId, name: v.string({ max: SERVICE_NAME_MAX_LENGTH }) }),
    handle: (context): Service => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      const name = context.input.name.trim();
      if (!name) throw new SandboxFail(FAIL, 'name: is required');
      logService(context, `服务「${record.name}」更名为「${name}」`);
      record.name = name;
      return serviceView(context.state.services, record, corpOf(context));
    },
    sample: (state) => ({ ...sampleId(state), name: '华南示范总账' }),
  }),
  route({
    method: 'POST',
    path: 'service/committransfer',
    input: v.object({ ...serviceId, corpId: id() }),
    handle: (context): null => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      const target = transferTargets(context).find(
        (org) => org.corp.corpId === context.input.corpId,
      );
      if (!target)
        throw new SandboxFail(FAIL, 'A service can only move to another corp of your account.');
      record.ownerCorpId = target.corp.corpId;
      record.ownerCorpName = target.corp.corpName;
      record.sharedWith = [];
      logService(context, `转移服务「${record.name}」至「${target.corp.corpName}」`);
      return null;
    },
    sample: (state) => {
      const corpId = sampleCorp(state);
      const account = state.accounts.get(DEMO_ACCOUNTS[0].userId);
      return {
        serviceId: sampleOf(state, ['own'], (record) => record.state === 'paid')?.serviceId,
        corpId: account?.corpIds.find((other) => other !== corpId),
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/convertpaid',
    input: v.object(serviceId),
    handle: (context): Service => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      convertToPaid(record, context.state.clock.now());
      logService(context, `服务「${record.name}」转为正式`);
      return serviceView(context.state.services, record, corpOf(context));
    },
    sample: (state) => ({
      serviceId: sampleOf(state, ['own', 'thirdParty'], (record) => record.state === 'trial')
        ?.serviceId,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/trial',
    input: v.object({ trialProduct: v.oneOf(productCodes) }),
    handle: (context): Service => {
      const { state, org } = context;
      const record = startTrial(
        state.services,
        state.rng,
        org,
        context.input.trialProduct,
        state.clock.now(),
      );
      logService(context, `开通试用「${record.name}」`);
      return serviceView(state.services, record, corpOf(context));
    },
    sample: (state) => ({
      trialProduct: productCodes.find(
        (product) => !state.services.trials.has(`${sampleCorp(state)}/${product}`),
      ),
    }),
  }),
  route({
    method: 'POST',
    path: 'service/sample',
    input: v.object({ product: v.oneOf(PRODUCTS.map((product) => product.product)) }),
    handle: ({ input }): ServiceEntry => ({
      url: `${ENTRY_PAGE}?product=${encodeURIComponent(input.product)}`,
      readOnly: true,
    }),
    sample: () => ({ product: productCodes[0] }),
  }),
  route({
    method: 'POST',
    path: 'service/enter',
    input: v.object(serviceId),
    handle: (context): ServiceEntry => {
      const { services, clock } = context.state;
      const record = visibleService(services, corpOf(context), context.input.serviceId);
      if (!record.enabled) throw new SandboxFail(FAIL, 'The service is off. Enable it first.');
      touchRecent(services, corpOf(context), context.account.userId, record.serviceId, clock.now());
      logService(context, `进入服务「${record.name}」`);
      const query = `serviceId=${encodeURIComponent(record.serviceId)}`;
      return {
        url: `${ENTRY_PAGE}?${query}${record.readOnly ? '&readOnly=1' : ''}`,
        readOnly: record.readOnly,
      };
    },
    sample: (state) => ({
      serviceId: sampleOf(state, ['own'], (record) => record.enabled)?.serviceId,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/getcanmergelist',
    input: v.object(serviceId),
    handle: (context): Service[] => {
      const { services } = context.state;
      const record = ownedService(services, corpOf(context), context.input.serviceId);
      return views(
        context,
        listOf(services, corpOf(context), 'own').filter(
          (other) => other.product === record.product && other.serviceId !== record.serviceId,
        ),
      );
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'POST',
    path: 'service/configContent',
    input: v.object(serviceId),
    handle: (context): ServiceConfig => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      return { serviceId: record.serviceId, ...record.config };
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'POST',
    path: 'service/config',
    input: v.object({
      ...serviceId,
      expiryNotice: v.optional(v.flag()),
      autoEnter: v.optional(v.flag()),
    }),
    handle: (context): ServiceConfig => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      const { expiryNotice, autoEnter } = context.input;
      if (expiryNotice !== undefined) record.config.expiryNotice = expiryNotice;
      if (autoEnter !== undefined) record.config.autoEnter = autoEnter;
      return { serviceId: record.serviceId, ...record.config };
    },
    sample: (state) => ({ ...sampleId(state), autoEnter: 1 }),
  }),
  route({
    method: 'POST',
    path: 'service/getSaleUnitInfo',
    input: v.object(serviceId),
    handle: (context): SaleUnitInfo => {
      const record = visibleService(
        context.state.services,
        corpOf(context),
        context.input.serviceId,
      );
      return { serviceId: record.serviceId, ...record.saleUnit };
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'POST',
    path: 'service/activecard/active',
    input: v.object({ code: v.string({ max: 64 }) }),
    handle: (context): Service => {
      const { state, org } = context;
      const record = activateCard(
        state.services,
        state.rng,
        org,
        context.input.code,
        state.clock.now(),
      );
      logService(context, `激活卡开通服务「${record.name}」`);
      return serviceView(state.services, record, corpOf(context));
    },
    sample: (state) => ({
      code: [...state.services.cards.values()].find((card) => !card.usedBy)?.code,
    }),
  }),
];

/** The other corps of the signed-in account: where a service can move. */
function transferTargets(context: SessionContext<unknown>) {
  return context.account.corpIds
    .filter((corpId) => corpId !== corpOf(context))
    .flatMap((corpId) => {
      const org = context.state.orgs.get(corpId);
      return org ? [org] : [];
    });
}

/** The servicevap list named by setprint or setcommon: every id must be in the vap list. */
function vapIds(context: SessionContext<{ serviceIds: string[] }>): string[] {
  const usable = new Set(
    vapList(context.state.services, corpOf(context)).map((record) => record.serviceId),
  );
  for (const serviceId of context.input.serviceIds)
    if (!usable.has(serviceId)) throw new SandboxFail(FAIL, `Service ${serviceId} not found`);
  return [...new Set(context.input.serviceIds)];
}

function vapSubset(context: SessionContext<unknown>, which: 'print' | 'common'): Service[] {
  const { services } = context.state;
  const chosen = new Set(services[which].get(corpOf(context)) ?? []);
  return views(
    context,
    vapList(services, corpOf(context)).filter((record) => chosen.has(record.serviceId)),
  );
}

const serviceIds = v.object({ serviceIds: v.array(id(), { max: 1000 }) });

const vapRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/servicevap/getlist',
    input: v.object({
      currentPage: v.withDefault(paging.currentPage, SERVICEVAP_DEFAULT_QUERY.currentPage),
      pageSize: v.withDefault(paging.pageSize, SERVICEVAP_DEFAULT_QUERY.pageSize),
    }),
    handle: (context): Page<Service> => {
      const all = vapList(context.state.services, corpOf(context));
      const { currentPage, pageSize } = context.input;
      const start = (currentPage - 1) * pageSize;
      return {
        list: views(context, all.slice(start, start + pageSize)),
        total: all.length,
        currentPage,
        pageSize,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/servicevap/getprintlist',
    handle: (context): Service[] => vapSubset(context, 'print'),
  }),
  route({
    method: 'POST',
    path: 'service/servicevap/setprint',
    input: serviceIds,
    handle: (context): Service[] => {
      context.state.services.print.set(corpOf(context), vapIds(context));
      return vapSubset(context, 'print');
    },
    sample: (state) => ({
      serviceIds: vapList(state.services, sampleCorp(state))
        .slice(0, 2)
        .map((record) => record.serviceId),
    }),
  }),
  route({
    method: 'POST',
    path: 'service/servicevap/getcommonlist',
    handle: (context): Service[] => vapSubset(context, 'common'),
  }),
  route({
    method: 'POST',
    path: 'service/servicevap/setcommon',
    input: serviceIds,
    handle: (context): Service[] => {
      context.state.services.common.set(corpOf(context), vapIds(context));
      return vapSubset(context, 'common');
    },
    sample: (state) => ({
      serviceIds: vapList(state.services, sampleCorp(state))
        .slice(0, 3)
        .map((record) => record.serviceId),
    }),
  }),
];

const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new service-code password: letters, digits and a special character (the password rule). Drawn
 * from the sandbox's seeded generator, so a story shows the same one on every run.
 */
function newPassword(rng: Rng): string {
  let letters = '';
  for (let index = 0; index < 6; index++)
    letters += PASSWORD_LETTERS.charAt(rng.int(0, PASSWORD_LETTERS.length - 1));
  let numbers = '';
  for (let index = 0; index < 3; index++) numbers += String(rng.int(0, 9));
  return `${letters}${numbers}#`;
}

function codeView(record: ServiceRecord): ServiceCode {
  return { serviceId: record.serviceId, ...record.code };
}

const codeRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/service-code',
    input: v.object(serviceId),
    handle: (context): ServiceCode =>
      codeView(ownedService(context.state.services, corpOf(context), context.input.serviceId)),
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'PUT',
    path: 'service/service-code/password',
    input: v.object(serviceId),
    handle: (context): ServiceCodePassword => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      record.code = {
        ...record.code,
        passwordSet: true,
        synced: false,
        updatedAt: context.state.clock.now(),
      };
      return { serviceId: record.serviceId, password: newPassword(context.state.rng) };
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'PUT',
    path: 'service/service-code/sync-password',
    input: v.object(serviceId),
    handle: (context): ServiceCode => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      record.code = {
        ...record.code,
        passwordSet: true,
        synced: true,
        updatedAt: context.state.clock.now(),
      };
      return codeView(record);
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'POST',
    path: 'service/deploy-level/showTip',
    input: v.object(serviceId),
    handle: (context): DeployTip => {
      const record = visibleService(
        context.state.services,
        corpOf(context),
        context.input.serviceId,
      );
      return {
        serviceId: record.serviceId,
        deployLevel: record.deployLevel,
        showTip: record.deployLevel === 'private',
      };
    },
    sample: (state) => sampleId(state),
  }),
];

export const servicesRoutes: RouteDef[] = [
  ...listRoutes,
  ...actionRoutes,
  ...vapRoutes,
  ...codeRoutes,
];
