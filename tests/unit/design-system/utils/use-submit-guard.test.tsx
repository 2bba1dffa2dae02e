import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from '../../../../design-system/utils/use-submit-guard';

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSubmitGuard', () => {
  it('should run one of two submissions started in one task, and say it is busy meanwhile', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    let first!: Promise<void | undefined>;
    let second!: Promise<void | undefined>;
    act(() => {
      first = result.current.run(action);
      second = result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    expect(result.current.isBusy()).toBe(true);
    await expect(second).resolves.toBeUndefined();
    await act(async () => {
      pending.resolve();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('should run a submission started after the first has finished', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const action = vi.fn(() => Promise.resolve('sent'));
    await act(async () => {
      expect(await result.current.run(action)).toBe('sent');
    });
    await act(async () => {
      expect(await result.current.run(action)).toBe('sent');
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('should pass a failure on and be free again after it', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const pending = deferred();
    let first!: Promise<void | undefined>;
    act(() => {
      first = result.current.run(() => pending.promise);
    });
    await act(async () => {
      pending.reject(new Error('offline'));
      await expect(first).rejects.toThrow('offline');
    });
    expect(result.current.busy).toBe(false);
    const action = vi.fn();
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('should pass on a failure thrown before the action awaits anything', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    await act(async () => {
      await expect(
        result.current.run(() => {
          throw new Error('invalid');
        }),
      ).rejects.toThrow('invalid');
    });
    expect(result.current.busy).toBe(false);
  });

  it('should guard each key on its own', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const accept = deferred();
    const reject = vi.fn();
    await act(async () => {
      void result.current.run(() => accept.promise, 'row1.accept');
      await Promise.all([
        result.current.run(reject, 'row1.reject'),
        result.current.run(reject, 'row1.reject'),
      ]);
    });
    expect(reject).toHaveBeenCalledTimes(1);
    expect(result.current.isBusy('row1.accept')).toBe(true);
    expect(result.current.isBusy('row1.reject')).toBe(false);
    await act(async () => {
      accept.resolve();
      await accept.promise;
    });
    expect(result.current.busy).toBe(false);
  });
});
