import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FindPasswordAccountForm } from '../../../../../design-system/components/find-password-account-form';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

function setup(overrides: Partial<Parameters<typeof FindPasswordAccountForm>[0]> = {}) {
  const props = { onSubmit: vi.fn(() => Promise.resolve()), ...overrides };
  renderWithProviders(<FindPasswordAccountForm {...props} />);
  return props;
}

const field = () => screen.getByLabelText(/^Account/);
const next = () => screen.getByRole('button', { name: 'Next' });

describe('FindPasswordAccountForm', () => {
  it('should start with the account it is given, and let it be changed', async () => {
    const user = userEvent.setup();
    setup({ defaultAccount: '13700000014' });
    expect(field()).toHaveValue('13700000014');
    await user.clear(field());
    await user.type(field(), 'zhangwei');
    expect(field()).toHaveValue('zhangwei');
  });

  it('should refuse an empty account, say why and focus the field', async () => {
    const user = userEvent.setup();
    const props = setup({ defaultAccount: '   ' });
    await user.click(next());
    expect(screen.getByText('Enter your mobile number or user name')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should submit the trimmed account on Enter', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.type(field(), ' lina {Enter}');
    expect(props.onSubmit).toHaveBeenCalledWith('lina');
  });

  it('should be busy while the lookup runs, and ignore a second submit', async () => {
    const user = userEvent.setup();
    const props = setup({
      defaultAccount: 'lina',
      onSubmit: vi.fn(() => new Promise<void>(() => undefined)),
    });
    await user.click(next());
    await waitFor(() => expect(screen.getByRole('button')).toBeDisabled());
    await user.type(field(), '{Enter}');
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('should show why the lookup failed and keep the account typed', async () => {
    const user = userEvent.setup();
    setup({ onSubmit: vi.fn(() => Promise.reject(new Error('No account has this name.'))) });
    await user.type(field(), 'nobody{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account has this name.');
    expect(field()).toHaveValue('nobody');
    expect(next()).toBeEnabled();
  });

  it('should fall back to its own words when the failure has none', async () => {
    const user = userEvent.setup();
    setup({ defaultAccount: 'lina', onSubmit: vi.fn(() => Promise.reject(new Error(''))) });
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account could not be looked up. Try again.',
    );
  });
});

describe('FindPasswordAccountForm, two clicks in one task', () => {
  it('should look the account up once', () => {
    const props = setup({
      defaultAccount: 'lina',
      onSubmit: vi.fn(() => new Promise<void>(() => undefined)),
    });
    clickTwiceInOneTask(next());
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });
});
