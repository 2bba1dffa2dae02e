import { Button } from '@chakra-ui/react';
import { Input } from '@chakra-ui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppDialog } from '../../../../../design-system/components/app-dialog';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';
import {
  chinese,
  findMask,
  maskUser,
  OpenerPage,
  renderDialog,
  renderWith,
  stubClientRects,
} from './app-dialog-support';

stubClientRects();

describe('AppDialog', () => {
  it('should be a dialog named after its title', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: '编辑部门' })).toBeInTheDocument();
  });

  it('should show the body', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('部门名称将显示在成员资料中。')).toBeInTheDocument();
  });

  it('should take its button labels from the English source messages', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('should take its button labels from the active catalogue', async () => {
    renderDialog({}, chinese);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('should prefer labels given as props', async () => {
    renderDialog({ confirmLabel: '保存', cancelLabel: '放弃' }, chinese);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '放弃' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('should call onConfirm once when Confirm is pressed, and not cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderDialog({ onConfirm, onCancel, onOpenChange });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    // Controlled: the owner decides when to close.
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('should close an uncontrolled dialog after Confirm', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderDialog({ open: undefined, defaultOpen: true, onConfirm, onOpenChange });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should call onCancel and ask to close when Cancel is pressed', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderDialog({ onConfirm, onCancel, onOpenChange });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should call onCancel and ask to close when the close button is pressed', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderDialog({ onCancel, onOpenChange });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
  });

  it('should close on Escape', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderDialog({ onCancel, onOpenChange });
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false });
  });

  it('should not close on Escape when closeOnEscape is false', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderDialog({ onOpenChange, closeOnEscape: false });
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  describe('submitting', () => {
    it('should confirm once for two clicks in one task, busy until the promise settles', async () => {
      let finish!: () => void;
      const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      renderDialog({ onConfirm });
      const confirm = await screen.findByRole('button', { name: 'Confirm' });
      clickTwiceInOneTask(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAttribute('data-loading');
      await act(() => {
        finish();
        return Promise.resolve();
      });
      expect(confirm).toBeEnabled();
    });

    it('should confirm again once the first confirmation has finished', async () => {
      const onConfirm = vi.fn(() => Promise.resolve());
      const { user } = renderDialog({ onConfirm });
      const confirm = await screen.findByRole('button', { name: 'Confirm' });
      await user.click(confirm);
      await waitFor(() => expect(confirm).toBeEnabled());
      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(2);
    });

    it('should confirm when Enter is pressed in a field of the body', async () => {
      const onConfirm = vi.fn();
      const { user } = renderDialog({
        onConfirm,
        children: <Input aria-label="部门名称" defaultValue="研发部" />,
      });
      await user.type(await screen.findByRole('textbox', { name: '部门名称' }), '{Enter}');
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });

    it('should not confirm on Enter while Confirm is disabled', async () => {
      const onConfirm = vi.fn();
      const { user } = renderDialog({
        onConfirm,
        confirmDisabled: true,
        children: <Input aria-label="部门名称" />,
      });
      await user.type(await screen.findByRole('textbox', { name: '部门名称' }), '{Enter}');
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  describe('while Confirm is busy', () => {
    it('should keep Confirm disabled and named', async () => {
      renderDialog({ confirmLoading: true });
      const confirm = await screen.findByRole('button', { name: 'Confirm' });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAttribute('data-loading');
    });

    it('should not call onConfirm again', async () => {
      const onConfirm = vi.fn();
      const { user } = renderDialog({ confirmLoading: true, onConfirm });
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('should keep Cancel enabled', async () => {
      const onCancel = vi.fn();
      const { user } = renderDialog({ confirmLoading: true, onCancel });
      const cancel = await screen.findByRole('button', { name: 'Cancel' });
      expect(cancel).toBeEnabled();
      await user.click(cancel);
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('should ignore Escape', async () => {
      const onCancel = vi.fn();
      const onOpenChange = vi.fn();
      const { user } = renderDialog({ confirmLoading: true, onCancel, onOpenChange });
      await screen.findByRole('dialog');
      await waitFor(() =>
        expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
      );
      await user.keyboard('{Escape}');
      expect(onCancel).not.toHaveBeenCalled();
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });

  it('should disable Confirm when confirmDisabled', async () => {
    const onConfirm = vi.fn();
    const { user } = renderDialog({ confirmDisabled: true, onConfirm });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('should move focus into the dialog on open and back to the opener on close', async () => {
    const { user } = renderWith(<OpenerPage />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('should put the first field of a form body in focus', async () => {
    renderWith(
      <AppDialog title="重命名" open>
        <label>
          名称
          <input />
        </label>
      </AppDialog>,
    );
    const field = await screen.findByRole('textbox', { name: '名称' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('should put Cancel in focus when asked', async () => {
    renderDialog({ initialFocus: 'cancel' });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('should open from its trigger when uncontrolled', async () => {
    const { user } = renderWith(
      <AppDialog title="编辑部门" trigger={<Button>编辑</Button>}>
        <p>内容</p>
      </AppDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('dialog', { name: '编辑部门' })).toBeInTheDocument();
  });

  it('should hide the footer when asked', async () => {
    renderDialog({ showFooter: false });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('should paint a destructive Confirm red', async () => {
    renderDialog({ destructive: true });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(getComputedStyle(confirm).getPropertyValue('--wb-colors-color-palette-solid')).toBe(
      'var(--wb-colors-red-solid)',
    );
  });

  it('should paint a normal Confirm in the brand colour', async () => {
    renderDialog();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(getComputedStyle(confirm).getPropertyValue('--wb-colors-color-palette-solid')).toBe(
      'var(--wb-colors-brand-solid)',
    );
  });

  it('should be as wide as the dialog size token by default', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(getComputedStyle(dialog).maxWidth).toBe('var(--wb-sizes-dialog)');
  });

  it('should take another width when given one', async () => {
    renderDialog({ width: 'memberModal' });
    const dialog = await screen.findByRole('dialog');
    expect(getComputedStyle(dialog).maxWidth).toBe('var(--wb-sizes-member-modal)');
  });

  it('should not close when the mask is clicked if closeOnInteractOutside is false', async () => {
    const onOpenChange = vi.fn();
    renderDialog({ closeOnInteractOutside: false, onOpenChange });
    await maskUser.click(await findMask());
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('should close when the mask is clicked by default', async () => {
    const onOpenChange = vi.fn();
    renderDialog({ onOpenChange });
    await maskUser.click(await findMask());
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledExactlyOnceWith({ open: false }));
  });

  it('should let the keyboard reach a body that scrolls', async () => {
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(900);
    const clientHeight = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(300);
    renderDialog();
    const text = await screen.findByText('部门名称将显示在成员资料中。');
    await waitFor(() => expect(text.closest('[tabindex="0"]')).not.toBeNull());
    scrollHeight.mockRestore();
    clientHeight.mockRestore();
  });

  it('should keep a body that fits out of the tab order', async () => {
    renderDialog();
    const text = await screen.findByText('部门名称将显示在成员资料中。');
    expect(text.closest('[tabindex="0"]')).toBeNull();
  });

  it('should render nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
