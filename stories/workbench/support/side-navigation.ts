import { expect, within } from 'storybook/test';
import { system } from '../../../design-system/theme';

/**
 * The workbench navigation beside the page, or null where the layout hides it (below the lg
 * breakpoint it sits in the header's drawer): a play replayed in a phone capture then checks that
 * it is hidden instead of failing to find it.
 */
export async function sideNavigation(canvasElement: HTMLElement): Promise<HTMLElement | null> {
  const beside = globalThis.matchMedia(system.breakpoints.up('lg').replace('@media ', '')).matches;
  const nav = within(canvasElement).queryByRole('navigation');
  await expect(nav === null, `navigation shown: ${String(nav !== null)}`).toBe(!beside);
  return nav;
}
