import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { RevealableValue } from '../../../design-system/components/revealable-value';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { realNameProblem, userNameProblem, type NameProblem } from './dept-rules';
import type { MemberRow } from '../../../shared/domain/org';
import type { EditDeptUserInput } from '../../../shared/payloads/dept';
import { FieldMessage } from '../../../design-system/components/field-message';

export interface EditMemberDialogProps {
  member: MemberRow;
  /** Saves the changed fields only; a rejection keeps the dialog open with what was typed. */
  onSave: (input: EditDeptUserInput) => Promise<void>;
  /**
   * The member's whole mobile behind its mask (extension/system/decrypt of mobileEncry, decision
   * 0037): an admin checking whom they edit. Without it, the mask alone.
   */
  onRevealMobile?: () => Promise<string>;
  onClose: () => void;
}

/**
 * Edits a member's real name and account name (editDeptUser). Departments change through Move;
 * the e-mail is not in the member row, so it is not offered here.
 */
export function EditMemberDialog({
  member,
  onSave,
  onRevealMobile,
  onClose,
}: EditMemberDialogProps) {
  const { t } = useLingui();
  const memberName = member.realName;
  const [realName, setRealName] = useState(member.realName);
  const [userName, setUserName] = useState(member.userName);
  const [problems, setProblems] = useState<{ realName?: NameProblem; userName?: NameProblem }>({});
  const { busy, error, run } = useSubmission(
    t({ id: 'departments.edit.failed', message: 'The member was not saved. Try again.' }),
  );

  const submit = () => {
    // A member who never had an account name may go on without one.
    const keepsNoUserName = member.userName === '' && userName.trim() === '';
    const found = {
      realName: realNameProblem(realName),
      userName: keepsNoUserName ? undefined : userNameProblem(userName),
    };
    setProblems(found);
    if (found.realName || found.userName) return;
    const input: EditDeptUserInput = { userId: member.userId };
    if (realName.trim() !== member.realName) input.realName = realName.trim();
    if (userName.trim() !== member.userName) input.userName = userName.trim();
    return run(() => onSave(input));
  };

  const realNameText =
    problems.realName === 'empty'
      ? t({ id: 'departments.edit.realNameEmpty', message: 'Enter the name' })
      : t({ id: 'departments.edit.realNameTooLong', message: 'A name has at most 50 characters' });
  const userNameText =
    problems.userName === 'empty'
      ? t({ id: 'departments.edit.userNameEmpty', message: 'Enter the account' })
      : problems.userName === 'tooLong'
        ? t({
            id: 'departments.edit.userNameTooLong',
            message: 'An account has at most 50 characters',
          })
        : t({
            id: 'departments.edit.userNameInvalid',
            message: 'Use letters, digits and _ . @ - only',
          });

  return (
    <AppDialog
      open
      title={t({ id: 'departments.edit.title', message: `Edit ${memberName}` })}
      confirmLabel={t({ id: 'departments.edit.confirm', message: 'Save' })}
      confirmLoading={busy}
      onConfirm={submit}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Stack gap="3">
        <Field.Root invalid={problems.realName !== undefined} required>
          <Field.Label>{t({ id: 'departments.edit.realName', message: 'Name' })}</Field.Label>
          <Input
            size="sm"
            value={realName}
            autoComplete="off"
            onChange={(event) => {
              setRealName(event.target.value);
              setProblems((current) => ({ ...current, realName: undefined }));
            }}
          />
          <FieldMessage error={problems.realName !== undefined ? realNameText : undefined} />
        </Field.Root>
        <Field.Root invalid={problems.userName !== undefined} required>
          <Field.Label>{t({ id: 'departments.edit.userName', message: 'Account' })}</Field.Label>
          <Input
            size="sm"
            value={userName}
            autoComplete="off"
            onChange={(event) => {
              setUserName(event.target.value);
              setProblems((current) => ({ ...current, userName: undefined }));
            }}
          />
          <FieldMessage error={problems.userName !== undefined ? userNameText : undefined} />
        </Field.Root>
        {/* After the fields, so the dialog opens with the name to edit in focus. */}
        {member.mobile ? (
          <Stack gap="1.5">
            <Text textStyle="sm" fontWeight="medium">
              {t({ id: 'departments.edit.mobile', message: 'Mobile number' })}
            </Text>
            {onRevealMobile ? (
              <RevealableValue
                masked={member.mobile}
                showLabel={t({
                  id: 'departments.edit.mobile.show',
                  message: `Show ${memberName}'s mobile number`,
                })}
                hideLabel={t({
                  id: 'departments.edit.mobile.hide',
                  message: `Hide ${memberName}'s mobile number`,
                })}
                onReveal={onRevealMobile}
              />
            ) : (
              <Text textStyle="sm">{member.mobile}</Text>
            )}
          </Stack>
        ) : null}
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
