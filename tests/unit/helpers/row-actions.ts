import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Opens the menu of the row named `rowName` ("More actions for …") and returns its `item`. */
export async function openRowMenu(
  user: ReturnType<typeof userEvent.setup>,
  rowName: string,
  item: string | RegExp,
) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${rowName}` }));
  return screen.findByRole('menuitem', { name: item });
}

/** Picks `item` from the menu of the row named `rowName`. */
export async function chooseRowAction(
  user: ReturnType<typeof userEvent.setup>,
  rowName: string,
  item: string | RegExp,
) {
  await user.click(await openRowMenu(user, rowName, item));
}
