import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { dialog, loadedRow, open, signInFresh } from './account-setting-support';

const { effects } = setupSandbox();

async function openProfile() {
  const userId = await signInFresh();
  const user = open();
  await user.click((await loadedRow('Profile')).getByRole('button', { name: 'Edit' }));
  const form = await dialog();
  return { user, form, userId };
}

describe('the profile (service/user account, checkUserName)', () => {
  it('should show the name and the user name in their row', async () => {
    const userId = await signInFresh();
    const account = (await sandbox.state()).accounts.get(userId)!;
    open();
    expect(await loadedRow('Profile')).toBeDefined();
    expect(screen.getByText(`${account.realName} · user name ${account.userName}`)).toBeVisible();
  });

  it('should say a user name another account signs in with is taken, and not save it', async () => {
    const { user, form, userId } = await openProfile();
    const field = form.getByRole('textbox', { name: /User name/ });
    await user.clear(field);
    await user.type(field, 'user0005');
    expect(await form.findByText('Another account signs in with this user name.')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(field).toHaveValue('user0005');
    expect((await sandbox.state()).accounts.get(userId)!.userName).not.toBe('user0005');
  });

  it('should check the rule before asking the server, keeping what was typed', async () => {
    const { user, form } = await openProfile();
    const field = form.getByRole('textbox', { name: /User name/ });
    await user.clear(field);
    await user.type(field, '9lives');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(
      form.getByText('Start with a letter, then use letters, digits and _ . - only'),
    ).toBeVisible();
    expect(field).toHaveValue('9lives');
    await user.clear(form.getByRole('textbox', { name: /Name/ }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Enter a name')).toBeVisible();
  });

  it('should save a free user name and a new name, shown in the row', async () => {
    const { user, form, userId } = await openProfile();
    const name = form.getByRole('textbox', { name: /^Name/ });
    const field = form.getByRole('textbox', { name: /User name/ });
    await user.clear(name);
    await user.type(name, '王伟');
    await user.clear(field);
    await user.type(field, 'wang.wei');
    expect(await form.findByText('This user name is free.')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('王伟 · user name wang.wei')).toBeVisible();
    expect((await sandbox.state()).accounts.get(userId)).toMatchObject({
      realName: '王伟',
      userName: 'wang.wei',
    });
    expect(effects.toasts).toEqual([]);
  });
});
