import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { findSettledDialog } from './fixtures/overlays';
import { messageText } from './fixtures/messages';
import {
  WechatTwoFactorSetupDialog,
  type WechatTwoFactorSetupState,
} from '../../design-system/components/wechat-two-factor-setup';

const LINK = 'https://wx.example.com/two-factor?ticket=8F3K2Q';

const meta = preview.meta({
  title: 'Design system/WechatTwoFactorSetupDialog',
  component: WechatTwoFactorSetupDialog,
  args: {
    open: true,
    link: { status: 'ready', link: LINK } as WechatTwoFactorSetupState,
    onRefresh: fn(),
    onConfirm: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
});

const dialog = async () => {
  const element = await findSettledDialog('dialog');
  return within(element);
};

/** The link's QR code, ready to scan with WeChat. */
export const Ready = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async () => {
    await expect(
      (await dialog()).getByRole('img', { name: messageText('wechatSetup.qr') }),
    ).toBeVisible();
  },
});

/** wxTwoFactorLink on its way: nothing to confirm yet. */
export const Loading = meta.story({
  args: { link: { status: 'loading' } },
  play: async () => {
    await expect(
      (await dialog()).getByRole('button', { name: messageText('wechatSetup.confirm') }),
    ).toBeDisabled();
  },
});

/** The link could not be had: the frame offers to load it again. */
export const LinkFailed = meta.story({
  args: { link: { status: 'error' } },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: messageText('wechatSetup.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
});

/** Turning it on was refused (WeChat not bound): the message shows and the code stays. */
export const ConfirmFailed = meta.story({
  args: { onConfirm: fn(() => Promise.reject(new Error('请先绑定微信。'))) },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: messageText('wechatSetup.confirm') }));
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent('请先绑定微信。'));
    await expect(view.getByRole('img', { name: messageText('wechatSetup.qr') })).toBeVisible();
  },
});
