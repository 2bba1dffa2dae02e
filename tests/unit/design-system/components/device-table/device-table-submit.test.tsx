import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';
import { openAddDialog, renderTable } from './device-table-support';
import { chooseRowAction } from '../../../helpers/row-actions';

describe('DeviceTable submitting', () => {
  const pending = () => vi.fn(() => new Promise<void>(() => {}));

  it('should add a serial number once', async () => {
    const onAddMainSln = pending();
    const { user } = renderTable({ onAddMainSln });
    const dialog = await openAddDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /Serial number/ }), 'AB12-CD34-EF56-GH78');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Add' }));
    expect(onAddMainSln).toHaveBeenCalledTimes(1);
  });

  it('should add a serial number on Enter in a field', async () => {
    const onAddMainSln = vi.fn(() => Promise.resolve());
    const { user } = renderTable({ onAddMainSln });
    const dialog = await openAddDialog(user);
    await user.type(
      dialog.getByRole('textbox', { name: /Serial number/ }),
      'AB12-CD34-EF56-GH78{Enter}',
    );
    expect(onAddMainSln).toHaveBeenCalledTimes(1);
  });

  it('should change a status once', () => {
    const onEditSlnStatus = pending();
    renderTable({ onEditSlnStatus });
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Disable K7QF-2M9D-X4TB-8HWC' }));
    expect(onEditSlnStatus).toHaveBeenCalledTimes(1);
  });

  it('should delete once', async () => {
    const onDeleteMainSln = pending();
    const { user } = renderTable({ onDeleteMainSln });
    await chooseRowAction(user, 'H2CE-6KGY-3VRN-7MTD', 'Delete');
    const dialog = within(await screen.findByRole('alertdialog'));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Delete' }));
    expect(onDeleteMainSln).toHaveBeenCalledTimes(1);
  });

  it('should authorise members once', async () => {
    const onAddSubSlnAuth = pending();
    const { user } = renderTable({ defaultTab: 'sub', onAddSubSlnAuth });
    await user.click(screen.getByRole('button', { name: 'Authorise members' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: /Li Na/ }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Add' }));
    expect(onAddSubSlnAuth).toHaveBeenCalledTimes(1);
  });

  it('should white-list devices once, and not on Enter in the search', async () => {
    const onAddMainSlnWhite = pending();
    const { user } = renderTable({ defaultTab: 'white', onAddMainSlnWhite });
    await user.click(screen.getByRole('button', { name: 'Add devices' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('searchbox', { name: 'Search devices' }), 'front');
    await user.click(dialog.getByRole('checkbox', { name: /Front desk/ }));
    await user.type(dialog.getByRole('searchbox', { name: 'Search devices' }), '{Enter}');
    expect(onAddMainSlnWhite).not.toHaveBeenCalled();
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Add' }));
    expect(onAddMainSlnWhite).toHaveBeenCalledTimes(1);
  });
});
