import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrentCorp } from '../../../../workbench/data/current-corp';
import HomePage from '../../../../workbench/routes/home/home-page';
import { SecondCheckHost } from '../../../../workbench/routes/layout/second-check-host';
import { settleSecondCheck } from '../../../../workbench/routes/sign-in-flow/second-check';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { DESTINATIONS } from '../../../../shared/destinations';

const { effects } = setupSandbox();

function renderHome() {
  const user = userEvent.setup();
  // StrictMode runs effects twice, as the app does in development.
  renderWithProviders(
    <StrictMode>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <HomePage />
        <SecondCheckHost />
      </SWRConfig>
    </StrictMode>,
  );
  return { user };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const corpSection = () => region('Current company');

describe('the main page', () => {
  afterEach(() => settleSecondCheck(false));

  it('should greet the person by login account', async () => {
    await signInAs('u0001');
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, 138****8000' }),
    ).toBeInTheDocument();
  });

  it('should greet a user-name account by its user name', async () => {
    await signInAs('u0012');
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, user0012' }),
    ).toBeInTheDocument();
  });

  it('should show the current corp with its type and certification status in words', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    const corp = state.orgs.get(state.accounts.get('u0001')!.defaultCorpId)!.corp;
    renderHome();
    const section = corpSection();
    expect(await section.findByText(corp.corpName)).toBeInTheDocument();
    expect(section.getByText('Administrator')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Switch company' })).toHaveAttribute(
      'href',
      '#/corps',
    );
    expect(section.getByText('Company')).toBeInTheDocument();
    expect(
      section.getByText(
        [
          'Not certified',
          'Certification in review',
          'Certified',
          'Certification failed',
          'No certification needed',
        ][corp.corpInfo.certStatus]!,
      ),
    ).toBeInTheDocument();
  });

  it('should show the recommendation banners in the page language, one at a time, and the questionnaire about the last service used', async () => {
    await signInAs('u0001');
    const { user } = renderHome();
    const banner = await screen.findByRole('link', {
      name: 'Inventory and sales: try it free (opens in a new tab)',
    });
    expect(banner).toHaveAttribute('href', 'https://www.example.com/trial');
    expect(banner).toHaveAttribute('target', '_blank');
    expect(banner).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(
      screen.getByRole('link', { name: 'E-invoices in one click (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.example.com/invoice');
    const questionnaire = await screen.findByRole('link', {
      name: 'Tell us how we are doing (opens in a new tab)',
    });
    expect(questionnaire).toHaveAttribute(
      'href',
      expect.stringContaining('__sandbox/pages/questionnaire?serviceId='),
    );
  });

  it('should draw a banner whose link is not allowed without a link', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    for (const ad of state.signIn.recommendations.get('workbench_tuijian_banner')!)
      ad.linkUrl = 'javascript:alert(1)';
    renderHome();
    expect(
      await screen.findByRole('img', { name: 'Inventory and sales: try it free' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Inventory and sales/ })).not.toBeInTheDocument();
  });

  it.each([
    ['the check says so', undefined],
    ['the check fails', { errcode: '7001' }],
  ])('should show no advertisement, nor a place waiting for one, when %s', async (_, failure) => {
    const state = await sandbox.state();
    const { userId } = createTestAccount(state, { ownCorp: true, noAdvertisements: !failure });
    if (failure)
      sandbox.scenarios.add({ path: 'service/advertisement/visibility', answer: failure });
    await signInAs(userId);
    renderHome();
    await corpSection().findByText('测试账号0001的企业');
    await region('Recently used').findByText(/Services you enter show here/);
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('should ask the questionnaire of a person not shown advertisements: it is not one', async () => {
    await signInAs('u0001');
    (await sandbox.state()).signIn.advertisementsHidden.add('u0001');
    renderHome();
    expect(
      await screen.findByRole('link', { name: 'Tell us how we are doing (opens in a new tab)' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).not.toBeInTheDocument();
  });

  it('should show no questionnaire to someone who entered no service lately', async () => {
    await signInAs(createTestAccount(await sandbox.state(), { ownCorp: true }).userId);
    renderHome();
    await screen.findByRole('link', {
      name: 'Inventory and sales: try it free (opens in a new tab)',
    });
    await corpSection().findByText('测试账号0001的企业');
    expect(await region('Recently used').findByText(/Services you enter show here/)).toBeVisible();
    expect(
      screen.queryByRole('link', { name: /Tell us how we are doing/ }),
    ).not.toBeInTheDocument();
  });

  it("should list the corp's own and shared services, each entered from here", async () => {
    await signInAs('u0001');
    const { user } = renderHome();
    const own = await screen.findByRole('list', { name: 'Your own services' });
    expect(within(own).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('list', { name: 'Services shared with this company' })).getAllByText(
        /^Shared by /,
      ).length,
    ).toBeGreaterThan(0);
    const [enter] = within(own).getAllByRole('button', { name: /^Enter / });
    await user.click(enter!);
    await waitFor(() =>
      expect(effects.navigations).toEqual([
        expect.stringContaining('__sandbox/pages/service-entry?serviceId='),
      ]),
    );
  });

  it('should enter a recently used service', async () => {
    await signInAs('u0001');
    const { user } = renderHome();
    const recent = await screen.findByRole('list', { name: 'Recently used services' });
    const [enter] = within(recent).getAllByRole('button', { name: /^Enter / });
    await user.click(enter!);
    await waitFor(() => expect(effects.navigations).toHaveLength(1));
    expect(effects.navigations[0]).toContain('__sandbox/pages/service-entry?serviceId=');
  });

  it("should show the account's security at a glance, with the way to account security", async () => {
    await signInAs('u0001');
    renderHome();
    const security = region('Account security');
    expect(await security.findByText('Login protection')).toBeVisible();
    for (const label of [
      'Password',
      'Mobile',
      'E-mail',
      'Your second check in this company',
      'Trusted devices',
    ])
      expect(security.getByText(label)).toBeVisible();
    expect(security.getByText('138****8000')).toBeVisible();
    expect(security.getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '#/accountSetting',
    );
  });

  it('should show the recommended apps, each opened in a new tab', async () => {
    await signInAs('u0001');
    const { user } = renderHome();
    const apps = region('Recommended apps');
    const [open] = await apps.findAllByRole('button', { name: /^Open / });
    await user.click(open!);
    await waitFor(() => expect(effects.tabs).toHaveLength(1));
  });

  it('should say a section failed in place, without a toast, and load it again on retry', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/servicelist/getown',
      answer: { errcode: '7001', description: 'The service list is down.' },
      times: 1,
    });
    const { user } = renderHome();
    const services = region('Your services');
    expect(await services.findByRole('alert')).toHaveTextContent(
      'Your services could not be loaded.',
    );
    expect(effects.toasts).toEqual([]);
    await user.click(services.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your own services' })).toBeVisible();
  });

  it('should say it is loading while the corp is on its way', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({ path: 'service/corp/current', answer: { delayMs: 300 } });
    renderHome();
    expect(corpSection().getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(corpSection().queryByRole('status')).not.toBeInTheDocument());
  });

  it('should say the corp could not be loaded, and load it again on retry', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/corp/current',
      answer: { errcode: '7001', description: 'The corp service is down.' },
      times: 1,
    });
    const { user } = renderHome();
    expect(await corpSection().findByRole('alert')).toHaveTextContent(
      'The company could not be loaded.',
    );
    // The server's reason is the catalogue's toast, not said twice on the page.
    expect(effects.toasts).toEqual(['The corp service is down.']);
    expect(screen.queryByText('The corp service is down.')).not.toBeInTheDocument();
    await user.click(corpSection().getByRole('button', { name: 'Try again' }));
    expect(await corpSection().findByText('Company')).toBeInTheDocument();
  });

  describe('a corp that asks for the second check on a page load', () => {
    async function secondCheckSession() {
      const account = createTestAccount(await sandbox.state(), { secondCheck: true });
      await signInAs(account.userId);
      return `测试账号${account.userId.slice(1)}的企业`;
    }

    it('should ask the second check, then show the corp once it is passed', async () => {
      const corpName = await secondCheckSession();
      const { user } = renderHome();
      const dialog = within(await screen.findByRole('dialog', { name: 'Second verification' }));
      await user.click(dialog.getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeInTheDocument());
      await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), '246810');
      await user.click(dialog.getByRole('button', { name: 'Confirm' }));
      expect(await corpSection().findByText(corpName)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(effects.navigations).toEqual([]);
    });

    it('should ask only once when the corp was read before the page mounted', async () => {
      await secondCheckSession();
      // The header reads the corp too: the page may mount with the answer already at hand, and
      // StrictMode then runs its effects twice. A second ask would refuse the first: sign-out.
      function AfterTheHeader() {
        const { data } = useCurrentCorp();
        return data ? <HomePage /> : null;
      }
      renderWithProviders(
        <StrictMode>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <AfterTheHeader />
            <SecondCheckHost />
          </SWRConfig>
        </StrictMode>,
      );
      await screen.findByRole('dialog', { name: 'Second verification' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(effects.navigations).toEqual([]);
    });

    it('should sign out when the second check is refused', async () => {
      await secondCheckSession();
      const { user } = renderHome();
      const dialog = within(await screen.findByRole('dialog', { name: 'Second verification' }));
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(effects.navigations).toEqual([DESTINATIONS.logout]));
    });
  });
});
