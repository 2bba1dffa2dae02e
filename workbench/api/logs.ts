import { endpoint } from './endpoint';
import type {
  LogExport,
  OperationLog,
  OperationLogFilter,
  OperationType,
} from '../../shared/domain/logs';
import type { Page } from '../../shared/payloads/page';

/*
 * The spec lists these calls without their shapes (section 7, "Logs and banners"): every request
 * and answer shape below is not shown in the spec; the project's own.
 */

export type {
  LogExport,
  LogExportStatus,
  OperationLog,
  OperationLogFilter,
  OperationType,
} from '../../shared/domain/logs';

export interface OperationLogQuery extends OperationLogFilter {
  currentPage?: number;
  pageSize?: number;
}

/** A service the signed-in user entered lately. */
export interface RecentUsed {
  serviceId: string;
  name: string;
  productName: string;
  usedAt: number;
}

export interface QuestionnaireQuery {
  serviceId: string;
  corpName: string;
}

/** The questionnaire banner (application state questionnaireUrl). */
export interface Questionnaire {
  show: boolean;
  questionnaireUrl: string;
}

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
