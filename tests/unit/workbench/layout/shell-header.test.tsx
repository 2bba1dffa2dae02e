import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '../../../../workbench/api/config';
import { ShellHeader } from '../../../../workbench/routes/layout/root-layout';
import { sandbox } from '../../../../workbench/sandbox/sandbox';
import { createTestAccount } from '../../../../workbench/sandbox/store/test-accounts';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';

const { effects, server } = setupSandbox();

function renderHeader() {
  const user = userEvent.setup();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShellHeader />
    </SWRConfig>,
  );
  return { user };
}

const accountTrigger = () => screen.findByRole('button', { name: /^Account:/ });

describe('the header', { timeout: 30_000 }, () => {
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
});
