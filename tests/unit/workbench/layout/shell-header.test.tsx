import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellHeader } from '../../../../workbench/routes/layout/root-layout';
import { SecondCheckHost } from '../../../../workbench/routes/layout/second-check-host';
import { settleSecondCheck } from '../../../../workbench/routes/sign-in-flow/second-check';
import { MemoryRouter } from 'react-router-dom';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { DESTINATIONS } from '../../../../shared/destinations';

const { effects, server } = setupSandbox();

function renderHeader() {
  const user = userEvent.setup();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter useTransitions={false}>
        <ShellHeader />
        <SecondCheckHost />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { user };
}

const accountTrigger = () => screen.findByRole('button', { name: /^Account:/ });
const corpTrigger = () => screen.findByRole('button', { name: /^Switch company, current:/ });

/** u0001's corps: the one its session is in, and the other. */
async function corpsOfU0001() {
  const state = await sandbox.state();
  const account = state.accounts.get('u0001')!;
  const other = account.corpIds.find((corpId) => corpId !== account.defaultCorpId)!;
  return {
    current: state.orgs.get(account.defaultCorpId)!.corp,
    other: state.orgs.get(other)!.corp,
  };
}

describe('the header', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('should offer the language but no account menu without a session', async () => {
    const answered = new Promise<void>((resolve) => {
      const listener = ({ request }: { request: Request }) => {
        if (!request.url.includes('sso/system/parameter')) return;
        server.events.removeListener('response:mocked', listener);
        resolve();
      };
      server.events.on('response:mocked', listener);
    });
    renderHeader();
    expect(await screen.findByRole('button', { name: /^Language:/ })).toBeInTheDocument();
    // The system parameters have said there is no session, and the header has drawn that.
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /^Account:/ })).not.toBeInTheDocument();
  });

  it('should show the account and the current corp with a session', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    const corpName = state.orgs.get(state.accounts.get('u0001')!.defaultCorpId)!.corp.corpName;
    renderHeader();
    // The header's session controls are a chunk of their own: the first import takes a while here.
    await waitFor(async () => expect(await accountTrigger()).toHaveTextContent(corpName));
    expect(await accountTrigger()).toHaveTextContent('138****8000');
  });

  it('should show no corp name while the corp waits for its second check', async () => {
    const account = createTestAccount(await sandbox.state(), { secondCheck: true });
    await signInAs(account.userId);
    renderHeader();
    const trigger = await accountTrigger();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trigger).toHaveAccessibleName(/^Account:\s*135\*{4}\d{4}$/);
  });

  it('should sign out from the account menu to the logout path', async () => {
    await signInAs('u0001');
    const { user } = renderHeader();
    await user.click(await accountTrigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(effects.navigations).toEqual([DESTINATIONS.logout]);
  });

  it('should leave the language to the native client in client mode', async () => {
    window.history.replaceState(null, '', '/?fromLoginPage=client');
    await signInAs('u0001');
    renderHeader();
    await accountTrigger();
    expect(screen.queryByRole('button', { name: /^Language:/ })).not.toBeInTheDocument();
  });

  describe('the corp switcher', () => {
    it('should name the current corp and list the corps only once pressed', async () => {
      await signInAs('u0001');
      const { current, other } = await corpsOfU0001();
      const { user } = renderHeader();
      await waitFor(async () => expect(await corpTrigger()).toHaveTextContent(current.corpName));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      await user.click(await corpTrigger());
      const list = await screen.findByRole('listbox');
      await waitFor(() => expect(list).toHaveTextContent(other.corpName));
    });

    it('should switch to the corp picked and name it on the trigger', async () => {
      await signInAs('u0001');
      const { other } = await corpsOfU0001();
      const { user } = renderHeader();
      await user.click(await corpTrigger());
      await user.click(await screen.findByRole('option', { name: new RegExp(other.corpName) }));
      await waitFor(async () => expect(await corpTrigger()).toHaveTextContent(other.corpName));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });

    it('should stay in the corp and say why when its second check is refused', async () => {
      await signInAs('u0001');
      const { current, other } = await corpsOfU0001();
      other.corpInfo.secondCheck = true;
      const { user } = renderHeader();
      await user.click(await corpTrigger());
      await user.click(await screen.findByRole('option', { name: new RegExp(other.corpName) }));
      await screen.findByRole('dialog', { name: 'Second verification' }, { timeout: 10_000 });
      settleSecondCheck(false);
      expect(await screen.findByText(/asks for a second verification first/)).toBeInTheDocument();
      expect(await corpTrigger()).toHaveTextContent(current.corpName);
    });
  });
});
