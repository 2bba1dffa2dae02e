import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerificationCodeForm } from '../../../../../design-system/components/verification-code-form';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

function setup(overrides: Partial<Parameters<typeof VerificationCodeForm>[0]> = {}) {
  const props = {
    onSendCode: vi.fn(() => Promise.resolve()),
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  renderWithProviders(<VerificationCodeForm {...props} />);
  return props;
}

const code = () => screen.getByLabelText(/^Verification code/);
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('VerificationCodeForm', () => {
  it('should say a code goes to the mobile until one is sent, then where it went', () => {
    setup();
    expect(screen.getByText(/by SMS to the mobile number/)).toBeInTheDocument();
    setup({ sentTo: '137****0028' });
    expect(screen.getByText('Code sent to 137****0028.')).toBeInTheDocument();
  });

  it('should say the code goes to the e-mail address for the e-mail channel', () => {
    setup({ channel: 'email' });
    expect(screen.getByText(/e-mail address of your account/)).toBeInTheDocument();
  });

  it('should send a code from the send button', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(props.onSendCode).toHaveBeenCalledTimes(1);
  });

  it('should require the code and focus it on submit', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(verify());
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(code()).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should submit the trimmed code on Enter, with trustDevice false when not offered', async () => {
    const user = userEvent.setup();
    const props = setup();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(code(), ' 246810 {Enter}');
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({ vCode: '246810', trustDevice: false }),
    );
  });

  it('should carry "trust this browser" when offered and ticked', async () => {
    const user = userEvent.setup();
    const props = setup({ trustDeviceOption: true });
    await user.type(code(), '246810');
    await user.click(screen.getByRole('checkbox', { name: /Trust this browser/ }));
    await user.click(verify());
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({ vCode: '246810', trustDevice: true }),
    );
  });

  it('should show a refused code with its message and keep the code', async () => {
    const user = userEvent.setup();
    setup({ onSubmit: vi.fn(() => Promise.reject(new Error('The verification code is wrong.'))) });
    await user.type(code(), '135790');
    await user.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(code()).toHaveValue('135790');
    expect(verify()).toBeEnabled();
  });

  it('should fall back to its own message when a refusal has none', async () => {
    const user = userEvent.setup();
    setup({ onSubmit: vi.fn(() => Promise.reject(new Error(''))) });
    await user.type(code(), '135790');
    await user.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code was not accepted. Try again.',
    );
  });

  it('should submit once while verifying', async () => {
    const user = userEvent.setup();
    const props = setup({ onSubmit: vi.fn(() => new Promise<void>(() => undefined)) });
    await user.type(code(), '246810');
    await user.click(verify());
    await user.type(code(), '{Enter}');
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should take the submit label it is given', () => {
    setup({ submitLabel: 'Sign in' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('VerificationCodeForm, two clicks in one task', () => {
  it('should verify once', async () => {
    const user = userEvent.setup();
    const props = setup({ onSubmit: vi.fn(() => new Promise<void>(() => undefined)) });
    await user.type(code(), '246810');
    clickTwiceInOneTask(verify());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });
});
