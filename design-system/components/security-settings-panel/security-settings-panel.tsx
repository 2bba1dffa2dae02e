import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogSuspense } from '../dialog-suspense';
import { AccountSection } from './account-section';
import { AuthorizationSection } from './authorization-section';
import { BindingSection } from './binding-section';
import type { SecuritySettingsPanelProps } from './panel-props';
import { PasswordSection } from './password-section';
import {
  confirmationKey,
  SecurityConfirmDialog,
  type Confirmation,
} from './security-confirm-dialog';
import { SignInSection } from './sign-in-section';
import { useSettingActions } from './use-setting-actions';

export type {
  LoginProtectChoice,
  SecuritySettingPart,
  SecuritySettingState,
  SecuritySettingsPanelProps,
} from './panel-props';

/**
 * The account security settings of /accountSetting (docs/product.md §1 and §7): login protection,
 * second check, remote-login notice, trusted devices, password and its expiry, mobile, e-mail and
 * third-party bindings, authorization codes, the AI protocol and account logoff. Each row shows its
 * state in words and its action; flows that need a page or a dialog of their own are the
 * workbench's, called back. Each part loads, fails and retries on its own.
 */
export function SecuritySettingsPanel(props: SecuritySettingsPanelProps) {
  const actions = useSettingActions();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const ask = (next: Confirmation) => {
    setConfirmation(next);
    setConfirmOpen(true);
  };

  const confirm = async () => {
    if (!confirmation) return;
    const item = confirmation;
    const action =
      item.kind === 'secondCheckOff'
        ? () => props.onToggleSecondCheck(false)
        : item.kind === 'unbind'
          ? () => props.onUnbindThirdParty(item.type)
          : () => props.onCancelAIProtocol();
    await actions.run(confirmationKey(item), action);
    setConfirmOpen(false);
  };

  return (
    <Stack gap="8">
      <SignInSection panel={props} actions={actions} ask={ask} />
      <PasswordSection panel={props} actions={actions} />
      <BindingSection panel={props} actions={actions} ask={ask} />
      <AuthorizationSection panel={props} actions={actions} ask={ask} />
      <AccountSection panel={props} actions={actions} />

      {/* Once asked for, it stays mounted so that it can animate out. */}
      {confirmation ? (
        <DialogSuspense>
          <SecurityConfirmDialog
            confirmation={confirmation}
            open={confirmOpen}
            loading={actions.isBusy(confirmationKey(confirmation))}
            onConfirm={confirm}
            onClose={() => setConfirmOpen(false)}
          />
        </DialogSuspense>
      ) : null}
    </Stack>
  );
}

SecuritySettingsPanel.displayName = 'SecuritySettingsPanel';
