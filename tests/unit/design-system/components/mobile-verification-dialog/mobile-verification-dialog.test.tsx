import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobileVerificationDialog } from '../../../../../design-system/components/mobile-verification-dialog';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

const base = {
  open: true,
  title: 'Delete company',
  maskedMobile: '138****5678',
  onSendCode: vi.fn(() => Promise.resolve()),
  onClose: vi.fn(),
};

describe('MobileVerificationDialog', () => {
  it('should name the dialog after the action and show the masked mobile', async () => {
    renderWithProviders(<MobileVerificationDialog {...base} onConfirm={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Delete company' })).toBeInTheDocument();
    expect(screen.getByText(/138\*\*\*\*5678/)).toBeInTheDocument();
  });

  it('should not end its sentence in nothing while the mobile is still being read', async () => {
    renderWithProviders(<MobileVerificationDialog {...base} maskedMobile="" onConfirm={vi.fn()} />);
    expect(
      await screen.findByText('A code will be sent to the mobile of your account'),
    ).toBeInTheDocument();
  });

  it('should require a code before confirming', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithProviders(<MobileVerificationDialog {...base} onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should confirm with the trimmed code and keep it when refused', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('Wrong code')));
    renderWithProviders(<MobileVerificationDialog {...base} onConfirm={onConfirm} />);
    await userEvent.type(await screen.findByLabelText(/Verification code/), ' 135790 ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({ vCode: '135790' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong code'));
    expect(screen.getByLabelText(/Verification code/)).toHaveValue(' 135790 ');
  });

  it('should open the verified flow in a new tab and confirm only after it was opened', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <MobileVerificationDialog
        {...base}
        variant="verifiedFlow"
        verifiedFlowUrl="https://account.example.com/verify"
        onConfirm={onConfirm}
      />,
    );
    const link = await screen.findByRole('link', { name: /verification page/ });
    expect(link).toHaveAttribute('href', 'https://account.example.com/verify');
    expect(link).toHaveAttribute('target', '_blank');
    const done = screen.getByRole('button', { name: 'I have verified' });
    expect(done).toBeDisabled();
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(done).toBeEnabled();
    await userEvent.click(done);
    expect(onConfirm).toHaveBeenCalledWith({});
  });

  it('should confirm once for two clicks in one task', async () => {
    const onConfirm = vi.fn(() => new Promise<void>(() => {}));
    renderWithProviders(<MobileVerificationDialog {...base} onConfirm={onConfirm} />);
    await userEvent.type(await screen.findByLabelText(/Verification code/), '135790');
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('should confirm on Enter in the code field', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithProviders(<MobileVerificationDialog {...base} onConfirm={onConfirm} />);
    await userEvent.type(await screen.findByLabelText(/Verification code/), '135790{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({ vCode: '135790' });
  });
});
