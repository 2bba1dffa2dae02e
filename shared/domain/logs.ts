/**
 * The operation log, as the log table shows it. The spec lists the log calls without their shapes
 * (section 7, "Logs and banners"): these are the project's own. The calls, the sandbox and the UI
 * import them from here, so they share one copy. This module imports nothing.
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
