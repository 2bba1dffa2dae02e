import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, sandbox } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { openMenuItem, renderServices, signInWithServices } from './render-services';

const { effects } = setupSandbox();

const serviceNamed = async (corpId: string, name: string) =>
  listOf((await sandbox.state()).services, corpId, 'own').find((record) => record.name === name)!;

describe('the set-up screens of the services page', () => {
  it('should hide a service of the own list through the list settings', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '门店云零售' });
    await user.click(screen.getByRole('button', { name: 'List settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'List settings' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(await dialog.findByRole('checkbox', { name: '门店云零售' }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: '门店云零售' })).not.toBeInTheDocument(),
    );
    // Hidden, not gone: the count still holds it.
    expect(screen.getByRole('tab', { name: /^Own services/ })).toHaveTextContent('3');
  });

  it('should reorder the own list', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '试用云薪酬' });
    await user.click(screen.getByRole('button', { name: 'List settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'List settings' }));
    expect(await dialog.findByRole('button', { name: 'Move 总部云会计 up' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Move 试用云薪酬 up' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ).toEqual(['总部云会计', '试用云薪酬', '门店云零售']),
    );
  });

  it('should put a service on the print list and save only that list', async () => {
    const corpId = await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await user.click(screen.getByRole('button', { name: 'Print and common lists' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Print and common lists' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Print 总部云会计' }));
    await user.click(dialog.getByRole('checkbox', { name: '电子发票助手 is common' }));
    await user.click(dialog.getByRole('checkbox', { name: '电子发票助手 is common' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const state = await sandbox.state();
    const record = await serviceNamed(corpId, '总部云会计');
    expect(state.services.print.get(corpId)).toEqual([record.serviceId]);
    expect(state.services.common.get(corpId)).toBeUndefined();
  });

  it('should keep a refused card code as typed, and add the service of a good one', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await user.click(screen.getByRole('button', { name: 'Activate a card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Activate a card' }));
    const field = dialog.getByRole('textbox', { name: /Card code/ });
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    expect(dialog.getByText('Enter the card code')).toBeInTheDocument();
    await user.type(field, 'JDY-0000-0000-0000');
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The card could not be activated.');
    expect(effects.toasts).toEqual(['The card code is not valid.']);
    expect(field).toHaveValue('JDY-0000-0000-0000');
    const [code] = [...(await sandbox.state()).services.cards.keys()];
    await user.clear(field);
    await user.type(field, code!);
    await user.click(dialog.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Own services/ })).toHaveTextContent('4'),
    );
  });

  describe('a service’s details and settings', () => {
    async function openDetails(name: string) {
      const corpId = await signInWithServices();
      const rendered = renderServices();
      await screen.findByRole('heading', { name });
      await openMenuItem(rendered.user, name, 'Details and settings');
      const dialog = within(await screen.findByRole('dialog', { name }));
      return { ...rendered, dialog, corpId };
    }

    it('should show the seller, the mergeable services and the service code', async () => {
      const { dialog, corpId } = await openDetails('总部云会计');
      const record = await serviceNamed(corpId, '总部云会计');
      expect(await dialog.findByText(record.saleUnit.saleUnitName)).toBeInTheDocument();
      expect(await dialog.findByText(record.code.serviceCode)).toBeInTheDocument();
      expect(dialog.getByText('No password set')).toBeInTheDocument();
      expect(
        await dialog.findByText('No other service of this product to merge with.'),
      ).toBeInTheDocument();
    });

    it('should save a setting as its switch is flipped', async () => {
      const { dialog, user, corpId } = await openDetails('总部云会计');
      const autoEnter = await dialog.findByRole('checkbox', {
        name: 'Open it right after sign-in',
      });
      expect(autoEnter).not.toBeChecked();
      await user.click(autoEnter);
      await waitFor(() => expect(autoEnter).toBeChecked());
      expect((await serviceNamed(corpId, '总部云会计')).config.autoEnter).toBe(true);
    });

    it('should reset the code’s password and show the new one once', async () => {
      const { dialog, user } = await openDetails('总部云会计');
      await user.click(await dialog.findByRole('button', { name: 'Reset password' }));
      const ask = within(await screen.findByRole('alertdialog', { name: 'Reset password' }));
      await user.click(ask.getByRole('button', { name: 'Confirm' }));
      expect(await dialog.findByText('The new password')).toBeInTheDocument();
      expect(await dialog.findByText(/^A password of its own, set on/)).toBeInTheDocument();
    });

    it('should make the code follow the sign-in password', async () => {
      const { dialog, user } = await openDetails('总部云会计');
      await user.click(await dialog.findByRole('button', { name: 'Use my sign-in password' }));
      const ask = within(
        await screen.findByRole('alertdialog', { name: 'Use my sign-in password' }),
      );
      await user.click(ask.getByRole('button', { name: 'Confirm' }));
      expect(await dialog.findByText('Same as your sign-in password')).toBeInTheDocument();
    });

    it('should turn on a service that is off', async () => {
      const { dialog, user, corpId } = await openDetails('门店云零售');
      expect(dialog.getByText('Off')).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Turn on' }));
      expect(await dialog.findByText('On')).toBeInTheDocument();
      expect((await serviceNamed(corpId, '门店云零售')).enabled).toBe(true);
    });

    it('should open the product’s sample data', async () => {
      const { dialog, user } = await openDetails('总部云会计');
      await user.click(dialog.getByRole('button', { name: 'Try the sample data' }));
      await waitFor(() =>
        expect(effects.navigations).toEqual([expect.stringMatching(/service-entry\?product=acct/)]),
      );
    });

    it('should show the deployment tip of a privately deployed service', async () => {
      const corpId = await signInWithServices();
      (await serviceNamed(corpId, '总部云会计')).deployLevel = 'private';
      const { user } = renderServices();
      await screen.findByRole('heading', { name: '总部云会计' });
      await openMenuItem(user, '总部云会计', 'Details and settings');
      const dialog = within(await screen.findByRole('dialog', { name: '总部云会计' }));
      expect(await dialog.findByText('Private deployment')).toBeInTheDocument();
    });
  });
});
