import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { card, openMenuItem, renderServices, signInWithServices } from './render-services';

const { server, effects } = setupSandbox();
const requests = countRequests(server);

const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

// Dialogs and menus mount and animate in jsdom: slow on a busy two-core machine, never stuck.
describe('the services page, two clicks in one task', () => {
  it('should activate a card with one request, and on Enter in its code', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    const [first, second] = [...(await sandbox.state()).services.cards.keys()];
    await user.click(screen.getByRole('button', { name: 'Activate a card' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Activate a card' }));
    await user.type(dialog.getByRole('textbox', { name: /Card code/ }), first!);
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Activate' }));
    await dialogGone();
    expect(requests('service/activecard/active')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Activate a card' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Activate a card' }));
    await user.type(dialog.getByRole('textbox', { name: /Card code/ }), `${second!}{Enter}`);
    await dialogGone();
    expect(requests('service/activecard/active')).toBe(2);
  });

  it('should save the list settings with one request', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '门店云零售' });
    await user.click(screen.getByRole('button', { name: 'List settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'List settings' }));
    await user.click(await dialog.findByRole('checkbox', { name: '门店云零售' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Save' }));
    await dialogGone();
    expect(requests('service/servicelist/doset')).toBe(1);
  });

  it('should save the print list with one request', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await user.click(screen.getByRole('button', { name: 'Print and common lists' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Print and common lists' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Print 总部云会计' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Save' }));
    await dialogGone();
    expect(requests('service/servicevap/setprint')).toBe(1);
  });

  it('should turn a service on and enter it with one request each', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '门店云零售' });
    await user.click(card('门店云零售').getByRole('button', { name: 'Enter' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Turn on the service' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Turn on and enter' }));
    await waitFor(() => expect(effects.navigations).toHaveLength(1));
    expect(requests('service/enable')).toBe(1);
    expect(requests('service/enter')).toBe(1);
  });

  it('should rename a service with one request', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await openMenuItem(user, '总部云会计', 'Rename');
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename service' }));
    await user.type(dialog.getByRole('textbox', { name: /Service name/ }), '二');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: '总部云会计二' })).toBeInTheDocument();
    expect(requests('service/rename')).toBe(1);
  });

  describe('a service’s details', () => {
    async function openDetails(name: string) {
      await signInWithServices();
      const rendered = renderServices();
      await screen.findByRole('heading', { name });
      await openMenuItem(rendered.user, name, 'Details and settings');
      const dialog = within(await screen.findByRole('dialog', { name }));
      return { ...rendered, dialog };
    }

    it('should reset the code’s password with one request', async () => {
      const { dialog, user } = await openDetails('总部云会计');
      await user.click(await dialog.findByRole('button', { name: 'Reset password' }));
      const ask = within(await screen.findByRole('alertdialog', { name: 'Reset password' }));
      clickTwiceInOneTask(ask.getByRole('button', { name: 'Confirm' }));
      expect(await dialog.findByText('The new password')).toBeInTheDocument();
      expect(requests('service/service-code/password')).toBe(1);
    });

    it('should turn a service on and open the sample with one request each', async () => {
      const { dialog } = await openDetails('门店云零售');
      clickTwiceInOneTask(dialog.getByRole('button', { name: 'Turn on' }));
      expect(await dialog.findByText('On')).toBeInTheDocument();
      expect(requests('service/enable')).toBe(1);
      clickTwiceInOneTask(dialog.getByRole('button', { name: 'Try the sample data' }));
      await waitFor(() => expect(effects.navigations).toHaveLength(1));
      expect(requests('service/sample')).toBe(1);
    });
  });
});
