import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '../../../../../design-system/components/app-dialog';
import { chinese, renderWith, stubClientRects } from './app-dialog-support';

stubClientRects();

describe('AlertDialog', () => {
  const expired = {
    title: '密码已过期',
    message: '您的密码已超过 90 天未修改，请修改密码后重新登录。',
  };

  it('should be an alertdialog named by its title and described by its message', async () => {
    renderWith(<AlertDialog {...expired} open />);
    const dialog = await screen.findByRole('alertdialog', { name: '密码已过期' });
    expect(dialog).toHaveAccessibleDescription(expired.message);
  });

  it('should have one button, labelled from the catalogue', async () => {
    renderWith(<AlertDialog {...expired} open />, chinese);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: '知道了' })).toBeInTheDocument();
  });

  it('should acknowledge and ask to close when its button is pressed', async () => {
    const onAcknowledge = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWith(
      <AlertDialog
        {...expired}
        open
        acknowledgeLabel="修改密码"
        onAcknowledge={onAcknowledge}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(await screen.findByRole('button', { name: '修改密码' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
  });

  it('should close itself when uncontrolled', async () => {
    const onAcknowledge = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWith(
      <AlertDialog {...expired} onAcknowledge={onAcknowledge} onOpenChange={onOpenChange} />,
    );
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onAcknowledge).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('should put its button in focus', async () => {
    renderWith(<AlertDialog {...expired} open />);
    const button = await screen.findByRole('button', { name: 'OK' });
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('should close on Escape without acknowledging', async () => {
    const onAcknowledge = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWith(
      <AlertDialog {...expired} open onAcknowledge={onAcknowledge} onOpenChange={onOpenChange} />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
    expect(onAcknowledge).not.toHaveBeenCalled();
  });
});
