import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../shared/storage';

/*
 * When the person last opened their trusted devices, per account, in this browser's local storage.
 * The contract has no such field (docs/decisions/0024-security-checkup.md proposes one): the
 * security check-up asks for a look every 90 days.
 */
const KEY_PREFIX = 'wb_trusted_devices_reviewed:';

/** The stored time in ms; undefined when none, unreadable, or later than now (a clock set back). */
export function trustedDevicesReviewedAt(userId: string, now = Date.now()): number | undefined {
  if (!userId) return undefined;
  const stored = Number(readStored('local', KEY_PREFIX + userId));
  return Number.isFinite(stored) && stored > 0 && stored <= now ? stored : undefined;
}

/** The account's review time, and the way to record one now (opening the trusted devices). */
export function useTrustedDevicesReview(userId: string) {
  const [marked, setMarked] = useState<{ userId: string; at: number }>();
  const reviewedAt = marked?.userId === userId ? marked.at : trustedDevicesReviewedAt(userId);
  const markReviewed = useCallback(() => {
    if (!userId) return;
    const at = Date.now();
    writeStored('local', KEY_PREFIX + userId, String(at));
    setMarked({ userId, at });
  }, [userId]);
  return { reviewedAt, markReviewed };
}
