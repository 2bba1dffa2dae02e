import { expect, screen, waitFor, within } from 'storybook/test';
import CorpsPage from '../../../workbench/routes/corps/corps-page';
import { paths } from '../../../workbench/routes/paths';
import { findSettledDialog } from '../../design-system/fixtures/overlays';
import { RouteStage } from '../support/route-stage';

/** What the corps page stories share: the page on its route, u0001's company, its dialogs. */

/** The corps page at `entry` (its own path by default). */
export function CorpsStage({ entry }: { entry?: string }) {
  return (
    <RouteStage path={paths.corps.path} entry={entry}>
      <CorpsPage />
    </RouteStage>
  );
}

/** u0001's company: certified, linked to WeCom, its current corp. */
export const COMPANY = '华南示范科技有限公司';

/** The dialog so named (the only one without a name), once it has settled. */
export async function findDialog(name?: RegExp) {
  // A dialog that follows another mounts once the first has animated out.
  return within(await findSettledDialog('dialog', name ? { name } : {}));
}

/**
 * Waits until the page behind an open dialog has loaded. An entry that opens a dialog (?add=1,
 * ?corp=…) opens it before the page's own calls have answered, and a capture on a busy machine (two
 * loaded runs side by side, 2026-12-03) drew "Loading…" behind it where the baseline has the
 * certification.
 */
export async function waitForPageBehind() {
  await waitFor(() =>
    expect(
      screen
        .queryAllByText(/^(加载中|Loading)/)
        .filter((element) => !element.closest('[role="dialog"]')),
    ).toHaveLength(0),
  );
}
