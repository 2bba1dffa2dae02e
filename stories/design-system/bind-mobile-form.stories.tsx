import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { BindMobileForm } from '../../design-system/components/bind-mobile-form';
import { blurActive } from './fixtures/overlays';
import { holdClock } from './fixtures/clock';

const MOBILE = /^(手机号|Mobile number)/;
const CODE = /^(验证码|Verification code)/;
const SEND = /^(获取验证码|Send code)$/;
const BIND = /^(绑定手机号|Bind mobile)$/;

const meta = preview.meta({
  title: 'Design system/BindMobileForm',
  component: BindMobileForm,
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

/** Empty: a code can be sent once the mobile is a valid number. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    const [mobile] = canvas.getAllByRole('textbox');
    await expect(mobile).toHaveAttribute('type', 'tel');
    const [send] = canvas.getAllByRole('button');
    await expect(send).toBeDisabled();
  },
});

/** A number the mobile rule refuses, said on blur. */
export const InvalidMobile = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), '1380013');
    await userEvent.tab();
    await expect(canvas.getByLabelText(MOBILE)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/请输入正确的手机号|Enter a valid mobile number/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: SEND })).toBeDisabled();
    blurActive();
  },
});

/** A valid number: the code goes to it, and the wait before another begins. */
export const CodeSent = meta.story({
  beforeEach: holdClock,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), '13600001234');
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('13600001234'));
    await expect(await canvas.findByRole('button', { name: /60/ })).toBeVisible();
    blurActive();
  },
});

/** Bind with nothing typed: both fields say so, the first takes the focus. */
export const EmptySubmit = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: BIND }));
    await expect(canvas.getByLabelText(MOBILE)).toHaveFocus();
    await expect(canvas.getByLabelText(MOBILE)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(CODE)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurActive();
  },
});

/** Binding: the button is busy. */
export const Submitting = meta.story({
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), ' 13600001234 ');
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ mobile: '13600001234', vCode: '246810' }),
    );
    await expect(canvas.getByRole('button', { name: /绑定中|Binding/ })).toHaveAttribute(
      'data-loading',
    );
    blurActive();
  },
});

/** Refused: the server's message, every field kept as typed. */
export const MobileTaken = meta.story({
  args: { onSubmit: fn(() => Promise.reject(new Error('该手机号已绑定其他账号。'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(MOBILE), '13800138000');
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.click(canvas.getByRole('button', { name: BIND }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该手机号已绑定其他账号。');
    await expect(canvas.getByLabelText(MOBILE)).toHaveValue('13800138000');
    await expect(canvas.getByLabelText(CODE)).toHaveValue('246810');
    blurActive();
  },
});
