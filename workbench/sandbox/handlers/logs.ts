import { id, paging, v } from '../input';
import { route, type RouteDef } from '../route';
import { DEMO_ACCOUNTS } from '../store/accounts';
import { SEED_DAY } from '../store/clock';
import { createExport, exportView, listExports, OPERATION_TYPES, searchLogs } from '../store/logs';
import type { SandboxState } from '../store/state';
import { API_BASE } from '../../../shared/contract';
import type { LogExport, OperationLog, OperationType } from '../../../shared/domain/logs';
import type { Page } from '../../../shared/payloads/page';
import type { Questionnaire, RecentUsed } from '../../../shared/payloads/logs';
import { productOf } from '../store/services/records';
import { recentUsed, visibleService } from '../store/services/lists';

const filter = {
  startTime: v.int({ min: 0 }),
  endTime: v.int({ min: 0 }),
  type: v.optional(v.oneOf(OPERATION_TYPES.map((type) => type.type))),
  key: v.optional(v.string()),
};

/** The last week of the seed: a range the contract's samples search. */
const sampleRange = () => ({ startTime: SEED_DAY - 7 * 86_400_000, endTime: SEED_DAY });

function sampleCorp(state: SandboxState) {
  const corpId = state.accounts.get(DEMO_ACCOUNTS[0].userId)?.defaultCorpId ?? '';
  return state.orgs.get(corpId)?.corp;
}

export const logsRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'extension/log/searchOperationLog',
    input: v.object({ ...filter, ...paging }),
    handle: ({ state, org, input }): Page<OperationLog> => {
      const matches = searchLogs(state.logs, org.corp.corpId, input);
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: matches.slice(start, start + input.pageSize),
        total: matches.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
    sample: () => ({ ...sampleRange(), currentPage: 1, pageSize: 10 }),
  }),
  route({
    method: 'POST',
    path: 'extension/log/getOperationTypeList',
    handle: (): OperationType[] => OPERATION_TYPES.map((type) => ({ ...type })),
  }),
  route({
    method: 'POST',
    path: 'extension/log/getLogExportList',
    handle: ({ state, org }): LogExport[] =>
      listExports(state.logs, org.corp.corpId, state.clock.now()),
  }),
  route({
    method: 'POST',
    path: 'extension/log/exportOperationLog',
    input: v.object(filter),
    handle: ({ state, org, account, input }): LogExport => {
      const count = searchLogs(state.logs, org.corp.corpId, input).length;
      const now = state.clock.now();
      return exportView(createExport(state.logs, org.corp.corpId, account.userId, count, now), now);
    },
    sample: () => sampleRange(),
  }),
  route({
    method: 'POST',
    path: 'extension/log/getRecentUsedList',
    handle: ({ state, org, account }): RecentUsed[] =>
      recentUsed(state.services, org.corp.corpId, account.userId).map(({ record, usedAt }) => ({
        serviceId: record.serviceId,
        name: record.name,
        productName: productOf(record.product).productName,
        usedAt,
      })),
  }),
  route({
    method: 'GET',
    path: 'extension/banner/getQuestionnaire',
    input: v.object({ serviceId: id(), corpName: v.string() }),
    handle: ({ state, org, input }): Questionnaire => {
      const record = visibleService(state.services, org.corp.corpId, input.serviceId);
      const query = new URLSearchParams({ serviceId: record.serviceId, corpName: input.corpName });
      return {
        // No questionnaire for a service that is only readable.
        show: !record.readOnly,
        questionnaireUrl: `${API_BASE}__sandbox/pages/questionnaire?${query.toString()}`,
      };
    },
    sample: (state) => {
      const corp = sampleCorp(state);
      const serviceId = [...state.services.records.values()].find(
        (record) => record.ownerCorpId === corp?.corpId,
      )?.serviceId;
      return { serviceId, corpName: corp?.corpName };
    },
  }),
];
