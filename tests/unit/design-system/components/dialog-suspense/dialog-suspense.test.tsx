import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DIALOG_LOADING_DELAY_MS,
  DialogLoading,
  DialogSuspense,
} from '../../../../../design-system/components/dialog-suspense';
import { lazyNamed } from '../../../../../design-system/utils/lazy-named';
import { renderWithProviders } from '../../../helpers/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('DialogSuspense', () => {
  it('should tell a screen reader at once, and draw the spinner only once the wait lasts', async () => {
    vi.useFakeTimers();
    renderWithProviders(<DialogLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.querySelector('.chakra-spinner')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DIALOG_LOADING_DELAY_MS - 1);
    });
    expect(document.querySelector('.chakra-spinner')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(document.querySelector('.chakra-spinner')).not.toBeNull();
  });

  it('should show the wait until the dialog’s module arrives, then the dialog by its export name', async () => {
    let arrive: (module: { NamedDialog: () => React.JSX.Element }) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ NamedDialog: () => React.JSX.Element }>((resolve) => {
          arrive = resolve;
        }),
    );
    const NamedDialog = lazyNamed(load, 'NamedDialog');
    renderWithProviders(
      <DialogSuspense>
        <NamedDialog />
      </DialogSuspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => {
      arrive({ NamedDialog: () => <div role="dialog" aria-label="Named" /> });
      await Promise.resolve();
    });
    expect(await screen.findByRole('dialog', { name: 'Named' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });
});
