import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The loader keeps its toaster in module state: each test starts from a fresh module.
const freshLoader = () => import('../../../../../design-system/components/toaster/toaster-loader');
const TOASTER = '../../../../../design-system/components/toaster/toaster';

describe('toaster-loader', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.doUnmock(TOASTER);
  });

  it('should fetch the toaster with the first message, tell the host, and raise the message', async () => {
    const { raiseErrorToast, subscribeToToaster, toasterLoaded, loadToasterStore } =
      await freshLoader();
    const notify = vi.fn();
    subscribeToToaster(notify);
    expect(toasterLoaded()).toBe(false);
    raiseErrorToast({ description: 'Failed to connect' });
    const { toaster } = await loadToasterStore();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(toasterLoaded()).toBe(true);
    await vi.waitFor(() =>
      expect(toaster.getVisibleToasts()).toEqual([
        expect.objectContaining({ type: 'error', description: 'Failed to connect' }),
      ]),
    );
    toaster.remove();
  });

  it('should not tell a host that has gone', async () => {
    const { loadToasterStore, subscribeToToaster } = await freshLoader();
    const notify = vi.fn();
    const unsubscribe = subscribeToToaster(notify);
    unsubscribe();
    await loadToasterStore();
    expect(notify).not.toHaveBeenCalled();
  });

  it('should show the next message after the toaster failed to arrive, with no rejection left unhandled', async () => {
    let offline = true;
    vi.doMock(TOASTER, async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { raiseErrorToast, raiseSuccessToast, subscribeToToaster, toasterLoaded } =
        await freshLoader();
      const notify = vi.fn();
      subscribeToToaster(notify);

      raiseErrorToast({ description: 'Failed to connect' });
      await vi.dynamicImportSettled();
      expect(toasterLoaded()).toBe(false);
      expect(notify).not.toHaveBeenCalled();

      offline = false;
      raiseSuccessToast({ description: 'Saved' });
      await vi.waitFor(() => expect(toasterLoaded()).toBe(true));
      expect(notify).toHaveBeenCalledTimes(1);
      const { toaster } =
        await import('../../../../../design-system/components/toaster/toaster-store');
      await vi.waitFor(() =>
        expect(toaster.getVisibleToasts()).toEqual([
          expect.objectContaining({ type: 'success', description: 'Saved' }),
        ]),
      );
      toaster.remove();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
