import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordForm } from '../../../../../design-system/components/reset-password';
import { SUCCESS_MESSAGE_MS } from '../../../../../shared/constants';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

const VALID = 'Kd#2026pass';

function setup(overrides: Partial<Parameters<typeof ResetPasswordForm>[0]> = {}) {
  const props = {
    mobile: '138****5678',
    onSendCode: vi.fn(() => Promise.resolve()),
    encodePassword: vi.fn((password: string) => Promise.resolve(`enc(${password})`)),
    onSubmit: vi.fn(() => Promise.resolve()),
    onComplete: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<ResetPasswordForm {...props} />);
  return props;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { password = VALID, confirm = VALID } = {},
) {
  await user.type(screen.getByLabelText(/Verification code/), ' 246810 ');
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.tab();
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

describe('ResetPasswordForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should show the mobile read-only', () => {
    setup();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('138****5678');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
  });

  it('should check the password on blur and show the symbol set in the hint', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByText(/!"#\$%&/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'onlyletters');
    await user.tab();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('should refuse a confirmation that differs', async () => {
    const user = userEvent.setup();
    const props = setup();
    await fill(user, { confirm: 'Kd#2026pasS' });
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    await user.click(confirmButton());
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should require the code and focus the first invalid field on submit', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(confirmButton());
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should drop a message as the corrected value is typed, before the field is left', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(confirmButton());
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '2');
    expect(screen.queryByText('Enter the verification code')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toHaveFocus();
  });

  it('should check a shown mismatch again as the new password changes', async () => {
    const user = userEvent.setup();
    setup();
    await fill(user, { password: 'Kd#2026pas', confirm: VALID });
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 's');
    expect(screen.queryByText('The two passwords do not match')).not.toBeInTheDocument();
  });

  it('should not show a message while typing into a field that has none', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    expect(screen.getByLabelText(/^New password/)).not.toHaveAttribute('aria-invalid');
  });

  it('should say nothing when the empty code field is left for its Send code button', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByLabelText(/Verification code/));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.queryByText('Enter the verification code')).not.toBeInTheDocument();
  });

  it('should mark the code field as where a dialog starts its focus', () => {
    setup();
    expect(screen.getByLabelText(/Verification code/)).toHaveAttribute('data-autofocus');
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('data-autofocus');
  });

  it('should send the trimmed code and only the encoded password', async () => {
    const user = userEvent.setup();
    const props = setup();
    await fill(user);
    await user.click(confirmButton());
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({
        mobile: '138****5678',
        vCode: '246810',
        password: `enc(${VALID})`,
      }),
    );
    expect(props.encodePassword).toHaveBeenCalledWith(VALID);
  });

  it('should rate the new password as typed but let the rule alone decide', async () => {
    const user = userEvent.setup();
    const props = setup({ account: 'zhangwei' });
    await fill(user, { password: 'Password1!', confirm: 'Password1!' });
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    // The rule kept, the field's helper line gives the advice in the rule's place.
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Weak · This is close to a commonly used password.',
    );
    await user.click(confirmButton());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'zhangwei#2026');
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        /Leave out your account name and mobile number\./,
      ),
    );
  });

  it('should refuse a password the meter calls very strong when it breaks the rule', async () => {
    const user = userEvent.setup();
    const props = setup();
    await fill(user, { password: 'correct horse battery staple', confirm: 'x' });
    expect(await screen.findByRole('meter')).toHaveAttribute('aria-valuetext', 'Very strong');
    await user.click(confirmButton());
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should keep every field and show the server message when the reset is refused', async () => {
    const user = userEvent.setup();
    setup({ onSubmit: vi.fn(() => Promise.reject(new Error('Code expired'))) });
    await fill(user);
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Code expired');
    expect(screen.getByLabelText(/Verification code/)).toHaveValue(' 246810 ');
    expect(screen.getByLabelText(/^New password/)).toHaveValue(VALID);
    expect(screen.getByLabelText(/Confirm new password/)).toHaveValue(VALID);
    expect(confirmButton()).toBeEnabled();
  });

  it('should submit once for two clicks in one task', async () => {
    const user = userEvent.setup();
    const props = setup({ onSubmit: vi.fn(() => new Promise<void>(() => {})) });
    await fill(user);
    clickTwiceInOneTask(confirmButton());
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(props.encodePassword).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should submit on Enter in a field', async () => {
    const user = userEvent.setup();
    const props = setup();
    await fill(user);
    await user.type(screen.getByLabelText(/Confirm new password/), '{Enter}');
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
  });

  it('should show the success message for 3 s, then complete once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const props = setup();
    await fill(user);
    await user.click(confirmButton());
    expect(await screen.findByText('Your password has been changed')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(SUCCESS_MESSAGE_MS - 100);
    });
    expect(props.onComplete).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(props.onComplete).toHaveBeenCalledTimes(1);
  });
});
