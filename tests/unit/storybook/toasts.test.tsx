import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toaster } from '../../../design-system/components/toaster';
import { holdToastsAsTheyOpen } from '../../../stories/design-system/fixtures/toasts';
import { renderWithProviders } from '../helpers/render';

const SHORT_MS = 50;

function show(description: string) {
  return toaster.create({ type: 'success', description, duration: SHORT_MS });
}

const rootOf = async (description: string) =>
  (await screen.findByText(description)).closest('[data-part="root"]')!;

describe('holdToastsAsTheyOpen', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    release = undefined;
    toaster.remove();
  });

  it('stops a new message’s timer once it is on the page, and it outlasts one not held', async () => {
    renderWithProviders(<AppToaster />);
    release = holdToastsAsTheyOpen();
    const held = show('Held');
    const root = await rootOf('Held');
    await waitFor(() => expect(root).toHaveAttribute('data-paused'));
    release();
    release = undefined;
    // Shown later with the same time to live, a free message must go first.
    const free = show('Free');
    expect(await rootOf('Free')).not.toHaveAttribute('data-paused');
    await waitFor(() => expect(toaster.isVisible(free)).toBe(false));
    expect(root).toHaveAttribute('data-state', 'open');
    expect(toaster.isVisible(held)).toBe(true);
  });

  it('holds every message, not just the first', async () => {
    renderWithProviders(<AppToaster />);
    release = holdToastsAsTheyOpen();
    show('First');
    const first = await rootOf('First');
    await waitFor(() => expect(first).toHaveAttribute('data-paused'));
    show('Second');
    const second = await rootOf('Second');
    await waitFor(() => expect(second).toHaveAttribute('data-paused'));
  });
});
