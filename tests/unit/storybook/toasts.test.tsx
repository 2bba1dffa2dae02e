import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, showSuccessToast, toaster } from '../../../design-system/components/toaster';
import { holdToastsAsTheyOpen } from '../../../stories/design-system/fixtures/toasts';
import { renderWithProviders } from '../helpers/render';

const rootOf = async (description: string) =>
  (await screen.findByText(description)).closest('[data-part="root"]')!;

// `data-paused` is the toast machine's own mark of a stopped timer (its persist state, which
// runs no timer). Whether a message then outlasts its time is left to the visual runner: in jsdom
// on a loaded machine a message took over 30 s to run out its 50 ms, so no bound would hold.
describe('holdToastsAsTheyOpen', () => {
  let release: (() => void) | undefined;
  afterEach(() => {
    release?.();
    release = undefined;
    toaster.remove();
    vi.restoreAllMocks();
  });

  it('stops each new message’s timer once it is on the page', async () => {
    renderWithProviders(<AppToaster />);
    release = holdToastsAsTheyOpen();
    showSuccessToast({ description: 'First' });
    const first = await rootOf('First');
    await waitFor(() => expect(first).toHaveAttribute('data-paused'));
    showSuccessToast({ description: 'Second' });
    const second = await rootOf('Second');
    await waitFor(() => expect(second).toHaveAttribute('data-paused'));
    expect(first).toHaveAttribute('data-state', 'open');
  });

  it('leaves messages alone once released', async () => {
    const pause = vi.spyOn(toaster, 'pause');
    renderWithProviders(<AppToaster />);
    holdToastsAsTheyOpen()();
    showSuccessToast({ description: 'Free' });
    const root = await rootOf('Free');
    await waitFor(() => expect(root).toHaveAttribute('data-mounted'));
    // The hold pauses from a mutation observer's callback, which runs before the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pause).not.toHaveBeenCalled();
    expect(root).not.toHaveAttribute('data-paused');
  });
});
