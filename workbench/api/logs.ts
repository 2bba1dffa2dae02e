import type { Page } from './dept';
import { endpoint } from './endpoint';

/*
 * The spec lists these calls without their shapes (section 7, "Logs and banners"): every request
 * and answer shape below is not shown in the spec; the project's own.
 */

/** A kind of operation the log records. */
export interface OperationType {
  type: string;
  name: string;
}

/** One operation of the current corp's log. */
export interface OperationLog {
  id: string;
  operatorId: string;
  operator: string;
  type: string;
  typeName: string;
  content: string;
  /** When it happened, ms since the epoch (the page shows it in the reader's time zone). */
  time: number;
  ip: string;
}

/**
 * A log search. The range is in ms since the epoch, both ends included, so the page turns its
 * date picker's days into its own time zone's day bounds; a start later than the end fails.
 */
export interface OperationLogFilter {
  startTime: number;
  endTime: number;
  type?: string;
  /** Matches the operator's name or the content. */
  key?: string;
}

export interface OperationLogQuery extends OperationLogFilter {
  currentPage?: number;
  pageSize?: number;
}

export type LogExportStatus = 'processing' | 'done';

/** An export of the log: made in the background; url is '' until it is done. */
export interface LogExport {
  id: string;
  fileName: string;
  status: LogExportStatus;
  createdAt: number;
  /** Operations it holds. */
  count: number;
  url: string;
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
