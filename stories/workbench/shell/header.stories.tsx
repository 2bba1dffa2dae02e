import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { ShellHeader } from '../../../workbench/routes/layout/root-layout';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import {
  blurActive,
  waitForDialogGone,
  waitForSettled,
} from '../../design-system/fixtures/overlays';
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

/**
 * Signed in, the account menu open: who, in which company, account security, the previous version
 * and the way out. The seeded admin is on the V5 white list and in the grey release (Early access).
 */
export const SignedInMenuOpen = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvasElement }) => {
    // Played in every locale: roles and the account, not wording.
    const { menu, corpName } = await openAccountMenu(canvasElement);
    await expect(within(menu).getByRole('group')).toHaveTextContent(ACCOUNT);
    await expect(within(menu).getByRole('group')).toHaveTextContent(corpName);
    // The two checks answer after the menu can open.
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(3));
    await waitFor(() =>
      expect(within(menu).getByRole('group')).toHaveTextContent(
        /抢先体验|搶先體驗|Early access|Akses awal|Truy cập sớm|ทดลองใช้ก่อนใคร/,
      ),
    );
  },
});

/** Signed out (the sign-in page): the dark-mode toggle and the language dropdown, no account menu. */
export const SignedOut = meta.story({
  beforeEach: async ({ msw }) => {
    await startShellSandbox(msw);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /简体中文|English/ })).toBeVisible();
    // Once the system parameters have answered (no session), still no account menu.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
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
    blurActive();
  },
});

/** The corp switcher's trigger: its accessible name starts "Switch company, current:". */
const CORP_SWITCHER = /^(切换企业，当前：|Switch company, current:)/;

/** u0001's corps: the one the session is in, and the other. */
async function corpsOfU0001() {
  const state = await sandbox.state();
  const account = state.accounts.get('u0001')!;
  const other = account.corpIds.find((corpId) => corpId !== account.defaultCorpId)!;
  return {
    current: state.orgs.get(account.defaultCorpId)!.corp,
    other: state.orgs.get(other)!.corp,
  };
}

/** Opens the header's corp switcher (its code loads on the first press) and waits for the list. */
async function openCorpSwitcher(canvasElement: HTMLElement) {
  const { current } = await corpsOfU0001();
  const trigger = await within(canvasElement).findByRole('button', { name: CORP_SWITCHER });
  await waitFor(() => expect(trigger).toHaveTextContent(current.corpName));
  await userEvent.click(trigger);
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
  await waitForSettled(screen.getByRole('dialog'));
  return list;
}

/** The corp switcher open: the person's corps, the current one selected. */
export const CorpSwitcherOpen = meta.story({
  play: async ({ canvasElement }) => {
    const { current } = await corpsOfU0001();
    const list = await openCorpSwitcher(canvasElement);
    await expect(within(list).getByRole('option', { selected: true })).toHaveTextContent(
      current.corpName,
    );
  },
});

/** A switch from the header: the list closes and the trigger names the corp switched to. */
export const SwitchCorp = meta.story({
  play: async ({ canvasElement }) => {
    const { other } = await corpsOfU0001();
    const list = await openCorpSwitcher(canvasElement);
    await userEvent.click(within(list).getByRole('option', { name: new RegExp(other.corpName) }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: CORP_SWITCHER })).toHaveTextContent(
        other.corpName,
      ),
    );
    blurActive();
  },
});

/**
 * A switch into a corp that asks for the second check (5001022900): its dialog asks for the code,
 * and once it is passed the switch goes through.
 */
export const SwitchIntoSecondCheck = meta.story({
  beforeEach: async () => {
    const { other } = await corpsOfU0001();
    other.corpInfo.secondCheck = true;
  },
  play: async ({ canvasElement }) => {
    const { other } = await corpsOfU0001();
    const list = await openCorpSwitcher(canvasElement);
    await userEvent.click(within(list).getByRole('option', { name: new RegExp(other.corpName) }));
    const dialog = await screen.findByRole('dialog', { name: /二次验证|second verification/i });
    await userEvent.click(within(dialog).getByRole('button', { name: /^(获取验证码|Send code)$/ }));
    await userEvent.type(within(dialog).getByRole('textbox'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(确定|Confirm)$/ }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: CORP_SWITCHER })).toHaveTextContent(
        other.corpName,
      ),
    );
    await waitForDialogGone();
  },
});
