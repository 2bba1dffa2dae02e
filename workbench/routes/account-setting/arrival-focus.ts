import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isCheckupKey, type CheckupKey } from '../../../design-system/components/security-checkup';

/** The control a setting's row offers first, or the row itself when it offers none. */
function rowTarget(row: HTMLElement): HTMLElement {
  const control = row.querySelector<HTMLElement>('button, input, select, a[href]');
  if (control) return control;
  row.tabIndex = -1;
  return row;
}

/**
 * Where the address asks the focus to land on arrival, then drops the ask (replace: Back does not
 * ask again). `?fix=` names a check-up item: its fix button takes the focus once the check-up is
 * shown (the main page's links). `?setting=` names a settings row (`data-setting`): its first
 * control takes the focus once the row is drawn with its part's data (the command palette); a part
 * that failed offers its retry. The focus brings either into view.
 */
export function useArrivalFocus(checkupShown: boolean): CheckupKey | undefined {
  const [search, setSearch] = useSearchParams();
  const fix = search.get('fix');
  const setting = search.get('setting');

  useEffect(() => {
    if (!checkupShown || fix === null) return;
    setSearch(
      (previous) => {
        previous.delete('fix');
        return previous;
      },
      { replace: true },
    );
  }, [checkupShown, fix, setSearch]);

  // Tried after every render until the row is there: the page renders again as each part arrives.
  useEffect(() => {
    if (setting === null) return;
    const row = document.querySelector<HTMLElement>(`[data-setting="${CSS.escape(setting)}"]`);
    // A row whose part still loads says so (role status): its control comes with the data.
    if (!row || row.querySelector('[role="status"]')) return;
    rowTarget(row).focus();
    setSearch(
      (previous) => {
        previous.delete('setting');
        return previous;
      },
      { replace: true },
    );
  });

  return checkupShown && isCheckupKey(fix) ? fix : undefined;
}
