import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MarketPage from '../../../../workbench/routes/market/market-page';
import { paths } from '../../../../workbench/routes/paths';
import { sandbox } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask } from '../../helpers/submit-guard';
import { renderPage } from '../self-service/render-page';
import { CARD_GRID_PAGE_SIZE } from '../../../../shared/constants';

const { effects } = setupSandbox();

function open() {
  const user = userEvent.setup();
  renderPage(paths.market.path, <MarketPage />);
  return user;
}

const section = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);

describe('MarketPage', () => {
  it('should show the recommended apps and a page of all apps, with the banners', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    open();
    const recommended = await section('Recommended for you');
    expect(await recommended.findAllByRole('heading', { level: 3 })).toHaveLength(
      state.market.apps.filter((app) => app.recommended).length,
    );
    const all = await section('All applications');
    // The sandbox's 12 applications fill one page of the grid (decision 0018): no pager.
    expect(await all.findAllByRole('heading', { level: 3 })).toHaveLength(state.market.apps.length);
    expect(state.market.apps.length).toBeLessThanOrEqual(CARD_GRID_PAGE_SIZE);
    expect(all.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Inventory and sales: try it free (opens in a new tab)',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Visit the full app market/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('should filter by category and search, and say when nothing matches', async () => {
    await signInAs('u0001');
    const user = open();
    const all = await section('All applications');
    await all.findAllByRole('heading', { level: 3 });
    await user.selectOptions(all.getByRole('combobox', { name: 'Category' }), '电商');
    await waitFor(() => expect(all.getAllByRole('heading', { level: 3 })).toHaveLength(2));
    expect(all.getByText('网店订单同步')).toBeInTheDocument();
    await user.type(all.getByRole('searchbox', { name: 'Name or vendor' }), 'nothing-like-this');
    await user.click(all.getByRole('button', { name: 'Search' }));
    expect(await all.findByText('No application matches this category and search.')).toBeVisible();
  });

  it('should open an app by single sign-on in a new tab and say how often it was opened', async () => {
    await signInAs('u0001');
    const user = open();
    const all = await section('All applications');
    await user.click(await all.findByRole('button', { name: 'Open 发票云' }));
    expect(await all.findByText('Times opened: 1')).toBeVisible();
    expect(effects.tabs).toEqual([
      expect.stringContaining('__sandbox/pages/market-app?appId=app001'),
    ]);
    await user.click(all.getByRole('button', { name: 'Open 发票云' }));
    expect(await all.findByText('Times opened: 2')).toBeVisible();
  });

  it('should open an app once, in one tab, for two clicks in one task', async () => {
    await signInAs('u0001');
    open();
    const all = await section('All applications');
    clickTwiceInOneTask(await all.findByRole('button', { name: 'Open 发票云' }));
    expect(await all.findByText('Times opened: 1')).toBeVisible();
    expect(effects.tabs).toHaveLength(1);
  });

  it('should fetch a fresh auth code for an app when asked', async () => {
    await signInAs('u0001');
    const user = open();
    const all = await section('All applications');
    await user.click(await all.findByRole('button', { name: 'Auth code for 发票云' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Auth code for 发票云' }));
    expect(await dialog.findByText(/It works once, for 5 minutes/)).toBeVisible();
    expect(dialog.getByText(/^[0-9a-f]{32}$/)).toBeInTheDocument();
  });

  it('should fetch a new access token when the market refuses the old one', async () => {
    await signInAs('u0001');
    open();
    await (await section('All applications')).findAllByRole('heading', { level: 3 });
    const state = await sandbox.state();
    state.market.tokens.clear();
    const user = userEvent.setup();
    const all = await section('All applications');
    await user.click(all.getByRole('button', { name: 'Open 发票云' }));
    expect(await all.findByText('Times opened: 1')).toBeVisible();
    expect(effects.toasts).toEqual([]);
  });

  it('should say the list failed and load it again on retry', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'work_bench/get_app_list',
      answer: { errcode: '7001', description: 'Market down.' },
      times: 1,
    });
    const user = open();
    const all = await section('All applications');
    expect(await all.findByText('The applications could not be loaded.')).toBeVisible();
    await user.click(all.getByRole('button', { name: 'Try again' }));
    expect(await all.findAllByRole('heading', { level: 3 })).toHaveLength(CARD_GRID_PAGE_SIZE);
  });
});
