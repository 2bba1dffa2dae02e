import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  canReply,
  invitationStateLabel,
  manageActions,
} from '../../../../../design-system/components/invitation-list';
import { INVITATION_STATES } from '../../../../../shared/domain/invite';
import { MEMBER_ACTION } from '../../../../../shared/domain/vocabulary';

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en_US', locales: 'en-US', messages: {} });

describe('manageActions', () => {
  it('should let an admin approve or reject an application', () => {
    expect(manageActions('applying')).toEqual([MEMBER_ACTION.agree, MEMBER_ACTION.reject]);
  });

  it('should let an admin invite again or delete an invitation not accepted', () => {
    for (const state of ['pending', 'rejected', 'expired'] as const)
      expect(manageActions(state)).toEqual([MEMBER_ACTION.reinvite, MEMBER_ACTION.delete]);
  });

  it('should let an admin only delete an accepted invitation', () => {
    expect(manageActions('accepted')).toEqual([MEMBER_ACTION.delete]);
  });

  it('should use the member action numbers of the spec: 1 agree, 2 reject, 3 delete, 4 reinvite', () => {
    expect(manageActions('applying')).toEqual([1, 2]);
    expect(manageActions('pending')).toEqual([4, 3]);
  });
});

describe('invitationStateLabel', () => {
  it('should name every state in its own words', () => {
    const words = INVITATION_STATES.map((state) => i18n._(invitationStateLabel(state)));
    expect(words).toEqual([
      'Awaiting reply',
      'Awaiting approval',
      'Accepted',
      'Rejected',
      'Expired',
    ]);
  });
});

describe('canReply', () => {
  it('should let the invitee answer only a pending invitation', () => {
    expect(INVITATION_STATES.filter(canReply)).toEqual(['pending']);
  });
});
