import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AccountMenu,
  type AccountMenuProps,
} from '../../../../../design-system/components/account-menu';
import { renderWithProviders } from '../../../helpers/render';

function renderMenu(props: Partial<AccountMenuProps> = {}) {
  const onSignOut = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <AccountMenu
      loginAccount="138****8000"
      corpName="华南示范科技有限公司"
      accountSecurityHref="#/accountSetting"
      onSignOut={onSignOut}
      {...props}
    />,
  );
  return { user, onSignOut };
}

const trigger = () => screen.getByRole('button', { name: /^Account:/ });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
  return within(menu);
}

describe('AccountMenu', () => {
  it('should show the login account and the current corp on the trigger', () => {
    renderMenu();
    expect(trigger()).toHaveTextContent('138****8000');
    expect(trigger()).toHaveTextContent('华南示范科技有限公司');
    expect(trigger()).toHaveAccessibleName(/^Account:\s*138\*{4}8000\s*华南示范科技有限公司$/);
  });

  it('should show the account alone while the corp is not known', () => {
    renderMenu({ corpName: undefined });
    expect(trigger()).toHaveAccessibleName(/^Account:\s*138\*{4}8000$/);
  });

  it('should start closed', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('should label the menu with the account and the corp, then lead to account security and offer sign-out', async () => {
    const { user } = renderMenu({ loginAccount: 'zhangwei' });
    const menu = await openMenu(user);
    const group = menu.getByRole('group');
    expect(group).toHaveAccessibleName(/zhangwei\s*华南示范科技有限公司/);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Account security',
      'Sign out',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Account security' })).toHaveAttribute(
      'href',
      '#/accountSetting',
    );
  });

  it('should sign out when Sign out is picked', async () => {
    const { user, onSignOut } = renderMenu();
    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('should sign out from the keyboard alone', async () => {
    const { user, onSignOut } = renderMenu();
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Account security' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });

  it('should not sign out by opening and closing the menu', async () => {
    const { user, onSignOut } = renderMenu();
    await openMenu(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
