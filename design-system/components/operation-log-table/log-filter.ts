import type { OperationLogFilter } from '../../../shared/domain/logs';
import {
  dateRangeRule,
  isIsoDate,
  type DateRangeValue,
} from '../../../shared/validation/date-range';

/** The filter bar as the person fills it in: '' for any type and no search text. */
export interface LogFilterDraft {
  type: string;
  key: string;
  range: DateRangeValue;
}

/** Why a draft cannot be searched: an end is missing, or the picker's rule refuses the range. */
export type LogFilterProblem = 'rangeIncomplete' | 'rangeInvalid';

/** A day's first and last millisecond in the reader's own time zone. */
export function dayBounds(isoDate: string): { start: number; end: number } {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, day).getTime();
  // The next midnight less one: a day of a daylight-saving change is 23 or 25 hours long.
  const end = new Date(year, month - 1, day + 1).getTime() - 1;
  return { start, end };
}

/** What stops the draft from being searched, or undefined. */
export function logFilterProblem(draft: LogFilterDraft): LogFilterProblem | undefined {
  if (dateRangeRule(draft.range)) return 'rangeInvalid';
  const { start, end } = draft.range;
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end)) return 'rangeIncomplete';
  return undefined;
}

/**
 * The search the draft asks for: the range from the start day's first millisecond to the end
 * day's last, both in the reader's time zone, and the type and text only when given. Undefined
 * when the draft cannot be searched (see logFilterProblem).
 */
export function operationLogFilter(draft: LogFilterDraft): OperationLogFilter | undefined {
  const { start, end } = draft.range;
  if (!start || !end || logFilterProblem(draft)) return undefined;
  const filter: OperationLogFilter = {
    startTime: dayBounds(start).start,
    endTime: dayBounds(end).end,
  };
  const key = draft.key.trim();
  if (draft.type) filter.type = draft.type;
  if (key) filter.key = key;
  return filter;
}

/**
 * Whether a search narrows the log below what the page shows first, so that no rows means
 * "nothing matches" rather than "nothing logged yet".
 */
export function isNarrowed(draft: LogFilterDraft, defaultRange: DateRangeValue): boolean {
  return (
    draft.type !== '' ||
    draft.key.trim() !== '' ||
    draft.range.start !== defaultRange.start ||
    draft.range.end !== defaultRange.end
  );
}
