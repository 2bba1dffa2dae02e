import { Badge, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { InvitationState } from '../../../shared/domain/invite';
import { INVITATION_STATE_TONES, invitationStateLabel } from './invitation-rules';

/** Why the row's last action failed, if it did. */
export function RowFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text role="alert" textStyle="sm" color="fg.error" overflowWrap="anywhere">
      {message}
    </Text>
  );
}

/** An invitation's state in words, coloured. */
export function StateBadge({ state }: { state: InvitationState }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={INVITATION_STATE_TONES[state]} variant="subtle" flexShrink="0">
      {i18n._(invitationStateLabel(state))}
    </Badge>
  );
}
