import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  trustedDevicesReviewedAt,
  useTrustedDevicesReview,
} from '../../../workbench/data/security-review';

const KEY = 'wb_trusted_devices_reviewed:u0001';

describe('trusted devices review', () => {
  // The files of a worker may share a storage (isolate: false): another file's account security
  // tests can leave u0001's review time behind.
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it('should have none until the devices are opened, then the time, per account', () => {
    const { result, rerender } = renderHook(({ userId }) => useTrustedDevicesReview(userId), {
      initialProps: { userId: 'u0001' },
    });
    expect(result.current.reviewedAt).toBeUndefined();
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 1) });
    act(() => result.current.markReviewed());
    expect(result.current.reviewedAt).toBe(Date.UTC(2026, 10, 1));
    expect(window.localStorage.getItem(KEY)).toBe(String(Date.UTC(2026, 10, 1)));
    rerender({ userId: 'u0002' });
    expect(result.current.reviewedAt).toBeUndefined();
  });

  it('should record nothing before the account is known', () => {
    const { result } = renderHook(() => useTrustedDevicesReview(''));
    act(() => result.current.markReviewed());
    expect(window.localStorage.length).toBe(0);
  });

  it.each(['', 'soon', '-5', String(Date.UTC(2027, 0, 1))])(
    'should not trust a stored %j (not a time, or later than now)',
    (stored) => {
      window.localStorage.setItem(KEY, stored);
      expect(trustedDevicesReviewedAt('u0001', Date.UTC(2026, 10, 1))).toBeUndefined();
    },
  );
});
