import { useState } from 'react';
import { useSubmitGuard } from '../../../design-system/utils/use-submit-guard';
import { openInNewTab } from '../../data/effects';
import { useReportAppOperation, useSsoUrl } from '../../data/market';
import type { MarketApp } from '../../../shared/payloads/market';

export interface Opening {
  /** The app being opened now, if one is. */
  appId?: string;
  /** appId → how often the person has opened it, as the last report answered. */
  counts: Record<string, number>;
}

/**
 * Opening an application: its single sign-on address in a new tab, then the open reported
 * (jdy_service/app_operation_info), whose answer says how often the person has opened it.
 */
export function useOpenApp() {
  const { trigger: ssoUrl } = useSsoUrl();
  const { trigger: report } = useReportAppOperation();
  const [opening, setOpening] = useState<Opening>({ counts: {} });
  // One opening at a time: each opens a tab.
  const guard = useSubmitGuard();
  const open = (app: MarketApp) =>
    guard.run(async () => {
      setOpening((current) => ({ ...current, appId: app.appId }));
      try {
        const { url } = await ssoUrl({ appId: app.appId });
        openInNewTab(url);
        const { count } = await report({ appId: app.appId, type: 'open' });
        setOpening((current) => ({
          ...current,
          counts: { ...current.counts, [app.appId]: count },
        }));
      } catch {
        // The catalogue has toasted why; the button is ready to try again.
      } finally {
        setOpening((current) => ({ ...current, appId: undefined }));
      }
    });
  return { opening, open: (app: MarketApp) => void open(app) };
}
