import { screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import {
  setApiEffectHandlers,
  setCloseOpenReadonlyFlag,
} from '../../../../workbench/api/errors/effects';
import { paths } from '../../../../workbench/routes/paths';
import ReadOnlyServicePage from '../../../../workbench/routes/services/read-only-service-page';
import ServicesPage from '../../../../workbench/routes/services/services-page';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createTestAccount, listOf, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { renderServices, signInWithServices } from './render-services';
import { CARD_GRID_PAGE_SIZE } from '../../../../shared/constants';

const { effects } = setupSandbox();

describe('the read-only service page', () => {
  afterEach(() => {
    window.location.hash = '';
    setCloseOpenReadonlyFlag(false);
  });

  it('should show the read-only services with their count', async () => {
    await signInWithServices();
    renderServices(paths.readOnlyService.path);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Read-only services' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 read-only service')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2024年度云会计' })).toBeInTheDocument();
    // Read only: entering is all a service offers.
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('should page the list, twelve to a page at first', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    const corpId = state.accounts.get('u0001')!.defaultCorpId;
    const [template] = listOf(state.services, corpId, 'readOnly');
    for (let index = 0; index < CARD_GRID_PAGE_SIZE; index++)
      state.services.records.set(`r${index}`, {
        ...template!,
        serviceId: `r${index}`,
        name: `只读账套${index}`,
        ownerCorpId: corpId,
      });
    const total = listOf(state.services, corpId, 'readOnly').length;
    const { user } = renderServices(paths.readOnlyService.path);
    expect(await screen.findByText(`${total} read-only services`)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CARD_GRID_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(
        total - CARD_GRID_PAGE_SIZE,
      ),
    );
  });

  it('should say there are none', async () => {
    const state = await sandbox.state();
    const { userId } = createTestAccount(state, { ownCorp: true });
    await signInAs(userId);
    renderServices(paths.readOnlyService.path);
    expect(await screen.findByText('No read-only services')).toBeInTheDocument();
    expect(screen.getByText('No read-only services.')).toBeInTheDocument();
  });

  it('should say what failed and load again on retry', async () => {
    await signInWithServices();
    sandbox.scenarios.add({
      path: 'service/servicelist/getServiceListReadOnly',
      answer: { errcode: '7001', description: 'Down.' },
      times: 1,
    });
    const { user } = renderServices(paths.readOnlyService.path);
    expect(await screen.findByRole('alert')).toHaveTextContent('The services could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '2024年度云会计' })).toBeInTheDocument();
  });

  it('should lead the other tabs to the services page', async () => {
    await signInWithServices();
    const { user } = renderServices(paths.readOnlyService.path);
    await screen.findByRole('heading', { name: '2024年度云会计' });
    await user.click(screen.getByRole('tab', { name: /^Own services/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/services?tab=own');
    expect(await screen.findByRole('heading', { name: '总部云会计' })).toBeInTheDocument();
  });

  describe('the read-only redirect (5000000000)', () => {
    /** The app's hash router, the catalogue's navigation followed as the browser would. */
    function renderApp(hash: string) {
      window.location.hash = hash;
      setApiEffectHandlers({
        navigate: (url) => {
          effects.navigations.push(url);
          window.location.hash = url;
        },
      });
      renderWithProviders(
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <HashRouter useTransitions={false}>
            <Routes>
              <Route path={paths.services.path} element={<ServicesPage />} />
              <Route path={paths.readOnlyService.path} element={<ReadOnlyServicePage />} />
              <Route path="/logpop/*" element={<ServicesPage />} />
            </Routes>
          </HashRouter>
        </SWRConfig>,
      );
    }

    it('should take the services page to the read-only page, with its count', async () => {
      await signInWithServices();
      sandbox.scenarios.add({
        path: 'service/servicelist/getown',
        answer: { errcode: '5000000000', description: 'Read-only mode.' },
      });
      renderApp(paths.services.getHref());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Read-only services' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('1 read-only service')).toBeInTheDocument();
      expect(effects.navigations[0]).toBe(paths.readOnlyService.getHref());
      expect(effects.toasts).toEqual([]);
    });

    it('should stay on a login pop page and toast the reason instead', async () => {
      await signInWithServices();
      // A read with no place of its own on the page (the lists show theirs in place, no toast).
      sandbox.scenarios.add({
        path: 'service/user/account',
        answer: { errcode: '5000000000', description: 'Read-only mode.' },
      });
      renderApp('#/logpop/upgrade');
      await waitFor(() => expect(effects.toasts).toContain('Read-only mode.'));
      expect(effects.navigations).toEqual([]);
      expect(window.location.hash).toBe('#/logpop/upgrade');
    });

    it('should stay put when closeOpenReadonlyFlag is set', async () => {
      await signInWithServices();
      setCloseOpenReadonlyFlag(true);
      sandbox.scenarios.add({
        path: 'service/servicelist/getown',
        answer: { errcode: '5000000000', description: 'Read-only mode.' },
      });
      renderApp(paths.services.getHref());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The services could not be loaded.',
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Read-only mode.');
      expect(effects.toasts).toEqual([]);
      expect(effects.navigations).toEqual([]);
      expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    });
  });
});
