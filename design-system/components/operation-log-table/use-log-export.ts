import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LogExport, OperationLogFilter } from '../../../shared/domain/logs';
import { errorMessage } from '../../utils/error-message';

/**
 * Exporting what the last search found: one export at a time, why the last one failed, and the
 * exports started here, which show until the page's own list names them.
 */
export function useLogExport(
  onExport: ((filter: OperationLogFilter) => Promise<LogExport | undefined | void>) | undefined,
  exports: readonly LogExport[],
) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [started, setStarted] = useState<readonly LogExport[]>([]);

  const exportLog = async (filter: OperationLogFilter | undefined) => {
    if (!onExport || !filter || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const made = await onExport(filter);
      if (made) setStarted((current) => [made, ...current.filter((item) => item.id !== made.id)]);
    } catch (error) {
      setFailure(
        errorMessage(
          error,
          t({ id: 'operationLog.exportFailed', message: 'The log could not be exported.' }),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  // The page's list is the newer word on an export; one just started shows until it lists it.
  const listed = new Set(exports.map((item) => item.id));
  const allExports = [...started.filter((item) => !listed.has(item.id)), ...exports];

  return { busy, failure, allExports, exportLog };
}
