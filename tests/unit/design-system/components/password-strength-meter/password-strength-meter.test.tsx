import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PasswordStrengthMeter,
  type PasswordStrengthEstimator,
} from '../../../../../design-system/components/password-strength-meter';
import { renderWithProviders } from '../../../helpers/render';

const never = () => new Promise<PasswordStrengthEstimator>(() => undefined);

describe('PasswordStrengthMeter', () => {
  it('should keep its place, empty, while the password is empty', () => {
    const { container } = renderWithProviders(<PasswordStrengthMeter password="" />);
    expect(container.querySelector('[data-password-strength]')).toHaveAttribute(
      'data-password-strength',
      'empty',
    );
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('should load the estimator once it mounts, and rate and advise in words', async () => {
    renderWithProviders(<PasswordStrengthMeter password="Password1!" />);
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(
      screen.getByText('Weak · This is close to a commonly used password.'),
    ).toBeInTheDocument();
  });

  it('should pass the account to the estimator', async () => {
    const estimate = vi.fn<PasswordStrengthEstimator>(() => ({
      score: 1,
      warning: 'userInputs',
      suggestions: [],
    }));
    const userInputs = ['zhangwei'];
    renderWithProviders(
      <PasswordStrengthMeter
        password="zhangwei!1"
        userInputs={userInputs}
        load={() => Promise.resolve(estimate)}
      />,
    );
    expect(
      await screen.findByText('Weak · Leave out your account name and mobile number.'),
    ).toBeInTheDocument();
    expect(estimate).toHaveBeenCalledWith('zhangwei!1', userInputs);
  });

  it('should advise with the first suggestion when there is no warning', async () => {
    renderWithProviders(
      <PasswordStrengthMeter
        password="Kd#2026Pass"
        load={() =>
          Promise.resolve(() => ({
            score: 2,
            warning: undefined,
            suggestions: ['capitalization', 'anotherWord'],
          }))
        }
      />,
    );
    expect(await screen.findByRole('meter')).toHaveAttribute('aria-valuetext', 'Fair');
    expect(screen.getByText('Fair · Capitalise more than the first letter.')).toBeInTheDocument();
  });

  it('should say it is checking while the estimator loads', () => {
    renderWithProviders(<PasswordStrengthMeter password="abc" load={never} />);
    expect(screen.getByText('Checking strength…')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('should say the check is not available when the estimator fails to load', async () => {
    renderWithProviders(
      <PasswordStrengthMeter password="abc" load={() => Promise.reject(new Error('offline'))} />,
    );
    expect(await screen.findByText('The strength check is not available now.')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
