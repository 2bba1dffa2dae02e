import { Button, ChakraProvider } from '@chakra-ui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AppDialog,
  ConfirmDialog,
  type AppDialogProps,
} from '../../../../../design-system/components/app-dialog';
import { system } from '../../../../../design-system/theme';

beforeAll(() => {
  // jsdom lays nothing out, so the focus trap's visibility test (a client rect) fails for every
  // element and focus would fall back to the dialog itself: give connected elements one rect.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
    this: HTMLElement,
  ) {
    return (this.isConnected ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

// No catalogue: the macro keeps the English source message, which Lingui falls back to.
const english = setupI18n();
english.loadAndActivate({ locale: 'en_US', messages: {} });

// A catalogue with the ids this component reads, as the compiled zh_CN catalogue has them.
const chinese = setupI18n();
chinese.loadAndActivate({
  locale: 'zh_CN',
  messages: {
    'dialog.confirm': '确定',
    'dialog.cancel': '取消',
    'dialog.close': '关闭',
    'dialog.acknowledge': '知道了',
  },
});

function renderWith(ui: ReactNode, i18n: I18n = english) {
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );
  return { user, ...view };
}

function renderDialog(props: Partial<AppDialogProps> = {}, i18n?: I18n) {
  return renderWith(
    <AppDialog title="编辑部门" open {...props}>
      {props.children ?? <p>部门名称将显示在成员资料中。</p>}
    </AppDialog>,
    i18n,
  );
}

/** A page with a button that opens a controlled dialog, as the workbench uses it. */
function OpenerPage(props: Partial<AppDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <AppDialog title="编辑部门" {...props} open={open} onOpenChange={({ open }) => setOpen(open)}>
        <p>部门名称将显示在成员资料中。</p>
      </AppDialog>
    </>
  );
}

/**
 * A modal dialog turns off pointer events on the page below; the browser then hands a click on
 * the mask to the document, which is what the dialog listens to. user-event refuses such clicks.
 */
const maskUser = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The full-screen layer around the dialog: a click there lands outside the dialog, on the mask. */
async function findMask() {
  const dialog = await screen.findByRole('dialog');
  const mask = dialog.parentElement;
  if (!mask) throw new Error('the dialog has no positioner');
  return mask;
}

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

describe('ConfirmDialog', () => {
  function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
    return renderWith(
      <ConfirmDialog
        title="删除部门"
        message="删除后，部门下的 12 名成员将移至上级部门。此操作不可撤销。"
        open
        onConfirm={vi.fn()}
        {...props}
      />,
    );
  }

  it('should be an alertdialog named by its title and described by its message', async () => {
    renderConfirm();
    const dialog = await screen.findByRole('alertdialog', { name: '删除部门' });
    expect(dialog).toHaveAccessibleDescription(
      '删除后，部门下的 12 名成员将移至上级部门。此操作不可撤销。',
    );
  });

  it('should confirm with its own label', async () => {
    const onConfirm = vi.fn();
    const { user } = renderConfirm({ destructive: true, confirmLabel: '删除', onConfirm });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('should start on Cancel before a destructive action', async () => {
    renderConfirm({ destructive: true, confirmLabel: '删除' });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('should start on Confirm otherwise', async () => {
    renderConfirm();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
  });

  it('should have no close button', async () => {
    renderConfirm();
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Confirm']);
  });

  it('should cancel on Escape', async () => {
    const onCancel = vi.fn();
    const { user } = renderConfirm({ onCancel });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

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
