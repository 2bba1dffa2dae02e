/** The corp's lists of services and their display settings (service/servicelist/*). */
import { FAIL, SandboxFail } from '../../reply';
import { id, paging, v } from '../../input';
import { route, type RouteDef, type SessionContext } from '../../route';
import type { Service, ServiceCounts } from '../../../../shared/domain/services';
import type { ReadOnlyServiceList, ServiceDisplayItem } from '../../../../shared/payloads/services';
import { type DisplayKind } from '../../store/services/records';
import { counts, displayItems, displayRows, listOf } from '../../store/services/lists';
import { corpOf, views, sampleCorp } from './common';

export const listRoutes: RouteDef[] = [
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
