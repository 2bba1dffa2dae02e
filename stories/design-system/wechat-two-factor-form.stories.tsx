import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { WechatTwoFactorForm } from '../../design-system/components/wechat-two-factor-form';
import { blurActive } from './fixtures/overlays';

/** A fixed link, so every screenshot draws the same modules. */
const LINK = 'https://wechat.example.com/two-factor?wbCode=wb-20250821-0001';
const WX_CODE = /^(微信验证码|WeChat verification code)/;
const VERIFY = /^(验证|Verify)$/;

const meta = preview.meta({
  title: 'Design system/WechatTwoFactorForm',
  component: WechatTwoFactorForm,
  args: {
    link: LINK,
    state: 'waiting' as const,
    onRefresh: fn(),
    onSubmit: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
});

/** The QR code of the link waits for WeChat to scan it; a new one is at hand. */
export const Waiting = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ args, canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getByRole('img')).toHaveAccessibleName();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    const refresh = canvas.getByRole('button');
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    refresh.blur();
  },
});

/** The link is being fetched. */
export const Loading = meta.story({
  args: { state: 'loading', link: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

/** WeChat has scanned it: the code WeChat shows is typed here. */
export const Scanned = meta.story({
  args: { state: 'scanned' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/已扫描|Scanned/);
    await userEvent.type(canvas.getByLabelText(WX_CODE), '246810');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ wxCode: '246810' }));
    blurActive();
  },
});

/** Verify with no code: the field says so and takes the focus. */
export const EmptySubmit = meta.story({
  args: { state: 'scanned' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    const field = canvas.getByLabelText(WX_CODE);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    field.blur();
  },
});

/** A wrong code: the server's message, the code kept as typed. */
export const WrongCode = meta.story({
  args: {
    state: 'scanned',
    onSubmit: fn(() => Promise.reject(new Error('微信验证码错误。'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(WX_CODE), '135790');
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('微信验证码错误。');
    await expect(canvas.getByLabelText(WX_CODE)).toHaveValue('135790');
    blurActive();
  },
});

/** The link could not be had: why, and Refresh. */
export const LinkFailed = meta.story({
  args: { state: 'error', link: undefined, errorMessage: '网络连接失败，请稍后重试。' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('网络连接失败，请稍后重试。');
    const refresh = canvas.getByRole('button', { name: /^(刷新|Refresh)$/ });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    refresh.blur();
  },
});
