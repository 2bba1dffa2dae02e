import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';

/**
 * Opens the menu of the row named `rowName` ("More actions for …") and returns its `item`, once
 * the menu listens: it registers as the top layer (writing its inline `pointer-events: auto`) an
 * effect after it shows, and an Escape before then is lost. In one whole run the corps list's
 * Escape was lost so, and the next row's menu, opened over the first, closed again at once. The
 * stories' `openMenu` waits the same way.
 */
export async function openRowMenu(
  user: ReturnType<typeof userEvent.setup>,
  rowName: string,
  item: string | RegExp,
) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${rowName}` }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.style.pointerEvents).toBe('auto'));
  return within(menu).findByRole('menuitem', { name: item });
}

/** Picks `item` from the menu of the row named `rowName`. */
export async function chooseRowAction(
  user: ReturnType<typeof userEvent.setup>,
  rowName: string,
  item: string | RegExp,
) {
  await user.click(await openRowMenu(user, rowName, item));
}
