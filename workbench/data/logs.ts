import {
  exportOperationLog,
  getLogExports,
  getOperationTypes,
  getQuestionnaire,
  getRecentUsed,
  searchOperationLog,
} from '../api/logs';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';
import { useListExport } from './export';
import type { OperationLogQuery, QuestionnaireQuery } from '../../shared/payloads/logs';

/** A page of the operation log, newest first; null until the page has a range to search. */
export function useOperationLogs(query: OperationLogQuery | null) {
  return useApi(searchOperationLog, query, { keepPreviousData: true }, SHOWN_IN_PLACE);
}

export function useOperationTypes() {
  return useApi(getOperationTypes, undefined);
}

/** How often the export list asks again while an export is being made (spec-silent). */
const EXPORT_POLL_MS = 3000;

/**
 * The exports of the log. An export is made in the background, so the list polls while one is
 * still being made (every pollMs; 0 turns polling off).
 */
export function useLogExports(pollMs = EXPORT_POLL_MS) {
  return useApi(
    getLogExports,
    undefined,
    {
      refreshInterval: (exports) =>
        exports?.some((item) => item.status === 'processing') ? pollMs : 0,
    },
    SHOWN_IN_PLACE,
  );
}

/** Every operation the log's search finds, page after page, for its CSV export. */
export function useOperationLogsExport() {
  return useListExport(searchOperationLog);
}

export function useExportOperationLog() {
  return useApiMutation(exportOperationLog, [getLogExports]);
}

/** `exempt`: the page says a failure itself, so the catalogue does not toast it. */
export function useRecentUsed({ exempt = false } = {}) {
  return useApi(getRecentUsed, undefined, {}, { exempt });
}

export function useQuestionnaire(query: QuestionnaireQuery | null, { exempt = false } = {}) {
  return useApi(getQuestionnaire, query, {}, { exempt });
}
