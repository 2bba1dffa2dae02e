import type { OperationLogFilter } from '../domain/logs';

/*
 * The spec lists the log and banner calls without their shapes (section 7, "Logs and banners"):
 * every request and answer shape below is not shown in the spec; the project's own. The rows the
 * operation log shows are in shared/domain/logs.ts.
 */

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
