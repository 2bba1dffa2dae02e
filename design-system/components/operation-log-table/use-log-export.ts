import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LogExport, OperationLogFilter } from '../../../shared/domain/logs';
import { useSubmission } from '../../utils/use-submission';

/**
 * Exporting what the last search found: one export at a time (the submit guard), why the last one
 * failed, and the exports started here, which show until the page's own list names them.
 */
export function useLogExport(
  onExport: ((filter: OperationLogFilter) => Promise<LogExport | undefined | void>) | undefined,
  exports: readonly LogExport[],
) {
  const { t } = useLingui();
  const {
    busy,
    error: failure,
    run,
  } = useSubmission(
    t({ id: 'operationLog.exportFailed', message: 'The log could not be exported.' }),
  );
  const [started, setStarted] = useState<readonly LogExport[]>([]);

  const exportLog = (filter: OperationLogFilter | undefined) =>
    onExport && filter
      ? run(async () => {
          const made = await onExport(filter);
          if (made)
            setStarted((current) => [made, ...current.filter((item) => item.id !== made.id)]);
        })
      : undefined;

  // The page's list is the newer word on an export; one just started shows until it lists it.
  const listed = new Set(exports.map((item) => item.id));
  const allExports = [...started.filter((item) => !listed.has(item.id)), ...exports];

  return { busy, failure, allExports, exportLog };
}
