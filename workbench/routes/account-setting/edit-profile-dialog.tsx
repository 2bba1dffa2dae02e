import { Field, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { FieldMessage } from '../../../design-system/components/field-message';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useDebounced } from '../../../design-system/utils/use-debounced';
import { useSubmission } from '../../../design-system/utils/use-submission';
import type { AccountUpdate } from '../../../shared/payloads/account';
import {
  realNameRule,
  userNameRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { useUpdateAccount, useUserNameAvailability } from '../../data/account';

/** How long typing must pause before the user name is checked with the server (ours). */
export const USER_NAME_CHECK_DELAY_MS = 400;

export interface EditProfileDialogProps {
  open: boolean;
  account: { userId: string; realName: string; userName: string };
  onClose: () => void;
}

/**
 * The profile (docs/product.md §7, service/user account): the name, and the user name the account
 * can sign in with. A new user name is checked with the server once typing pauses
 * (checkUserName), so a taken one is said before Save; the save sends only what changed.
 */
export function EditProfileDialog({ open, account, onClose }: EditProfileDialogProps) {
  const { t, i18n } = useLingui();
  const [realName, setRealName] = useState(account.realName);
  const [userName, setUserName] = useState(account.userName);
  const [shown, setShown] = useState<{ realName?: ValidationMessageId; userName?: boolean }>({});
  const { trigger: updateAccount } = useUpdateAccount();
  const { busy, error, run } = useSubmission(
    t({ id: 'accountSetting.profile.failed', message: 'The profile was not saved. Try again.' }),
  );

  const typedUserName = userName.trim();
  // An account without a user name may stay without one.
  const keepsNone = account.userName === '' && typedUserName === '';
  const userNameProblem = keepsNone ? undefined : userNameRule(userName);
  const changedUserName = typedUserName !== account.userName && !keepsNone;
  const settledUserName = useDebounced(typedUserName, USER_NAME_CHECK_DELAY_MS);
  const toCheck =
    changedUserName && userNameProblem === undefined && settledUserName === typedUserName
      ? { name: typedUserName, userId: account.userId }
      : null;
  const availability = useUserNameAvailability(toCheck);
  const taken = toCheck !== null && availability.data?.available === false;

  const submit = () => {
    const realNameProblem = realNameRule(realName);
    setShown({ realName: realNameProblem, userName: userNameProblem !== undefined });
    if (realNameProblem || userNameProblem || taken) return;
    const input: AccountUpdate = {};
    if (realName.trim() !== account.realName) input.realName = realName.trim();
    if (changedUserName) input.userName = typedUserName;
    if (Object.keys(input).length === 0) return onClose();
    return run(async () => {
      await updateAccount(input);
      raiseSuccessToast({
        description: t({ id: 'accountSetting.profile.saved', message: 'Profile saved.' }),
      });
      onClose();
    });
  };

  const userNameError =
    shown.userName && userNameProblem
      ? i18n._(validationMessages[userNameProblem])
      : taken
        ? t({
            id: 'accountSetting.profile.userNameTaken',
            message: 'Another account signs in with this user name.',
          })
        : undefined;
  const userNameHint = t({
    id: 'accountSetting.profile.userNameHint',
    message: 'You can sign in with it. 4 to 30 characters, a letter first.',
  });
  const userNameHelper =
    !changedUserName || userNameProblem !== undefined
      ? userNameHint
      : toCheck === null || availability.isLoading
        ? t({ id: 'accountSetting.profile.userNameChecking', message: 'Checking the user name…' })
        : availability.error
          ? t({
              id: 'accountSetting.profile.userNameUnchecked',
              message: 'Could not check the user name now; Save will.',
            })
          : t({ id: 'accountSetting.profile.userNameFree', message: 'This user name is free.' });

  return (
    <AppDialog
      open={open}
      title={t({ id: 'accountSetting.profile.title', message: 'Edit profile' })}
      confirmLabel={t({ id: 'accountSetting.profile.save', message: 'Save' })}
      confirmLoading={busy}
      onConfirm={submit}
      onOpenChange={({ open: next }) => !next && onClose()}
    >
      <Stack gap="3">
        <Field.Root invalid={shown.realName !== undefined} required>
          <Field.Label>{t({ id: 'accountSetting.profile.realName', message: 'Name' })}</Field.Label>
          <Input
            size="sm"
            value={realName}
            autoComplete="name"
            onChange={(event) => {
              setRealName(event.target.value);
              setShown((current) => ({ ...current, realName: undefined }));
            }}
          />
          <FieldMessage
            error={shown.realName ? i18n._(validationMessages[shown.realName]) : undefined}
          />
        </Field.Root>
        <Field.Root invalid={userNameError !== undefined} required={account.userName !== ''}>
          <Field.Label>
            {t({ id: 'accountSetting.profile.userName', message: 'User name' })}
          </Field.Label>
          <Input
            size="sm"
            value={userName}
            autoComplete="username"
            spellCheck={false}
            onChange={(event) => {
              setUserName(event.target.value);
              setShown((current) => ({ ...current, userName: false }));
            }}
          />
          <FieldMessage error={userNameError} helper={userNameHelper} reserve={userNameHint} />
        </Field.Root>
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
