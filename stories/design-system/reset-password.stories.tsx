import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { holdClock } from './fixtures/clock';
import { messageText } from './fixtures/messages';
import { blurActive, findSettledDialog } from './fixtures/overlays';
import { waitForStrengthRating } from './fixtures/password-strength';
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
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
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
  await waitForStrengthRating(canvasElement);
}

export const Default = meta.story({});

/** A code was sent 18 seconds ago: the wait before another, on a held clock. */
export const CodeSent = meta.story({
  args: { codeSecondsLeft: 42 },
  beforeEach: holdClock,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /42/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

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
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^(新密码|New password)/), 'abc12345');
    await userEvent.tab();
    await waitForStrengthRating(canvasElement);
    await expect(canvas.getByLabelText(/^(新密码|New password)/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

export const PasswordWithSpace = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^(新密码|New password)/), 'Kd#2026 pass');
    await userEvent.tab();
    await waitForStrengthRating(canvasElement);
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
    blurActive();
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
    blurActive();
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
    blurActive();
  },
});

export const AsDialog = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async () => {
    const dialog = await findSettledDialog('dialog');
    await expect(dialog).toHaveAccessibleName(messageText('kdcloudPassWord.title'));
  },
});

export const DialogLongThai = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  globals: { locale: 'th_TH' },
  play: async () => {
    const element = await findSettledDialog('dialog');
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: 'ยืนยัน' }));
    await expect(dialog.getByLabelText(/รหัสยืนยัน/)).toHaveAttribute('aria-invalid', 'true');
    blurActive();
  },
});

export const DialogLongVietnamese = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  globals: { locale: 'vi_VN' },
  play: async () => {
    const element = await findSettledDialog('dialog');
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: 'Xác nhận' }));
    blurActive();
  },
});

export const DialogLongIndonesian = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  globals: { locale: 'id_ID' },
  play: async () => {
    const element = await findSettledDialog('dialog');
    const dialog = within(element);
    await userEvent.click(dialog.getByRole('button', { name: 'Konfirmasi' }));
    blurActive();
  },
});

/** Where an element is drawn; the same box before and after means nothing moved it. */
function boxOf(element: HTMLElement) {
  const { x, y, width, height } = element.getBoundingClientRect();
  return { x, y, width, height };
}

/**
 * Errors showing, then corrected: Confirm stays where it was through both, and one click on it
 * submits (docs/product.md §5). The e2e test does the same with a real pointer.
 */
export const CorrectedWithOneClick = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    const confirm = canvas.getByRole('button', { name: /^(确定|Confirm)$/ });
    const before = boxOf(confirm);
    await userEvent.click(confirm);
    await expect(canvas.getByLabelText(/确认新密码|Confirm new password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(boxOf(confirm)).toEqual(before);
    await fill(canvasElement);
    await expect(boxOf(confirm)).toEqual(before);
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    blurActive();
  },
});

/**
 * The modal with every message showing: it keeps 442 x 372, every field and Confirm in view,
 * and Confirm does not move when the messages appear.
 */
export const DialogErrorsShowing = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async () => {
    const element = await findSettledDialog('dialog');
    const dialog = within(element);
    const confirm = dialog.getByRole('button', { name: messageText('kdcloudPassWord.confirm') });
    const before = boxOf(confirm);
    await userEvent.click(confirm);
    await expect(dialog.getAllByRole('textbox')[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(boxOf(confirm)).toEqual(before);

    const box = element.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([442, 372]);
    const body = element.querySelector<HTMLElement>('.chakra-dialog__body')!;
    await expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight);
    for (const control of [...element.querySelectorAll('input'), confirm]) {
      const inner = control.getBoundingClientRect();
      await expect(inner.top).toBeGreaterThanOrEqual(box.top);
      await expect(inner.bottom).toBeLessThanOrEqual(box.bottom);
    }
    blurActive();
  },
});

/** The modal as it opens: focus in the code field, the read-only mobile neither focused nor selected. */
export const DialogOpensInCodeField = meta.story({
  render: (args) => <ResetPasswordDialog {...args} open onClose={fn()} />,
  play: async () => {
    const element = await findSettledDialog('dialog');
    const dialog = within(element);
    const [mobile, code] = dialog.getAllByRole<HTMLInputElement>('textbox');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(mobile).toHaveAttribute('readonly');
    await expect(mobile?.selectionEnd).toBe(mobile?.selectionStart);
    await expect(document.getSelection()?.toString() ?? '').toBe('');
  },
});
