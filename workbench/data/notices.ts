import { useSyncExternalStore } from 'react';
import {
  pendingNotices,
  settleNotice,
  subscribeNotices,
  type PendingNotice,
} from '../api/errors/notices';

export type { ApiNotice, NoticeChoice } from '../api/errors/notices';

/**
 * The dialogs the error catalogue has raised (docs/product.md §8), first one first, and how to give it
 * the person's choice.
 */
export function useApiNotices(): { first: PendingNotice | undefined; settle: typeof settleNotice } {
  const notices = useSyncExternalStore(subscribeNotices, pendingNotices, pendingNotices);
  return { first: notices[0], settle: settleNotice };
}
