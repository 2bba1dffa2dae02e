import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { main, openAddDialog, ready, renderTable } from './device-table-support';
import { chooseRowAction } from '../../../helpers/row-actions';

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DeviceTable', () => {
  it('should count each list on its tab', () => {
    renderTable();
    expect(tab(/^Main serial numbers/)).toHaveTextContent('2');
    expect(tab(/^Sub serial numbers/)).toHaveTextContent('1');
    expect(tab(/^White list/)).toHaveTextContent('1');
  });

  it("should count the sub and white tabs from the main serial number's counts while they load", () => {
    renderTable({ sub: { status: 'loading', rows: [] }, white: { status: 'loading', rows: [] } });
    expect(tab(/^Sub serial numbers/)).toHaveTextContent('7');
    expect(tab(/^White list/)).toHaveTextContent('5');
  });

  it('should show no count while the main list loads', () => {
    renderTable({ main: { status: 'loading', rows: [] } });
    expect(tab(/^Main serial numbers/).textContent).not.toMatch(/\d/);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('should name each row by its serial number and show the status in words', () => {
    renderTable();
    const row = screen.getByRole('row', { name: /H2CE-6KGY-3VRN-7MTD/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('H2CE-6KGY-3VRN-7MTD');
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /K7QF/ })).getByText('Enabled'),
    ).toBeInTheDocument();
  });

  it('should show the client IP address', () => {
    renderTable({ clientIp: '203.0.113.10' });
    expect(screen.getByText('Your IP address: 203.0.113.10')).toBeInTheDocument();
  });

  it('should keep the add button out of the row the export and the client IP arrive in', () => {
    // They arrive with the list's answer: in the add button's row they moved it under a pointer
    // (an end-to-end click pressed it, and let go beside it, as the sub list loaded).
    renderTable({
      clientIp: '203.0.113.10',
      onAddMainSln: vi.fn(),
      exportAction: () => <button type="button">Export CSV</button>,
    });
    const addRow = screen.getByRole('button', { name: 'Add serial number' }).parentElement!;
    expect(within(addRow).queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(within(addRow).queryByText(/Your IP address/)).toBeNull();
    expect(within(addRow).getByRole('searchbox', { name: 'Search this list' })).toBeInTheDocument();
  });

  it('should keep the export row while the list loads, so the list under it does not move', () => {
    renderTable({
      main: { status: 'loading', rows: [] },
      onAddMainSln: vi.fn(),
      exportAction: () => <button type="button">Export CSV</button>,
    });
    const addRow = screen.getByRole('button', { name: 'Add serial number' }).parentElement!;
    // No export yet (the list has not answered), but its row is there already.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(addRow.nextElementSibling).not.toBeNull();
  });

  it('should show the failure with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({
      main: { status: 'error', rows: [], errorMessage: 'Server busy', onRetry },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Server busy');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('should say when the list is empty', () => {
    renderTable({ main: ready([]) });
    expect(screen.getByText('No serial numbers yet.')).toBeInTheDocument();
  });

  it('should narrow the list by the search and say when nothing matches', async () => {
    const { user } = renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search this list' });
    await user.type(search, 'point');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('rowheader')).toHaveTextContent('H2CE-6KGY-3VRN-7MTD');
    await user.type(search, 'zzz');
    expect(screen.getByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('should page a long list', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...main[0]!,
      slnId: `s${index}`,
      sln: `AAAA-BBBB-CCCC-${String(index).padStart(4, '0')}`,
    }));
    const { user } = renderTable({ main: ready(many) });
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('AAAA-BBBB-CCCC-0010');
  });

  it("should show the selected main serial number's sub list and let another be chosen", async () => {
    const onSelectedSlnChange = vi.fn();
    const { user } = renderTable({ defaultTab: 'sub', onSelectedSlnChange });
    expect(screen.getByRole('rowheader')).toHaveTextContent('K7QF-2M9D-X4TB-8HWC-S001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Main serial number' }), 'sln2');
    expect(onSelectedSlnChange).toHaveBeenCalledWith('sln2');
  });

  it('should ask for a main serial number before showing a sub list', () => {
    renderTable({ defaultTab: 'white', selectedSlnId: null, onAddMainSlnWhite: vi.fn() });
    expect(screen.getAllByText('Choose a main serial number.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add devices' })).toBeNull();
  });

  describe('adding a serial number', () => {
    it('should require the serial number', async () => {
      const onAddMainSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ onAddMainSln });
      const dialog = await openAddDialog(user);
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(dialog.getByText('Enter the serial number')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /Serial number/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(onAddMainSln).not.toHaveBeenCalled();
    });

    it('should refuse a malformed serial number or device limit', async () => {
      const onAddMainSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ onAddMainSln });
      const dialog = await openAddDialog(user);
      await user.type(dialog.getByRole('textbox', { name: /Serial number/ }), 'AB12-CD34');
      const limit = dialog.getByRole('textbox', { name: /Devices allowed/ });
      await user.clear(limit);
      await user.type(limit, '0');
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(dialog.getByText(/four groups of four/)).toBeInTheDocument();
      expect(dialog.getByText('Enter a whole number of 1 or more')).toBeInTheDocument();
      expect(onAddMainSln).not.toHaveBeenCalled();
    });

    it('should add the serial number in capitals and close', async () => {
      const onAddMainSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ onAddMainSln });
      const dialog = await openAddDialog(user);
      await user.type(
        dialog.getByRole('textbox', { name: /Serial number/ }),
        ' ab12-cd34-ef56-gh78 ',
      );
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(onAddMainSln).toHaveBeenCalledWith({
        serviceId: 'svc-kis',
        sln: 'AB12-CD34-EF56-GH78',
        maxDevices: 5,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('should show a refusal and keep what was typed', async () => {
      const onAddMainSln = vi.fn(() => Promise.reject(new Error('Already added')));
      const { user } = renderTable({ onAddMainSln });
      const dialog = await openAddDialog(user);
      const field = dialog.getByRole('textbox', { name: /Serial number/ });
      await user.type(field, 'AB12-CD34-EF56-GH78');
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('Already added');
      expect(field).toHaveValue('AB12-CD34-EF56-GH78');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('the status action', () => {
    it('should ask for the other status', async () => {
      const onEditSlnStatus = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ onEditSlnStatus });
      await user.click(screen.getByRole('button', { name: 'Disable K7QF-2M9D-X4TB-8HWC' }));
      expect(onEditSlnStatus).toHaveBeenCalledWith({ id: 'sln1', status: 0 });
      await user.click(screen.getByRole('button', { name: 'Enable H2CE-6KGY-3VRN-7MTD' }));
      expect(onEditSlnStatus).toHaveBeenLastCalledWith({ id: 'sln2', status: 1 });
    });

    it('should mark the row busy and ask once while the change runs', async () => {
      const onEditSlnStatus = vi.fn(() => new Promise<void>(() => undefined));
      const { user } = renderTable({ onEditSlnStatus });
      const action = screen.getByRole('button', { name: 'Disable K7QF-2M9D-X4TB-8HWC' });
      await user.click(action);
      await user.click(action);
      expect(screen.getByRole('row', { name: /K7QF/ })).toHaveAttribute('aria-busy', 'true');
      expect(action).toHaveAttribute('aria-disabled', 'true');
      expect(action).toHaveFocus();
      expect(onEditSlnStatus).toHaveBeenCalledOnce();
    });

    it('should show a refusal and keep the status', async () => {
      const onEditSlnStatus = vi.fn(() => Promise.reject(new Error('No permission')));
      const { user } = renderTable({ onEditSlnStatus });
      await user.click(screen.getByRole('button', { name: 'Disable K7QF-2M9D-X4TB-8HWC' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('No permission');
      const row = screen.getByRole('row', { name: /K7QF/ });
      expect(within(row).getByText('Enabled')).toBeInTheDocument();
      expect(row).not.toHaveAttribute('aria-busy');
    });

    it('should change a sub serial number with its own call', async () => {
      const onEditSubSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ defaultTab: 'sub', onEditSubSln });
      await user.click(screen.getByRole('button', { name: 'Disable K7QF-2M9D-X4TB-8HWC-S001' }));
      expect(onEditSubSln).toHaveBeenCalledWith({ id: 'sub1', status: 0 });
    });

    it('should show the status without an action when it cannot be changed', () => {
      renderTable();
      expect(screen.queryByRole('button', { name: /^(Enable|Disable) / })).toBeNull();
      expect(screen.getAllByText(/^(Enabled|Disabled)$/)).toHaveLength(2);
    });
  });

  describe('deleting', () => {
    it('should ask before deleting a main serial number', async () => {
      const onDeleteMainSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ onDeleteMainSln });
      await chooseRowAction(user, 'H2CE-6KGY-3VRN-7MTD', 'Delete');
      const dialog = within(
        await screen.findByRole('alertdialog', { name: 'Delete serial number' }),
      );
      expect(
        dialog.getByText(/Its sub serial numbers and white list are deleted/),
      ).toBeInTheDocument();
      expect(onDeleteMainSln).not.toHaveBeenCalled();
      await user.click(dialog.getByRole('button', { name: 'Delete' }));
      expect(onDeleteMainSln).toHaveBeenCalledWith({ id: 'sln2' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });

    it('should delete nothing when the question is cancelled', async () => {
      const onDeleteMainSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ onDeleteMainSln });
      await chooseRowAction(user, 'H2CE-6KGY-3VRN-7MTD', 'Delete');
      const dialog = within(await screen.findByRole('alertdialog'));
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(onDeleteMainSln).not.toHaveBeenCalled();
    });

    it('should keep the question open with the reason of a refusal', async () => {
      const onDeleteMainSln = vi.fn(() => Promise.reject(new Error('Devices still online')));
      const { user } = renderTable({ onDeleteMainSln });
      await chooseRowAction(user, 'H2CE-6KGY-3VRN-7MTD', 'Delete');
      const dialog = within(await screen.findByRole('alertdialog'));
      await user.click(dialog.getByRole('button', { name: 'Delete' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('Devices still online');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    });

    it('should name the member when deleting a sub serial number', async () => {
      const onDeleteSubSln = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ defaultTab: 'sub', onDeleteSubSln });
      await chooseRowAction(user, 'K7QF-2M9D-X4TB-8HWC-S001', 'Delete');
      const dialog = within(
        await screen.findByRole('alertdialog', { name: 'Delete sub serial number' }),
      );
      expect(dialog.getByText(/Zhang Wei can no longer use it/)).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Delete' }));
      expect(onDeleteSubSln).toHaveBeenCalledWith({ id: 'sub1' });
    });
  });

  describe('authorising members and white-listing devices', () => {
    it('should offer only members without a sub serial number and require a pick', async () => {
      const onAddSubSlnAuth = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ defaultTab: 'sub', onAddSubSlnAuth });
      await user.click(screen.getByRole('button', { name: 'Authorise members' }));
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Authorise members on K7QF-2M9D-X4TB-8HWC' }),
      );
      expect(dialog.queryByRole('checkbox', { name: /Zhang Wei/ })).toBeNull();
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one member');
      expect(onAddSubSlnAuth).not.toHaveBeenCalled();
      await user.click(dialog.getByRole('checkbox', { name: /Wang Fang/ }));
      await user.click(dialog.getByRole('checkbox', { name: /Li Na/ }));
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      // In the listed order, not the order they were clicked.
      expect(onAddSubSlnAuth).toHaveBeenCalledWith({ slnId: 'sln1', userIds: ['u2', 'u3'] });
    });

    it('should keep the picks when authorising is refused', async () => {
      const onAddSubSlnAuth = vi.fn(() => Promise.reject(new Error('Serial number disabled')));
      const { user } = renderTable({ defaultTab: 'sub', onAddSubSlnAuth });
      await user.click(screen.getByRole('button', { name: 'Authorise members' }));
      const dialog = within(await screen.findByRole('dialog'));
      const member = dialog.getByRole('checkbox', { name: /Li Na/ });
      await user.click(member);
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(await dialog.findByRole('alert')).toHaveTextContent('Serial number disabled');
      expect(member).toBeChecked();
    });

    it('should white-list the devices picked, found by the search', async () => {
      const onAddMainSlnWhite = vi.fn(() => Promise.resolve());
      const { user } = renderTable({ defaultTab: 'white', onAddMainSlnWhite });
      await user.click(screen.getByRole('button', { name: 'Add devices' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.queryByRole('checkbox', { name: /Finance PC/ })).toBeNull();
      await user.type(dialog.getByRole('searchbox', { name: 'Search devices' }), 'front');
      await user.click(dialog.getByRole('checkbox', { name: /Front desk/ }));
      await user.click(dialog.getByRole('button', { name: 'Add' }));
      expect(onAddMainSlnWhite).toHaveBeenCalledWith({ slnId: 'sln1', deviceIds: ['dev2'] });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
