import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { AlertDialog } from '../../design-system/components/app-dialog';
import { messageText, productCopy } from './fixtures/messages';
import { findSettledDialog, labelIn } from './fixtures/overlays';

/**
 * The login errors of docs/product.md §8 that stop the user are alerts with one button. The workbench
 * decides their text; these stories show the copy it uses (workbench/routes/layout/api-notice-dialog),
 * in the story's language.
 */
const CHANGE_PASSWORD = productCopy({
  title: { id: 'apiNotice.changePassword.title', text: '修改密码' },
  message: { id: 'apiNotice.changePassword.message', text: '您需要先修改密码才能继续。' },
});

const RESET_PASSWORD = productCopy({
  title: { id: 'apiNotice.resetPassword.title', text: '重置密码' },
  message: { id: 'apiNotice.resetPassword.message', text: '您需要先重置密码才能登录。' },
  acknowledgeLabel: { id: 'apiNotice.resetPassword.go', text: '去找回密码' },
});

const PASSWORD_EXPIRED = productCopy({
  title: { id: 'apiNotice.passwordExpired.title', text: '密码已过期' },
  message: { id: 'apiNotice.passwordExpired.message', text: '您的密码已过期，请修改后登录。' },
});

const meta = preview.meta({
  title: 'Design system/AlertDialog',
  component: AlertDialog,
  args: {
    ...CHANGE_PASSWORD.args,
    open: true,
    onAcknowledge: fn(),
    onOpenChange: fn(),
  },
  parameters: {
    // An open modal drawn inline would cover the docs page: each story gets a frame.
    docs: { story: { inline: false, height: '320px' } },
    ...CHANGE_PASSWORD.parameters,
  },
});

/** Finds the alert by its title's and message's ids, checks its single button, and presses it. */
async function acknowledge(
  { title, message }: { title: string; message: string },
  buttonName: string | RegExp,
) {
  const dialog = await findSettledDialog('alertdialog', { name: messageText(title) });
  await expect(dialog).toHaveAccessibleDescription(messageText(message));
  const buttons = within(dialog).getAllByRole('button');
  await expect(buttons).toHaveLength(1);
  const [button] = buttons;
  await expect(button).toHaveAccessibleName(buttonName);
  await waitFor(() => expect(button).toHaveFocus());
  await userEvent.click(button!);
}

/** 5002012902: the account must change its password before it goes on; the button only closes. */
export const Default = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ args, globals }) => {
    await acknowledge(
      { title: 'apiNotice.changePassword.title', message: 'apiNotice.changePassword.message' },
      labelIn('acknowledge', globals.locale),
    );
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
});

/** 5002012201: the password was reset; the button leads to find-password. */
export const ResetPasswordRequired = meta.story({
  args: RESET_PASSWORD.args,
  parameters: RESET_PASSWORD.parameters,
  play: async ({ args }) => {
    await acknowledge(
      { title: 'apiNotice.resetPassword.title', message: 'apiNotice.resetPassword.message' },
      messageText('apiNotice.resetPassword.go'),
    );
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
});

/** 5002012047: the password expired; the workbench's own message stands when the server sends none. */
export const PasswordExpired = meta.story({
  parameters: { ...visualParameters({ allLocales: true }), ...PASSWORD_EXPIRED.parameters },
  args: PASSWORD_EXPIRED.args,
  play: async ({ args, globals }) => {
    await acknowledge(
      { title: 'apiNotice.passwordExpired.title', message: 'apiNotice.passwordExpired.message' },
      labelIn('acknowledge', globals.locale),
    );
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
});
