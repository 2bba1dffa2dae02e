import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BindMobileForm } from '../../../../../design-system/components/bind-mobile-form';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

function setup(overrides: Partial<Parameters<typeof BindMobileForm>[0]> = {}) {
  const props = {
    onSendCode: vi.fn((_mobile: string) => Promise.resolve()),
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  renderWithProviders(<BindMobileForm {...props} />);
  return props;
}

const mobile = () => screen.getByLabelText(/^Mobile number/);
const code = () => screen.getByLabelText(/^Verification code/);
const send = () => screen.getByRole('button', { name: 'Send code' });
const bind = () => screen.getByRole('button', { name: 'Bind mobile' });

describe('BindMobileForm', () => {
  it('should check the mobile rule on blur', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(mobile(), '1380013');
    await user.tab();
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(mobile()).toHaveAttribute('aria-invalid', 'true');
  });

  it('should clear the mobile error once the number is changed', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(mobile(), '1380013');
    await user.tab();
    await user.type(mobile(), '8000');
    expect(mobile()).not.toHaveAttribute('aria-invalid');
  });

  it('should take an international number', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(mobile(), '852-61234567');
    await user.tab();
    expect(mobile()).not.toHaveAttribute('aria-invalid');
    expect(send()).toBeEnabled();
  });

  it('should offer to send a code only to a valid number, and send it there trimmed', async () => {
    const user = userEvent.setup();
    const props = setup();
    expect(send()).toBeDisabled();
    await user.type(mobile(), ' 13600001234 ');
    expect(send()).toBeEnabled();
    await user.click(send());
    expect(props.onSendCode).toHaveBeenCalledWith('13600001234');
  });

  it('should let a corrected number have its code at once', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.type(mobile(), '13600001234');
    await user.click(send());
    await screen.findByRole('button', { name: /Resend in/ });
    await user.clear(mobile());
    await user.type(mobile(), '13600004321');
    await user.click(send());
    expect(props.onSendCode).toHaveBeenLastCalledWith('13600004321');
  });

  it('should check both fields on submit and focus the first invalid one', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(bind());
    expect(screen.getByText('Enter a mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(mobile()).toHaveFocus();
    await user.type(mobile(), '13600001234');
    await user.click(bind());
    expect(code()).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should submit the trimmed mobile and code on Enter', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.type(mobile(), ' 13600001234 ');
    await user.type(code(), ' 246810 {Enter}');
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({ mobile: '13600001234', vCode: '246810' }),
    );
  });

  it('should show a refusal with its message and keep both fields', async () => {
    const user = userEvent.setup();
    setup({
      onSubmit: vi.fn(() =>
        Promise.reject(new Error('This mobile is already bound to another account.')),
      ),
    });
    await user.type(mobile(), '13800138000');
    await user.type(code(), '246810');
    await user.click(bind());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mobile is already bound to another account.',
    );
    expect(mobile()).toHaveValue('13800138000');
    expect(code()).toHaveValue('246810');
  });

  it('should take the submit label it is given', () => {
    setup({ submitLabel: 'Bind and sign in' });
    expect(screen.getByRole('button', { name: 'Bind and sign in' })).toBeInTheDocument();
  });
});

describe('BindMobileForm, two clicks in one task', () => {
  it('should bind once', async () => {
    const user = userEvent.setup();
    const props = setup({ onSubmit: vi.fn(() => new Promise<void>(() => undefined)) });
    await user.type(mobile(), '13600001234');
    await user.type(code(), '246810');
    clickTwiceInOneTask(bind());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });
});
