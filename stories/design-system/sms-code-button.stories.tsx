import { Box, Field, HStack, Input } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { useLingui } from '@lingui/react/macro';
import { visualParameters } from '../../.storybook/modes';
import { holdClock } from './fixtures/clock';
import {
  SmsCodeButton,
  type SmsCodeButtonProps,
} from '../../design-system/components/sms-code-button';

const meta = preview.meta({
  title: 'Design system/SmsCodeButton',
  component: SmsCodeButton,
  args: { onSend: fn(() => Promise.resolve()), onError: fn() },
  // A stopped clock: a countdown holds its first number, so its captures are the same on any machine.
  beforeEach: holdClock,
});

/** Nothing sent yet. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
});

/** The send is under way: the button waits and cannot send again. */
export const Sending = meta.story({
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    button.blur();
  },
});

/** A click sends once however fast it is repeated, then the wait begins. */
export const SendsOnce = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveTextContent(/60/));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    button.blur();
  },
});

/** A page reopened 18 seconds after the code was sent. */
export const CountingDown = meta.story({
  args: { initialSecondsLeft: 42 },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveTextContent(/42/);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
    button.blur();
  },
});

/** The wait is over: the code can be sent again. */
export const ReadyToResend = meta.story({
  args: { initialSecondsLeft: 0 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
});

/** The server refused: its message shows and the button can be pressed again. */
export const SendError = meta.story({
  args: { onSend: fn(() => Promise.reject(new Error('发送过于频繁，请稍后再试'))) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('发送过于频繁，请稍后再试');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleDescription('发送过于频繁，请稍后再试');
    button.blur();
  },
});

/** Sending is not possible yet, for example before a valid mobile number is entered. */
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
});

/** The code field of a form beside it, as the reset-password form lays them out. */
function CodeField(args: SmsCodeButtonProps) {
  // The form's own messages, so the field speaks the story's language as the button does.
  const { t } = useLingui();
  const sentTo = '138****5678';
  return (
    <Field.Root required maxW="dialog">
      <Field.Label>
        {t({ id: 'kdcloudPassWord.code', message: 'Verification code' })}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack align="flex-start" gap="3" w="full">
        <Input name="smsCode" inputMode="numeric" autoComplete="one-time-code" flex="1" />
        <SmsCodeButton {...args} />
      </HStack>
      <Field.HelperText>
        {t({ id: 'verificationCode.sentTo', message: `Code sent to ${sentTo}.` })}
      </Field.HelperText>
    </Field.Root>
  );
}

/** Beside the code field of a form, as the reset-password form uses it. */
export const InAField = meta.story({
  args: { initialSecondsLeft: 42 },
  render: (args) => <CodeField {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeRequired();
    await expect(canvas.getByRole('button')).toHaveTextContent(/42/);
  },
});

/** Thai: a long server message wraps under the button in a narrow column. */
export const LongThai = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    onSend: fn(() =>
      Promise.reject(
        new Error('คุณขอรหัสยืนยันบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง หรือติดต่อผู้ดูแลระบบขององค์กรของคุณ'),
      ),
    ),
  },
  render: (args) => (
    <Box maxW="xs">
      <SmsCodeButton {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/รหัสยืนยันบ่อยเกินไป/);
    button.blur();
  },
});
