/** What a corp does with one service: enable, transfer, delete, rename, buy, try, enter, configure. */
import { API_BASE, TRIAL_CREATION_LIMIT, UNSHOWN_CHECK_PATHS } from '../../../../shared/contract';
import { FAIL, SandboxFail } from '../../reply';
import { id, v } from '../../input';
import { route, type RouteDef, type SessionContext } from '../../route';
import { DEMO_ACCOUNTS } from '../../store/accounts';
import { appendLog } from '../../store/logs';
import { primeCode, verifyCode } from '../../store/sms';
import { SERVICE_NAME_MAX_LENGTH } from '../../../../shared/domain/services';
import type { Service, TransferInfo } from '../../../../shared/domain/services';
import type {
  SaleUnitInfo,
  ServiceConfig,
  ServiceEntry,
} from '../../../../shared/payloads/services';
import { PRODUCTS, productOf } from '../../store/services/records';
import {
  listOf,
  ownedService,
  serviceView,
  touchRecent,
  visibleService,
} from '../../store/services/lists';
import {
  activateCard,
  convertToPaid,
  startTrial,
  trialsStarted,
} from '../../store/services/subscriptions';
import type { TrialCreationCount } from '../../../../shared/payloads/system';
import { serviceId, corpOf, views, sampleCorp, sampleOf, sampleId } from './common';

/** Where enter and sample lead: a stand-in page the sandbox serves. */
const ENTRY_PAGE = `${API_BASE}__sandbox/pages/service-entry`;
const productCodes = PRODUCTS.filter((product) => !product.thirdParty).map(
  (product) => product.product,
);

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

export const actionRoutes: RouteDef[] = [
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
    method: 'GET',
    path: UNSHOWN_CHECK_PATHS.trialCreationCount,
    handle: ({ state, org }): TrialCreationCount => ({
      created: trialsStarted(state.services, org.corp.corpId),
      limit: TRIAL_CREATION_LIMIT,
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
      const entryPage = productOf(record.product).site ?? ENTRY_PAGE;
      return {
        url: `${entryPage}?${query}${record.readOnly ? '&readOnly=1' : ''}`,
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
