import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The card of a service, found by its heading. */
export const card = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('li') as HTMLElement);

/** Opens a service card's overflow menu and picks `item`. */
export async function openMenuItem(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  item: string,
) {
  await user.click(card(name).getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}
