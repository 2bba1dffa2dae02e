import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { VerificationCodeForm } from '../../design-system/components/verification-code-form';
import { blurActive } from './fixtures/overlays';
import { holdClock } from './fixtures/clock';

const CODE = /^(验证码|Verification code)/;
const VERIFY = /^(验证|Verify)$/;
const TRUST = /信任此浏览器|Trust this browser/;

const meta = preview.meta({
  title: 'Design system/VerificationCodeForm',
  component: VerificationCodeForm,
  args: {
    onSendCode: fn(() => Promise.resolve()),
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

/** Nothing sent yet: where the code will go, the field, the send button, Verify. */
export const Sms = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getByRole('textbox')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
});

/** The code goes to the account's e-mail address. */
export const Email = meta.story({
  args: { channel: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/邮箱|e-mail address/)).toBeVisible();
  },
});

/** A code was sent: the masked place it went, and the wait before another. */
export const CodeSent = meta.story({
  args: { sentTo: '137****0028', codeSecondsLeft: 42 },
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/137\*\*\*\*0028/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /42/ })).toBeVisible();
  },
});

/** "Trust this browser", offered by the two-factor step, travels with the code. */
export const TrustThisBrowser = meta.story({
  args: { sentTo: 'u***@example.com', channel: 'email', trustDeviceOption: true },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.click(canvas.getByRole('checkbox', { name: TRUST }));
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ vCode: '246810', trustDevice: true }),
    );
    blurActive();
  },
});

/** Verify with no code: the field says so and takes the focus. */
export const EmptySubmit = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    const field = canvas.getByLabelText(CODE);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    field.blur();
  },
});

/** Verifying: the button is busy. */
export const Submitting = meta.story({
  args: { sentTo: '137****0028', onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /验证中|Verifying/ })).toHaveAttribute(
        'data-loading',
      ),
    );
    blurActive();
  },
});

/** A wrong code: the server's message, and the code kept as typed. */
export const WrongCode = meta.story({
  args: {
    sentTo: '137****0028',
    onSubmit: fn(() => Promise.reject(new Error('验证码错误，请重新输入'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(CODE), '135790');
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    await expect(canvas.getByLabelText(CODE)).toHaveValue('135790');
    blurActive();
  },
});

/** The code could not be sent: the send button says why. */
export const SendFailed = meta.story({
  args: { onSendCode: fn(() => Promise.reject(new Error('验证已结束，请重新登录。'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(获取验证码|Send code)$/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证已结束，请重新登录。');
    blurActive();
  },
});
