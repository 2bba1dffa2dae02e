export { ServiceList, ServiceStatusBadge } from './service-list';
export type {
  ServiceDeletion,
  ServiceListPaging,
  ServiceListProps,
  ServiceListView,
  ServiceTransfer,
} from './service-list';
export {
  MUTATING_SERVICE_ACTIONS,
  serviceActions,
  serviceNameRule,
  SERVICE_LIST_KINDS,
} from './service-rules';
export type { ServiceAction, ServiceListKind, ServiceNameProblem } from './service-rules';
export { useServiceCsvColumns } from './service-csv-columns';
