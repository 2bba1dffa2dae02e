import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegisterAccountForm } from '../../../../../design-system/components/register-account-form';
import { renderWithProviders } from '../../../helpers/render';

function setup(overrides: Partial<Parameters<typeof RegisterAccountForm>[0]> = {}) {
  const props = {
    onSendCode: vi.fn((_mobile: string) => Promise.resolve()),
    encodePassword: vi.fn((password: string) => Promise.resolve(`encoded:${password}`)),
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  renderWithProviders(<RegisterAccountForm {...props} />);
  return props;
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const register = () => screen.getByRole('button', { name: 'Register and sign in' });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { password = 'Renewed#2026', confirm = password }: { password?: string; confirm?: string } = {},
) {
  await user.type(field(/^Mobile number/), '13600001234');
  await user.type(field(/^Verification code/), '246810');
  await user.type(field(/^Password/), password);
  await user.type(field(/^Confirm password/), confirm);
}

describe('RegisterAccountForm', () => {
  it('should send the code to the valid mobile typed, and only then', async () => {
    const user = userEvent.setup();
    const props = setup();
    const send = () => screen.getByRole('button', { name: 'Send code' });
    expect(send()).toBeDisabled();
    await user.type(field(/^Mobile number/), ' 13600001234 ');
    await user.click(send());
    expect(props.onSendCode).toHaveBeenCalledWith('13600001234');
  });

  it('should hold a password that breaks the rule, with its message', async () => {
    const user = userEvent.setup();
    const props = setup({ showAgreement: false });
    await fill(user, { password: 'short1!' });
    await user.click(register());
    expect(field(/^Password/)).toHaveFocus();
    expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should hold passwords that differ', async () => {
    const user = userEvent.setup();
    const props = setup({ showAgreement: false });
    await fill(user, { confirm: 'Renewed#2027' });
    await user.click(register());
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should ask for the agreement before anything is sent', async () => {
    const user = userEvent.setup();
    const props = setup();
    await fill(user);
    await user.click(register());
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(register());
    await waitFor(() =>
      expect(props.onSubmit).toHaveBeenCalledWith({
        mobile: '13600001234',
        vCode: '246810',
        password: 'encoded:Renewed#2026',
      }),
    );
  });

  it("should show the server's refusal and keep every field", async () => {
    const user = userEvent.setup();
    setup({
      showAgreement: false,
      onSubmit: () => Promise.reject(new Error('The verification code is wrong.')),
    });
    await fill(user);
    await user.click(register());
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(field(/^Mobile number/)).toHaveValue('13600001234');
    expect(field(/^Verification code/)).toHaveValue('246810');
    expect(field(/^Password/)).toHaveValue('Renewed#2026');
  });
});
