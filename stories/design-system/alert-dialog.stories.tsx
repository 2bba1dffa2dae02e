import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { AlertDialog } from '../../design-system/components/app-dialog';
import { findSettledDialog, labelIn } from './fixtures/overlays';

/**
 * The login errors of docs/product.md §8 that stop the user are alerts with one button. The workbench
 * decides their text; these stories pass the copy it is expected to use.
 */
const meta = preview.meta({
  title: 'Design system/AlertDialog',
  component: AlertDialog,
  args: {
    title: '登录已失效',
    message: '您已在其他设备登录，当前会话已失效，请重新登录。',
    open: true,
    onAcknowledge: fn(),
    onOpenChange: fn(),
  },
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
});

/** Finds the alert, checks its name, description and single button, and presses it. */
async function acknowledge(
  { title, message }: { title: string; message: string },
  buttonName: string | RegExp,
) {
  const dialog = await findSettledDialog('alertdialog', { name: title });
  await expect(dialog).toHaveAccessibleDescription(message);
  const buttons = within(dialog).getAllByRole('button');
  await expect(buttons).toHaveLength(1);
  const [button] = buttons;
  await expect(button).toHaveAccessibleName(buttonName);
  await waitFor(() => expect(button).toHaveFocus());
  await userEvent.click(button!);
}

export const Default = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ args, globals }) => {
    await acknowledge(
      { title: '登录已失效', message: args.message as string },
      labelIn('acknowledge', globals.locale),
    );
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: false });
  },
});

/** 5002012201: the password was reset; the button leads to find-password. */
export const ResetPasswordRequired = meta.story({
  args: {
    title: '密码已被重置',
    message: '管理员已重置您的登录密码。为保障账号安全，请通过“找回密码”设置新密码后再登录。',
    acknowledgeLabel: '去找回密码',
  },
  play: async ({ args }) => {
    await acknowledge({ title: '密码已被重置', message: args.message as string }, '去找回密码');
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
});

/** 5002012902: the account must change its password before it may sign in. */
export const ChangePasswordRequired = meta.story({
  args: {
    title: '请修改初始密码',
    message: '您正在使用初始密码登录。为保障账号安全，请先修改密码，再使用新密码登录。',
    acknowledgeLabel: '去修改密码',
  },
  play: async ({ args }) => {
    await acknowledge({ title: '请修改初始密码', message: args.message as string }, '去修改密码');
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
});

/** 5002012047: the password expired; the message is the server's description. */
export const PasswordExpired = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  args: {
    title: '密码已过期',
    message: '您的密码已超过 90 天未修改，已过期失效。请修改密码后重新登录。',
    acknowledgeLabel: '修改密码',
  },
  play: async ({ args }) => {
    await acknowledge({ title: '密码已过期', message: args.message as string }, '修改密码');
    await expect(args.onAcknowledge).toHaveBeenCalledTimes(1);
  },
});
