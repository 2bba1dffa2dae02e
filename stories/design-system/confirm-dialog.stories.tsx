import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ConfirmDialog } from '../../design-system/components/app-dialog';
import { findSettledDialog, labelIn } from './fixtures/overlays';

const meta = preview.meta({
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '关闭登录二次校验',
    message: '关闭后，成员在新设备上登录时将不再需要手机验证码确认。确定要关闭吗？',
    open: true,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
});

async function findOpenAlert(name: string) {
  const dialog = await findSettledDialog('alertdialog', { name });
  return dialog;
}

export const Default = meta.story({
  play: async ({ args, globals }) => {
    const dialog = await findOpenAlert('关闭登录二次校验');
    await expect(dialog).toHaveAccessibleDescription(args.message as string);
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await expect(cancel).toHaveAccessibleName(labelIn('cancel', globals.locale));
    await expect(confirm).toHaveAccessibleName(labelIn('confirm', globals.locale));
    // Not destructive: focus starts on Confirm.
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm!);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const Destructive = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  args: {
    title: '删除部门',
    message:
      '删除「华东销售部」后，部门下的 12 名成员将移至「杭州云智财务科技有限公司」。此操作不可撤销。',
    destructive: true,
    confirmLabel: '删除',
  },
  play: async ({ args, globals }) => {
    const dialog = await findOpenAlert('删除部门');
    await expect(dialog).toHaveAccessibleDescription(args.message as string);
    const cancel = within(dialog).getByRole('button', { name: labelIn('cancel', globals.locale) });
    const remove = within(dialog).getByRole('button', { name: '删除' });
    // Before a destructive action the safe answer has focus.
    await waitFor(() => expect(cancel).toHaveFocus());
    // Red, not the brand blue: the palette the button paints with is the red one.
    await expect(getComputedStyle(remove).getPropertyValue('--wb-colors-color-palette-solid')).toBe(
      getComputedStyle(document.documentElement).getPropertyValue('--wb-colors-red-solid'),
    );
    await userEvent.click(remove);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});
