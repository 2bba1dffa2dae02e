import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, sandbox, SANDBOX_SMS_CODE } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { card, openMenuItem, renderServices, signInWithServices } from './render-services';

const { effects } = setupSandbox();

const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** Renames 总部云会计 through its menu's dialog, and saves. */
async function renameFirstService(name: string) {
  const { user } = renderServices();
  await screen.findByRole('heading', { name: '总部云会计' });
  await openMenuItem(user, '总部云会计', 'Rename');
  const dialog = within(await screen.findByRole('dialog', { name: 'Rename service' }));
  const field = dialog.getByRole('textbox', { name: /Service name/ });
  await user.clear(field);
  await user.type(field, name);
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  return { dialog, field };
}

// Dialogs and menus mount and animate in jsdom: slow on a busy two-core machine, never stuck.
describe('the services page', () => {
  it('should show the own services, and every list with its count in its tab', async () => {
    await signInWithServices();
    renderServices();
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '总部云会计' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '门店云零售' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '试用云薪酬' })).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Own services/)).toHaveTextContent('Own services 3'));
    expect(tab(/^Shared with us/)).toHaveTextContent('0');
    expect(tab(/^Third-party services/)).toHaveTextContent('1');
    expect(tab(/^Read-only services/)).toHaveTextContent('1');
  });

  it('should keep the tab in the route and show that list', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await user.click(tab(/^Third-party services/));
    expect(screen.getByTestId('where')).toHaveTextContent('/services?tab=thirdParty');
    expect(await screen.findByRole('heading', { name: '电子发票助手' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '总部云会计' })).not.toBeInTheDocument();
  });

  it('should page the read-only tab through the server', async () => {
    await signInWithServices();
    renderServices('/services?tab=readOnly');
    expect(await screen.findByRole('heading', { name: '2024年度云会计' })).toBeInTheDocument();
    expect(tab(/^Read-only services/)).toHaveAttribute('aria-selected', 'true');
  });

  it('should say a list is empty', async () => {
    await signInWithServices();
    renderServices('/services?tab=share');
    expect(
      await screen.findByText('No services are shared with this company.'),
    ).toBeInTheDocument();
  });

  it('should say it is loading while the list is on its way', async () => {
    await signInWithServices();
    sandbox.scenarios.add({ path: 'service/servicelist/getown', answer: { delayMs: 300 } });
    renderServices();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: '总部云会计' })).toBeInTheDocument();
  });

  it('should say what failed and why in place of a toast, and load again on retry', async () => {
    await signInWithServices();
    sandbox.scenarios.add({
      path: 'service/servicelist/getown',
      answer: { errcode: '7001', description: 'The list service is down.' },
      times: 1,
    });
    const { user } = renderServices();
    expect(await screen.findByRole('alert')).toHaveTextContent('The services could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('The list service is down.');
    expect(effects.toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '总部云会计' })).toBeInTheDocument();
  });

  it('should rename a service and show the new name in the list', async () => {
    await signInWithServices();
    await renameFirstService('华南总账');
    expect(await screen.findByRole('heading', { name: '华南总账' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '总部云会计' })).not.toBeInTheDocument();
  });

  it('should keep a refused name as typed, with what failed in the dialog', async () => {
    await signInWithServices();
    sandbox.scenarios.add({
      path: 'service/rename',
      answer: { errcode: '7001', description: 'Name taken.' },
    });
    const { dialog, field } = await renameFirstService('华南总账');
    expect(await dialog.findByRole('alert')).toHaveTextContent('That did not work. Try again.');
    expect(field).toHaveValue('华南总账');
    expect(effects.toasts).toEqual(['Name taken.']);
  });

  it('should delete a service with the SMS code and drop it from the list and its count', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '试用云薪酬' });
    await openMenuItem(user, '试用云薪酬', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete service' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), SANDBOX_SMS_CODE);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: '试用云薪酬' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(tab(/^Own services/)).toHaveTextContent('Own services 2'));
  });

  it('should keep the service when the code is wrong', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '试用云薪酬' });
    await openMenuItem(user, '试用云薪酬', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete service' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), '000000');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(effects.toasts).toEqual(['The verification code is wrong.']);
    // Behind the dialog, so hidden from the accessibility tree, but still listed.
    expect(screen.getByRole('heading', { name: '试用云薪酬', hidden: true })).toBeInTheDocument();
  });

  it('should enter a service at the address service/enter answers', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await user.click(card('总部云会计').getByRole('button', { name: 'Enter' }));
    await waitFor(() =>
      expect(effects.navigations).toEqual([expect.stringMatching(/service-entry\?serviceId=/)]),
    );
  });

  it('should offer to turn on a service that is off, and enter it once it is on', async () => {
    const corpId = await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '门店云零售' });
    await user.click(card('门店云零售').getByRole('button', { name: 'Enter' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Turn on the service' }));
    expect(effects.navigations).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Turn on and enter' }));
    await waitFor(() =>
      expect(effects.navigations).toEqual([expect.stringMatching(/service-entry\?serviceId=/)]),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const state = await sandbox.state();
    expect(
      listOf(state.services, corpId, 'own').find((record) => record.name === '门店云零售')?.enabled,
    ).toBe(true);
  });

  it('should leave a service off when turning it on is refused', async () => {
    await signInWithServices();
    sandbox.scenarios.add({
      path: 'service/enable',
      answer: { errcode: '7001', description: 'No.' },
    });
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '门店云零售' });
    await user.click(card('门店云零售').getByRole('button', { name: 'Enter' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Turn on the service' }));
    await user.click(dialog.getByRole('button', { name: 'Turn on and enter' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The service could not be turned on.',
    );
    expect(effects.toasts).toEqual(['No.']);
    expect(effects.navigations).toEqual([]);
  });

  it('should convert a trial to paid', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '试用云薪酬' });
    await user.click(card('试用云薪酬').getByRole('button', { name: 'Convert to paid' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Convert to paid' }));
    await user.click(dialog.getByRole('button', { name: 'Convert to paid' }));
    await waitFor(() => expect(card('试用云薪酬').getByText('Paid')).toBeInTheDocument());
  });

  it('should start a trial of a shared service’s product in the own list', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    const corpId = state.accounts.get('u0001')!.defaultCorpId;
    const shared = listOf(state.services, corpId, 'share').find(
      (record) => !state.services.trials.has(`${corpId}/${record.product}`),
    )!;
    const ownBefore = listOf(state.services, corpId, 'own').length;
    const { user } = renderServices('/services?tab=share');
    await screen.findByRole('heading', { name: shared.name });
    await user.click(card(shared.name).getByRole('button', { name: 'Start trial' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Start a trial' }));
    await user.click(dialog.getByRole('button', { name: 'Start trial' }));
    await waitFor(() =>
      expect(tab(/^Own services/)).toHaveTextContent(`Own services ${ownBefore + 1}`),
    );
  });

  it('should transfer a service to another corp of the account', async () => {
    await signInWithServices();
    const { user } = renderServices();
    await screen.findByRole('heading', { name: '总部云会计' });
    await openMenuItem(user, '总部云会计', 'Transfer');
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer service' }));
    await user.click(await dialog.findByRole('radio'));
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: '总部云会计' })).not.toBeInTheDocument(),
    );
  });
});
