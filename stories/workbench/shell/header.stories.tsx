import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { ShellHeader } from '../../../workbench/routes/layout/root-layout';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox/sandbox';
import { waitForSettled } from '../../design-system/fixtures/overlays';
import { RouteStage } from '../support/route-stage';
import { startShellSandbox } from './support';

/**
 * The header every page shows: the product's name, the language dropdown and, with a session, the
 * account menu (the login account, the current corp, sign-out), against the sandbox.
 */
function HeaderStage() {
  return (
    <RouteStage path={paths.home.path}>
      <ShellHeader />
    </RouteStage>
  );
}

/** 138****8000: u0001's login account, the same in every language. */
const ACCOUNT = /138\*{4}8000/;

async function corpNameOf(userId: string): Promise<string> {
  const state = await sandbox.state();
  return state.orgs.get(state.accounts.get(userId)!.defaultCorpId)!.corp.corpName;
}

async function openAccountMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // expanded: the menu's own trigger, not the stand-in shown while its chunk loads.
  const trigger = await canvas.findByRole('button', { name: ACCOUNT, expanded: false });
  const corpName = await corpNameOf('u0001');
  await waitFor(() => expect(trigger).toHaveTextContent(corpName));
  await userEvent.click(trigger);
  const menu = await screen.findByRole('menu');
  await waitForSettled(menu);
  return { menu, corpName };
}

const meta = preview.meta({
  title: 'Workbench/Shell/Header',
  component: HeaderStage,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  async beforeEach({ msw }) {
    await startShellSandbox(msw, { signedInAs: 'u0001' });
  },
});

/** Signed in, the account menu open: who, in which company, and the way out. */
export const SignedInMenuOpen = meta.story({
  parameters: { visual: { allLocales: true } },
  play: async ({ canvasElement }) => {
    // Played in every locale: roles and the account, not wording.
    const { menu, corpName } = await openAccountMenu(canvasElement);
    await expect(within(menu).getByRole('group')).toHaveTextContent(ACCOUNT);
    await expect(within(menu).getByRole('group')).toHaveTextContent(corpName);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
  },
});

/** Signed out (the sign-in page): the language dropdown alone, no account menu. */
export const SignedOut = meta.story({
  beforeEach: async ({ msw }) => {
    await startShellSandbox(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /简体中文|English/ })).toBeVisible();
    // Once the system parameters have answered (no session), still no account menu.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
});

/** Sign out from the header: the page leaves for the logout path. */
export const SignOut = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const { menu } = await openAccountMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^(退出登录|Sign out)$/ }));
    await expect(await canvas.findByTestId('destinations')).toHaveTextContent(
      '/workbench/api/__sandbox/pages/logout',
    );
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
});
