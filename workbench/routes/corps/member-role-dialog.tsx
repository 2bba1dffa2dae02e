import { Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { ApiError } from '../../data/api-error';
import { useChangeCreator, useSetAdmin } from '../../data/corp';
import MemberPicker from './member-picker';
import { DESTINATIONS, VERIFIED_FLOW_PROOF } from '../../../shared/destinations';
import type { MemberRow } from '../../../shared/domain/org';
import { SET_ADMIN_VERIFY_CODE, TRANSFER_CORP_VERIFY_CODE } from '../../../shared/error-codes';

/** Setting a member's admin role, or handing the corp to a member (change creator). */
export type MemberRoleAction = 'setAdmin' | 'changeCreator';

const VERIFY_CODES: Record<MemberRoleAction, string> = {
  setAdmin: SET_ADMIN_VERIFY_CODE,
  changeCreator: TRANSFER_CORP_VERIFY_CODE,
};

const FLOW_URLS: Record<MemberRoleAction, string> = {
  setAdmin: DESTINATIONS.verifiedSetAdmin,
  changeCreator: DESTINATIONS.verifiedTransferCorp,
};

export interface MemberRoleDialogProps {
  action: MemberRoleAction;
  /** The signed-in user, left out of the members offered. */
  userId: string;
  onClose: () => void;
}

/**
 * Sets a member's admin role (setAdmin) or transfers the corp to a member (goToChangeCreator).
 * Both need the verified flow (docs/product.md §6): the server answers 5001012077 or 5001012078, the
 * catalogue asks and opens the flow in a new tab, and this dialog waits for the person to say it
 * is done, then asks again with the proof.
 */
export default function MemberRoleDialog({ action, userId, onClose }: MemberRoleDialogProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<MemberRow | null>(null);
  const [awaitingFlow, setAwaitingFlow] = useState(false);
  const [pickMissing, setPickMissing] = useState(false);
  const { trigger: setAdmin } = useSetAdmin();
  const { trigger: changeCreator } = useChangeCreator();
  const failed =
    action === 'setAdmin'
      ? t({ id: 'corps.setAdmin.failed', message: 'The admin role was not changed.' })
      : t({ id: 'corps.changeCreator.failed', message: 'The company was not transferred.' });
  const { busy, error, run, clearError } = useSubmission(failed);

  const makeAdmin = !picked?.admin;

  const submit = () => {
    if (!picked) {
      setPickMissing(true);
      return;
    }
    const member = picked;
    const name = member.realName;
    return run(async () => {
      const verified = awaitingFlow ? VERIFIED_FLOW_PROOF : undefined;
      try {
        if (action === 'setAdmin')
          await setAdmin({ userId: member.userId, admin: makeAdmin, verified });
        else await changeCreator({ userId: member.userId, verified });
      } catch (cause) {
        if (cause instanceof ApiError && cause.code === VERIFY_CODES[action]) {
          // The catalogue has asked and opened the flow in a new tab; wait for the person.
          setAwaitingFlow(true);
          return;
        }
        throw new Error(failed, { cause });
      }
      raiseSuccessToast({
        description:
          action === 'changeCreator'
            ? t({ id: 'corps.changeCreator.done', message: `${name} is now the company's creator` })
            : makeAdmin
              ? t({ id: 'corps.setAdmin.doneOn', message: `${name} is now an admin` })
              : t({ id: 'corps.setAdmin.doneOff', message: `${name} is no longer an admin` }),
      });
      onClose();
    });
  };

  const title =
    action === 'setAdmin'
      ? t({ id: 'corps.setAdmin.title', message: 'Set admins' })
      : t({ id: 'corps.changeCreator.title', message: 'Transfer the company' });

  let confirmLabel: string;
  if (awaitingFlow) confirmLabel = t({ id: 'corps.verifiedFlow.done', message: 'I have verified' });
  else if (action === 'changeCreator')
    confirmLabel = t({ id: 'corps.changeCreator.confirm', message: 'Transfer' });
  else if (makeAdmin) confirmLabel = t({ id: 'corps.setAdmin.confirmOn', message: 'Make admin' });
  else confirmLabel = t({ id: 'corps.setAdmin.confirmOff', message: 'Remove admin' });

  const pickedName = picked?.realName ?? '';
  return (
    <AppDialog
      open
      title={title}
      description={
        action === 'changeCreator' && !awaitingFlow
          ? t({
              id: 'corps.changeCreator.description',
              message:
                'The member you pick becomes the creator of this company; you stay in it as a member.',
            })
          : undefined
      }
      onOpenChange={({ open }) => !open && onClose()}
      onConfirm={submit}
      confirmLoading={busy}
      confirmLabel={confirmLabel}
      destructive={action === 'changeCreator'}
    >
      <Stack gap="4">
        {awaitingFlow ? (
          <Stack gap="3">
            <Text>
              {t({
                id: 'corps.verifiedFlow.waiting',
                message: `Finish the verification in the new tab for ${pickedName}, then come back here and confirm.`,
              })}
            </Text>
            <Link
              href={FLOW_URLS[action]}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              fontWeight="medium"
            >
              {t({
                id: 'corps.verifiedFlow.reopen',
                message: 'Open the verification page again (new tab)',
              })}
            </Link>
          </Stack>
        ) : (
          <>
            <MemberPicker
              picked={picked}
              excludeUserId={userId}
              disabled={busy}
              onPick={(member) => {
                setPicked(member);
                setPickMissing(false);
                clearError();
              }}
            />
            {pickMissing ? (
              <ErrorAlert
                message={t({ id: 'corps.members.pickMissing', message: 'Pick a member first' })}
              />
            ) : null}
          </>
        )}
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
