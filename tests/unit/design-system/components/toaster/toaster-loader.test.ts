import { beforeEach, describe, expect, it, vi } from 'vitest';

// The loader keeps its store in module state: each test starts from a fresh module.
const freshLoader = () => import('../../../../../design-system/components/toaster/toaster-loader');

describe('toaster-loader', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('should tell a waiting host once a message asks for the store, and raise the message', async () => {
    const { raiseErrorToast, whenToasterLoads, loadToasterStore } = await freshLoader();
    const notify = vi.fn();
    whenToasterLoads(notify);
    expect(notify).not.toHaveBeenCalled();
    raiseErrorToast({ description: 'Failed to connect' });
    expect(notify).toHaveBeenCalledTimes(1);
    const { toaster } = await loadToasterStore();
    await vi.waitFor(() =>
      expect(toaster.getVisibleToasts()).toEqual([
        expect.objectContaining({ type: 'error', description: 'Failed to connect' }),
      ]),
    );
    toaster.remove();
  });

  it('should tell a host that comes after the store loaded at once', async () => {
    const { raiseSuccessToast, whenToasterLoads, loadToasterStore } = await freshLoader();
    raiseSuccessToast({ description: 'Saved' });
    const notify = vi.fn();
    whenToasterLoads(notify);
    expect(notify).toHaveBeenCalledTimes(1);
    const { toaster } = await loadToasterStore();
    await vi.waitFor(() =>
      expect(toaster.getVisibleToasts()).toEqual([
        expect.objectContaining({ type: 'success', description: 'Saved' }),
      ]),
    );
    toaster.remove();
  });

  it('should not tell a host that has gone', async () => {
    const { loadToasterStore, whenToasterLoads } = await freshLoader();
    const notify = vi.fn();
    const unsubscribe = whenToasterLoads(notify);
    unsubscribe();
    await loadToasterStore();
    expect(notify).not.toHaveBeenCalled();
  });
});
