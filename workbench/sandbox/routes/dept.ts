import type { Dept, MemberRow, Page } from '../../api/dept';
import { id, paging, v } from '../input';
import { MEMBER_SEARCH_MAX_LENGTH } from '../../../design-system/constants';
import { found } from '../input';
import { route, type RouteDef } from '../route';
import { findMembers, memberRow } from '../store/org';

export const deptRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/dept/list',
    handle: ({ org }): Dept[] => [...org.depts.values()].map((dept) => ({ ...dept })),
  }),
  route({
    method: 'POST',
    path: 'service/dept/corpDeptUserList',
    input: v.object({
      deptId: id(),
      fetchChild: v.withDefault(v.flag(), true),
      key: v.withDefault(v.string({ max: MEMBER_SEARCH_MAX_LENGTH, min: 0 }), ''),
      ...paging,
    }),
    handle: ({ org, input }): Page<MemberRow> => {
      found(org.depts.get(input.deptId), `Department ${input.deptId}`);
      const matches = findMembers(org, input.deptId, input.fetchChild, input.key);
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: matches.slice(start, start + input.pageSize).map((member) => memberRow(org, member)),
        total: matches.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
    sample: () => ({ deptId: '1', fetchChild: 1, key: '', currentPage: 1, pageSize: 10 }),
  }),
];
