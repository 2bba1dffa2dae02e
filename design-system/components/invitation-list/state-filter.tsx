import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { INVITATION_STATES, type InvitationState } from '../../../shared/domain/invite';
import { invitationStateLabel } from './invitation-rules';

/** Narrows the manage list to one state, or shows all. */
export function StateFilter({
  value,
  onChange,
}: {
  value: InvitationState | undefined;
  onChange: (state: InvitationState | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect.Root size="sm" w="fit">
      <NativeSelect.Field
        aria-label={t({ id: 'invitationList.filter', message: 'Show invitations' })}
        value={value ?? ''}
        onChange={(event) => {
          const picked = event.target.value;
          onChange(INVITATION_STATES.find((state) => state === picked));
        }}
      >
        <option value="">{t({ id: 'invitationList.filter.all', message: 'All states' })}</option>
        {INVITATION_STATES.map((state) => (
          <option key={state} value={state}>
            {i18n._(invitationStateLabel(state))}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
