import { Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../design-system/components/app-dialog';
import { ListState } from '../../../design-system/components/list-state';
import {
  raiseErrorToast,
  raiseSuccessToast,
} from '../../../design-system/components/toaster/toaster-loader';
import { useDateFormat } from '../../../design-system/utils/format-date';
import { useInviteLink, useRefreshInviteLink } from '../../data/invite';
import { listFailure } from '../list-failure';

export interface InviteLinkPanelProps {
  /** An admin may make a new link; anyone may copy the current one. */
  canRefresh: boolean;
}

/**
 * The corp's invite link (service/invite/getInviteLink): shown to copy, and made anew on request
 * after a confirmation, since the old link stops working.
 */
export function InviteLinkPanel({ canRefresh }: InviteLinkPanelProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const { data, error, mutate } = useInviteLink();
  const { trigger: refreshLink, isMutating: refreshing } = useRefreshInviteLink();
  const [confirming, setConfirming] = useState(false);

  if (!data) {
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        errorMessage={listFailure(
          t({
            id: 'invitations.link.failed',
            message: 'The invite link could not be loaded.',
          }),
          error,
        )}
        onRetry={() => void mutate()}
      />
    );
  }

  const expires = format.date(data.expiresAt);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.link);
      raiseSuccessToast({
        description: t({ id: 'invitations.link.copied', message: 'The invite link is copied.' }),
      });
    } catch {
      raiseErrorToast({
        description: t({
          id: 'invitations.link.copyFailed',
          message: 'The link could not be copied. Select it and copy it yourself.',
        }),
      });
    }
  };

  const refresh = async () => {
    try {
      await refreshLink({ refresh: true });
      raiseSuccessToast({
        description: t({
          id: 'invitations.link.refreshed',
          message: 'A new invite link is ready. The old one no longer works.',
        }),
      });
    } catch {
      // The catalogue has toasted why; the current link stays.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="2">
      <Field.Root readOnly>
        <Field.Label>{t({ id: 'invitations.link.label', message: 'Invite link' })}</Field.Label>
        <Flex gap="2" wrap="wrap" w="full">
          <Input
            size="sm"
            flex="1"
            minW="3xs"
            readOnly
            fontFamily="mono"
            value={data.link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              {t({ id: 'invitations.link.copy', message: 'Copy link' })}
            </Button>
            {canRefresh ? (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                {t({ id: 'invitations.link.refresh', message: 'New link' })}
              </Button>
            ) : null}
          </HStack>
        </Flex>
      </Field.Root>
      <Text textStyle="sm" color="text.secondary">
        {t({
          id: 'invitations.link.hint',
          message: `Anyone who opens it can ask to join; you approve them below. It works until ${expires}.`,
        })}
      </Text>
      <ConfirmDialog
        open={confirming}
        title={t({ id: 'invitations.link.refreshTitle', message: 'Make a new invite link' })}
        message={t({
          id: 'invitations.link.refreshMessage',
          message:
            'The current link stops working at once. Anyone you sent it to needs the new one.',
        })}
        confirmLabel={t({ id: 'invitations.link.refreshConfirm', message: 'Make a new link' })}
        confirmLoading={refreshing}
        onConfirm={refresh}
        onOpenChange={({ open }) => {
          if (!open) setConfirming(false);
        }}
      />
    </Stack>
  );
}
