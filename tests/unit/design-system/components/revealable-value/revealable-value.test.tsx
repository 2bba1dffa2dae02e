import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RevealableValue } from '../../../../../design-system/components/revealable-value';
import { renderWithProviders } from '../../../helpers/render';

const MASKED = '138****8000';

function renderValue(onReveal: () => Promise<string>) {
  renderWithProviders(
    <RevealableValue masked={MASKED} showLabel="Show" hideLabel="Hide" onReveal={onReveal} />,
  );
  return userEvent.setup();
}

describe('RevealableValue', () => {
  it('should show the whole value as text, then forget it once hidden', async () => {
    const onReveal = vi.fn(() => Promise.resolve('<b>13800138000</b>'));
    const user = renderValue(onReveal);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('<b>13800138000</b>')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByText(MASKED)).toBeVisible();
    expect(screen.queryByText('<b>13800138000</b>')).toBeNull();
    // Shown again, it is asked for again: nothing kept it.
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('button', { name: 'Hide' });
    expect(onReveal).toHaveBeenCalledTimes(2);
  });

  it('should keep the masked value and say so when the value cannot be had', async () => {
    const user = renderValue(() => Promise.reject(new Error('refused')));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByText(MASKED)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });
});
