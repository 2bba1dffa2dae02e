import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ConfirmDialog } from '../../design-system/components/app-dialog';
import { messageText, productCopy } from './fixtures/messages';
import { blurActive, findSettledDialog, labelIn } from './fixtures/overlays';

const SECOND_CHECK_OFF = productCopy({
  title: { id: 'securitySettings.secondCheckOffTitle', text: '关闭二次验证' },
  message: {
    id: 'securitySettings.secondCheckOffMessage',
    text: '关闭后，登录当前企业将不再需要短信验证码。',
  },
});

const DELETED = { name: '华东销售部' };
const DELETE_DEPT = productCopy({
  title: { id: 'departments.deleteDept.title', text: '删除部门' },
  message: {
    id: 'departments.deleteDept.message',
    values: DELETED,
    text: '确定删除华东销售部吗？只有没有下级部门和成员的部门才能删除。',
  },
  confirmLabel: { id: 'departments.deleteDept.confirm', text: '删除' },
});

const meta = preview.meta({
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  // The copy of the workbench's own confirmations (security settings, departments), drawn in the
  // story's language.
  args: {
    ...SECOND_CHECK_OFF.args,
    open: true,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    // An open modal drawn inline would cover the docs page: each story gets a frame.
    docs: { story: { inline: false, height: '320px' } },
    ...SECOND_CHECK_OFF.parameters,
  },
});

/** The open alert, found by its title's message id, with the description of its message id. */
async function findOpenAlert(title: string, message: string, values?: Record<string, unknown>) {
  const dialog = await findSettledDialog('alertdialog', { name: messageText(title, values) });
  await expect(dialog).toHaveAccessibleDescription(messageText(message, values));
  return dialog;
}

/**
 * Presses Confirm and waits for its busy spell to end, then takes the focus away. A busy button is
 * disabled, and Chrome drops the focus from a disabled button: whether the capture had Confirm's
 * ring hung on whether the machine drew the busy frame (Destructive in Indonesian lost it in a
 * loaded run).
 */
async function pressAndSettle(button: HTMLElement) {
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeEnabled());
  blurActive();
}

export const Default = meta.story({
  play: async ({ args, globals }) => {
    const dialog = await findOpenAlert(
      'securitySettings.secondCheckOffTitle',
      'securitySettings.secondCheckOffMessage',
    );
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await expect(cancel).toHaveAccessibleName(labelIn('cancel', globals.locale));
    await expect(confirm).toHaveAccessibleName(labelIn('confirm', globals.locale));
    // Not destructive: focus starts on Confirm.
    await waitFor(() => expect(confirm).toHaveFocus());
    await pressAndSettle(confirm!);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const Destructive = meta.story({
  args: { ...DELETE_DEPT.args, destructive: true },
  parameters: {
    ...visualParameters({ allLocales: true, modes: ['dark'] }),
    ...DELETE_DEPT.parameters,
  },
  play: async ({ args, globals }) => {
    const dialog = await findOpenAlert(
      'departments.deleteDept.title',
      'departments.deleteDept.message',
      DELETED,
    );
    const cancel = within(dialog).getByRole('button', { name: labelIn('cancel', globals.locale) });
    const remove = within(dialog).getByRole('button', {
      name: messageText('departments.deleteDept.confirm'),
    });
    // Before a destructive action the safe answer has focus.
    await waitFor(() => expect(cancel).toHaveFocus());
    // Red, not the brand blue: the palette the button paints with is the red one.
    await expect(getComputedStyle(remove).getPropertyValue('--wb-colors-color-palette-solid')).toBe(
      getComputedStyle(document.documentElement).getPropertyValue('--wb-colors-red-solid'),
    );
    await pressAndSettle(remove);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});
