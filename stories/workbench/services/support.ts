import { screen, userEvent, within } from 'storybook/test';

import { createTestAccount, sandbox, SEED_DAY, startSession } from '../../../workbench/sandbox';
import { startSandbox } from '../support/route-stage';
import { SESSION_COOKIE } from '../../../shared/cookies';

/**
 * The sandbox behind a services story, signed in as a fresh test account (t0001) whose own corp
 * 测试账号0001的企业 holds the test services (with `services`): 总部云会计, 门店云零售 (off),
 * 试用云薪酬 (trial), 电子发票助手 (third-party) and 2024年度云会计 (read-only). Without them the
 * corp has none: the empty lists. The corp is certified, so its services are available, unless
 * `certified` is false (the availability notice's stories).
 */
export async function startServicesSandbox(
  msw: Parameters<typeof startSandbox>[0],
  { services = true, certified = true }: { services?: boolean; certified?: boolean } = {},
): Promise<void> {
  await startSandbox(msw);
  const state = await sandbox.state();
  // The seed's day (at noon, the same date in every time zone the runner may use): what a
  // conversion, a card or a password change dates is the same on every run. Set before the
  // session starts, which a later move of the clock would leave idle past its limit.
  state.clock.advance(SEED_DAY + HALF_DAY_MS - state.clock.now());
  const { userId } = createTestAccount(state, { ownCorp: true, services, certified });
  const account = state.accounts.get(userId)!;
  const { session } = startSession(state, userId, account.defaultCorpId);
  document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
}

const HALF_DAY_MS = 43_200_000;

/** A label in Simplified Chinese (the stories' locale) or the English source. */
export const label = (zh: string, en: string) => new RegExp(`^(${zh}|${en})$`);

/** The card of a service, found by its heading. */
export async function card(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return within(heading.closest('li') as HTMLElement);
}

/** Opens an item of a service's menu. */
export async function openMenuItem(name: string, item: RegExp): Promise<void> {
  const menu = (await card(name)).getByRole('button', {
    name: new RegExp(`${name} 的更多操作|More actions for ${name}`),
  });
  await userEvent.click(menu);
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}
