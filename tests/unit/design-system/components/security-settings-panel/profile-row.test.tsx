import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel, row } from './panel-support';

describe('SecuritySettingsPanel, the profile row', () => {
  it('should show the name and the user name, or that there is none, and call back to edit them', async () => {
    const { user, onEditProfile } = renderPanel();
    expect(row('Profile').getByText('张伟 · user name zhangwei')).toBeVisible();
    await user.click(row('Profile').getByRole('button', { name: 'Edit' }));
    expect(onEditProfile).toHaveBeenCalled();
    cleanup();
    renderPanel({
      account: {
        status: 'ready',
        data: { realName: '李娜', userName: '', mobile: '', email: '', openSecondCheck: false },
      },
    });
    expect(row('Profile').getByText('李娜 · no user name')).toBeVisible();
  });
});
