import { Box } from '@chakra-ui/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { waitForSettled } from './fixtures/overlays';
import {
  ResetPasswordDialog,
  ResetPasswordForm,
} from '../../design-system/components/reset-password';

const VALID = 'Kd#2026pass';

const meta = preview.meta({
  title: 'Design system/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    mobile: '138****5678',
    onSendCode: fn(() => Promise.resolve()),
    encodePassword: fn((password: string) => Promise.resolve(`encoded:${password.length}`)),
    onSubmit: fn(() => Promise.resolve()),
    onComplete: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
});

async function fill(
  canvasElement: HTMLElement,
  { code = '246810', password = VALID, confirm = VALID } = {},
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/验证码|Verification code/), code);
  await userEvent.type(canvas.getByLabelText(/^(新密码|New password)/), password);
  await userEvent.type(canvas.getByLabelText(/确认新密码|Confirm new password/), confirm);
  await userEvent.tab();
}

export const Default = meta.story({});

export const CodeSent = meta.story({ args: { codeSecondsLeft: 42 } });

export const PasswordMismatch = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement, { confirm: 'Kd#2026pasS' });
    await expect(canvas.getByLabelText(/确认新密码|Confirm new password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

export const WeakPassword = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^(新密码|New password)/), 'abc12345');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^(新密码|New password)/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

export const PasswordWithSpace = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^(新密码|New password)/), 'Kd#2026 pass');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^(新密码|New password)/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

export const EmptySubmit = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(canvas.getByLabelText(/验证码|Verification code/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const Submitting = meta.story({
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        mobile: '138****5678',
        vCode: '246810',
        password: 'encoded:11',
      }),
    );
    await expect(args.encodePassword).toHaveBeenCalledWith(VALID);
  },
});

export const ServerError = meta.story({
  args: { onSubmit: fn(() => Promise.reject(new Error('验证码错误或已过期，请重新获取'))) },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '验证码错误或已过期，请重新获取',
    );
    // Nothing the person typed is lost.
    await expect(canvas.getByLabelText(/验证码|Verification code/)).toHaveValue('246810');
    await expect(canvas.getByLabelText(/^(新密码|New password)/)).toHaveValue(VALID);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const Success = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(
      await canvas.findByText(/密码修改成功|Your password has been changed/),
    ).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const AsDialog = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  parameters: { visual: { allLocales: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitForSettled(dialog);
    await expect(dialog).toHaveAccessibleName(/重置密码|Reset password/);
  },
});

export const DialogLongThai = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  globals: { locale: 'th_TH' },
  play: async () => {
    const element = await screen.findByRole('dialog');
    await waitForSettled(element);
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await expect(dialog.getByLabelText(/รหัสยืนยัน/)).toHaveAttribute('aria-invalid', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const DialogLongVietnamese = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  globals: { locale: 'vi_VN' },
  play: async () => {
    const element = await screen.findByRole('dialog');
    await waitForSettled(element);
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: 'Xác nhận' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const DialogLongIndonesian = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  globals: { locale: 'id_ID' },
  play: async () => {
    const element = await screen.findByRole('dialog');
    await waitForSettled(element);
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: 'Konfirmasi' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});
