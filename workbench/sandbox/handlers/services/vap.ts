/** The servicevap lists: the services offered, and the corp's print and common lists. */
import { SERVICEVAP_DEFAULT_QUERY } from '../../../../shared/contract';
import { FAIL, SandboxFail } from '../../reply';
import { id, paging, v } from '../../input';
import { route, type RouteDef, type SessionContext } from '../../route';
import type { Service } from '../../../../shared/domain/services';
import type { Page } from '../../../../shared/payloads/page';
import { vapList } from '../../store/services/lists';
import { corpOf, views, sampleCorp } from './common';

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

export const vapRoutes: RouteDef[] = [
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
