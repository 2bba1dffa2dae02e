import type {
  LogExport,
  OperationLog,
  OperationLogFilter,
  OperationType,
} from '../../shared/domain/logs';
import type { Page } from '../../shared/payloads/page';
import type {
  OperationLogQuery,
  Questionnaire,
  QuestionnaireQuery,
  RecentUsed,
} from '../../shared/payloads/logs';
import { endpoint } from './endpoint';

/** The log and banner calls of docs/product.md §7; their payloads are in shared/payloads/logs.ts. */

export const searchOperationLog = endpoint<OperationLogQuery, Page<OperationLog>>({
  method: 'POST',
  path: 'extension/log/searchOperationLog',
});
export const getOperationTypes = endpoint<void, OperationType[]>({
  method: 'POST',
  path: 'extension/log/getOperationTypeList',
});
export const getLogExports = endpoint<void, LogExport[]>({
  method: 'POST',
  path: 'extension/log/getLogExportList',
});
export const exportOperationLog = endpoint<OperationLogFilter, LogExport>({
  method: 'POST',
  path: 'extension/log/exportOperationLog',
});
export const getRecentUsed = endpoint<void, RecentUsed[]>({
  method: 'POST',
  path: 'extension/log/getRecentUsedList',
});
export const getQuestionnaire = endpoint<QuestionnaireQuery, Questionnaire>({
  method: 'GET',
  path: 'extension/banner/getQuestionnaire',
});
