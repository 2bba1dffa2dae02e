import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Invitee } from '../../shared/payloads/invite';
import { batchSendInvites, getUnreadInvitations } from '../api/invite';
import { batchSendRefusals } from './invite';
import { keyOf } from './swr';

const INVITATION_READS = keyOf(new Set([getUnreadInvitations.spec.path]));

/**
 * What a member import sends with: one batch through batchsend with the invitees' names and
 * departments (the page shows its failures on the rows, so no toast), the refusals a failure
 * carries, and `refresh` to read the invitation lists again once the import has sent.
 */
export function useInviteBatches() {
  const { mutate } = useSWRConfig();
  const send = useCallback(
    (invitees: Invitee[]) =>
      batchSendInvites(
        { mobiles: invitees.map((invitee) => invitee.mobile), invitees },
        { exempt: true },
      ),
    [],
  );
  const refresh = useCallback(() => void mutate(INVITATION_READS), [mutate]);
  return { send, refusalsOf: batchSendRefusals, refresh };
}
