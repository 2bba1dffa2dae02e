import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_GRID_PAGE_SIZE } from '../../../../../shared/constants';
import {
  manyServices,
  OWN_SERVICES,
  READ_ONLY_SERVICES,
  SHARED_SERVICES,
  TRANSFER_INFO,
} from '../../../../../stories/design-system/fixtures/services';
import { card, openMenuItem, renderList } from './service-list-support';

// Dialogs and menus mount and animate in jsdom: slow on a busy two-core machine, never stuck.
describe('ServiceList', () => {
  it('should open on the page of the service asked for and put the focus on its main action', async () => {
    const services = manyServices(30);
    const asked = services[25]!;
    renderList({ services, focusServiceId: asked.serviceId });
    const heading = await screen.findByRole('heading', { level: 3, name: asked.name });
    const askedCard = heading.closest('li')!;
    await waitFor(() => expect(askedCard).toContainElement(document.activeElement as HTMLElement));
    // The main action below the card, not its menu of the other actions.
    expect(document.activeElement).not.toHaveAccessibleName(/^More actions/);
    expect(screen.queryByRole('heading', { level: 3, name: services[0]!.name })).toBeNull();
  });

  it('should show each list as a tab with its count', () => {
    renderList();
    expect(screen.getByRole('tab', { name: 'Own services 5' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Shared with us 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Third-party services 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Read-only services 2' })).toBeInTheDocument();
  });

  it('should ask for the list of the tab picked', async () => {
    const { user, onKindChange } = renderList();
    await user.click(screen.getByRole('tab', { name: /Shared with us/ }));
    expect(onKindChange).toHaveBeenCalledWith('share');
  });

  it('should show the state in words and the expiry date in the locale', () => {
    renderList();
    expect(card('华南示范总账').getByText('Paid')).toBeInTheDocument();
    expect(card('华南示范总账').getByText('Expires on 06/30/2026')).toBeInTheDocument();
    expect(card('进销存（广州仓）').getByText('Trial')).toBeInTheDocument();
    expect(card('2023 年度账套').getByText('Expired')).toBeInTheDocument();
    expect(card('2023 年度账套').getByText('Expired on 12/31/2024')).toBeInTheDocument();
  });

  it('should show who shares a shared service, and offer only entering and a trial', () => {
    renderList({ kind: 'share', services: SHARED_SERVICES });
    const shared = card('集团合并报表');
    expect(shared.getByText('Shared by 华南示范集团股份有限公司')).toBeInTheDocument();
    expect(shared.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Enter',
      'Start trial',
    ]);
  });

  it('should offer no action that changes a service on the read-only list', () => {
    renderList({ kind: 'readOnly', services: READ_ONLY_SERVICES });
    for (const service of READ_ONLY_SERVICES) {
      expect(
        card(service.name)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Enter']);
    }
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('should offer only the actions whose callbacks are given', () => {
    renderList({
      onRename: undefined,
      deletion: undefined,
      transfer: undefined,
      onConvertToPaid: undefined,
    });
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to paid' })).not.toBeInTheDocument();
  });

  it('should enter a service and show the busy state while it opens', async () => {
    let finish = () => {};
    const onEnter = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderList({ onEnter });
    const button = card('华南示范总账').getByRole('button', { name: 'Enter' });
    await user.click(button);
    expect(onEnter).toHaveBeenCalledWith(OWN_SERVICES[0]);
    expect(button).toHaveAttribute('data-loading');
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('should show on the service why it could not be entered', async () => {
    const { user } = renderList({
      onEnter: vi.fn(() => Promise.reject(new Error('The service is being upgraded.'))),
    });
    await user.click(card('华南示范总账').getByRole('button', { name: 'Enter' }));
    expect(await card('华南示范总账').findByRole('alert')).toHaveTextContent(
      'The service is being upgraded.',
    );
  });

  it('should rename with the trimmed name', async () => {
    const { user, onRename } = renderList();
    await openMenuItem(user, '华南示范总账', 'Rename');
    const field = await screen.findByRole('textbox', { name: /Service name/ });
    await user.clear(field);
    await user.type(field, '  华南总账 2025  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onRename).toHaveBeenCalledWith(OWN_SERVICES[0], '华南总账 2025');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should refuse an empty name without calling rename', async () => {
    const { user, onRename } = renderList();
    await openMenuItem(user, '华南示范总账', 'Rename');
    await user.clear(await screen.findByRole('textbox', { name: /Service name/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a service name')).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('should refuse a name of more than 50 characters', async () => {
    const { user, onRename } = renderList();
    await openMenuItem(user, '华南示范总账', 'Rename');
    const field = await screen.findByRole('textbox', { name: /Service name/ });
    await user.clear(field);
    await user.click(field);
    await user.paste('账'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A service name holds at most 50 characters')).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('should keep the typed name when the rename is refused', async () => {
    const { user } = renderList({
      onRename: vi.fn(() => Promise.reject(new Error('A service with this name already exists.'))),
    });
    await openMenuItem(user, '华南示范总账', 'Rename');
    const field = await screen.findByRole('textbox', { name: /Service name/ });
    await user.clear(field);
    await user.type(field, '门店零售（天河店）');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A service with this name already exists.',
    );
    expect(field).toHaveValue('门店零售（天河店）');
  });

  it('should delete with the SMS code after verifying the mobile', async () => {
    const { user, deletion } = renderList();
    await openMenuItem(user, '华南示范总账', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete service' }));
    expect(dialog.getByText(/138\*\*\*\*5678/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /code/i }));
    expect(deletion.onSendCode).toHaveBeenCalledWith(OWN_SERVICES[0]);
    await user.type(dialog.getByLabelText(/Verification code/), '135790');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(deletion.onDelete).toHaveBeenCalledWith(OWN_SERVICES[0], '135790');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should keep the code and the dialog when the deletion is refused', async () => {
    const { user } = renderList({
      deletion: {
        maskedMobile: '138****5678',
        onSendCode: vi.fn(() => Promise.resolve()),
        onDelete: vi.fn(() => Promise.reject(new Error('Wrong verification code'))),
      },
    });
    await openMenuItem(user, '华南示范总账', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete service' }));
    await user.type(dialog.getByLabelText(/Verification code/), '000000');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Wrong verification code');
    expect(dialog.getByLabelText(/Verification code/)).toHaveValue('000000');
  });

  it('should transfer to the corp picked from the loaded targets', async () => {
    const { user, transfer } = renderList();
    await openMenuItem(user, '华南示范总账', 'Transfer');
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer service' }));
    expect(transfer.loadInfo).toHaveBeenCalledWith(OWN_SERVICES[0]);
    const confirm = dialog.getByRole('button', { name: 'Transfer' });
    expect(confirm).toBeDisabled();
    await user.click(await dialog.findByRole('radio', { name: '张伟个人工作室' }));
    await user.click(confirm);
    expect(transfer.onTransfer).toHaveBeenCalledWith(OWN_SERVICES[0], 'c-1003');
  });

  it('should keep the pick when the transfer is refused', async () => {
    const { user } = renderList({
      transfer: {
        loadInfo: vi.fn(() => Promise.resolve(TRANSFER_INFO)),
        onTransfer: vi.fn(() => Promise.reject(new Error('The target company cannot take it.'))),
      },
    });
    await openMenuItem(user, '华南示范总账', 'Transfer');
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer service' }));
    const target = await dialog.findByRole('radio', { name: '张伟个人工作室' });
    await user.click(target);
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The target company cannot take it.',
    );
    expect(target).toBeChecked();
  });

  it('should offer a retry when the transfer targets fail to load', async () => {
    const loadInfo = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValueOnce(TRANSFER_INFO);
    const { user } = renderList({ transfer: { loadInfo, onTransfer: vi.fn() } });
    await openMenuItem(user, '华南示范总账', 'Transfer');
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer service' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Network error');
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('radio', { name: '张伟个人工作室' })).toBeInTheDocument();
    expect(loadInfo).toHaveBeenCalledTimes(2);
  });

  it('should convert a trial to paid after confirming', async () => {
    const { user, onConvertToPaid } = renderList();
    await user.click(card('进销存（广州仓）').getByRole('button', { name: 'Convert to paid' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Convert to paid' }));
    await user.click(dialog.getByRole('button', { name: 'Convert to paid' }));
    expect(onConvertToPaid).toHaveBeenCalledWith(OWN_SERVICES[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('should start a trial of an expired service and show a refusal in the dialog', async () => {
    const onTrial = vi.fn(() =>
      Promise.reject(new Error('This company has already tried this product.')),
    );
    const { user } = renderList({ onTrial });
    await user.click(card('2023 年度账套').getByRole('button', { name: 'Start trial' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Start a trial' }));
    await user.click(dialog.getByRole('button', { name: 'Start trial' }));
    expect(onTrial).toHaveBeenCalledWith(OWN_SERVICES[2]);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This company has already tried this product.',
    );
  });

  it('should page a whole list itself', async () => {
    const services = manyServices(30);
    const { user } = renderList({ services });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CARD_GRID_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(services.slice(24).map((service) => service.name));
  });

  it('should show a server page as given, with its pagination', async () => {
    const onChange = vi.fn();
    const { user } = renderList({
      kind: 'readOnly',
      services: READ_ONLY_SERVICES,
      paging: { page: 1, pageSize: 2, total: 40, onChange },
    });
    expect(screen.getByText('Total: 40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith({ page: 2, pageSize: 2 });
  });

  it('should switch to a table with a row header per service', async () => {
    const onViewChange = vi.fn();
    const { user } = renderList({ onViewChange });
    const tableButton = screen.getByRole('button', { name: 'Table' });
    expect(tableButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(tableButton);
    expect(onViewChange).toHaveBeenCalledWith('table');
    expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Own services' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(OWN_SERVICES.map((service) => service.name));
  });

  it('should show the wait while the list loads', () => {
    renderList({ status: 'loading', services: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('should show why the list failed and retry it', async () => {
    const onRetry = vi.fn();
    const { user } = renderList({
      status: 'error',
      services: [],
      errorMessage: 'Service list unavailable',
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Service list unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('should say the list is empty in the words of the list', () => {
    renderList({ kind: 'share', services: [] });
    expect(screen.getByText('No services are shared with this company.')).toBeInTheDocument();
  });
});
