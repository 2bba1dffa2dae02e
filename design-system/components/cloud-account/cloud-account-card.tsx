import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSubmission } from '../../utils/use-submission';
import { AppDialog } from '../app-dialog';
import { BindMobileForm, type BindMobileSubmitDetails } from '../bind-mobile-form';
import { ErrorAlert } from '../error-alert';
import { SectionCard } from '../page-layout';
import { RevealableValue } from '../revealable-value';

/** Whether the account is bound to a cloud account, as the account read says. */
export type CloudAccountState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; bound: boolean };

/** The authorization code stays masked until asked for: room for a code of up to 8 characters. */
const MASKED_CODE = '••••••••';

export interface CloudAccountCardProps {
  state: CloudAccountState;
  /** Reads the account again after a failure. */
  onRetry: () => void;
  /** Sends the code to the cloud account's mobile (service/sms/bindKdCloud). Rejects with an Error to show. */
  onSendCode: (mobile: string) => Promise<void>;
  /** Binds the cloud account of that mobile (service/user/bind). Rejects with an Error to show, fields kept. */
  onBind: (details: BindMobileSubmitDetails) => Promise<void>;
  /** The binding's authorization code (service/user/isBind). Rejects when there is none. */
  onShowCode: () => Promise<string>;
  /** Brings the cloud account's details over (service/user/syncKdInfo). Rejects with an Error to show. */
  onSync: () => Promise<void>;
}

/**
 * The cloud account the account is bound to (docs/product.md §7; decision 0033): bind one by its
 * mobile and an SMS code, see the binding's authorization code, and bring its details over.
 */
export function CloudAccountCard({
  state,
  onRetry,
  onSendCode,
  onBind,
  onShowCode,
  onSync,
}: CloudAccountCardProps) {
  const { t } = useLingui();
  const [binding, setBinding] = useState(false);
  const sync = useSubmission(
    t({ id: 'cloudAccount.syncFailed', message: 'The details were not brought over. Try again.' }),
  );

  const body = () => {
    if (state.status === 'loading') return <Spinner size="sm" />;
    if (state.status === 'error')
      return (
        <HStack gap="2" wrap="wrap">
          <Text role="alert" color="fg.error">
            {t({ id: 'cloudAccount.failed', message: 'The cloud account could not be loaded.' })}
          </Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t({ id: 'cloudAccount.retry', message: 'Try again' })}
          </Button>
        </HStack>
      );
    if (!state.bound)
      return (
        <HStack gap="4" justify="space-between" wrap="wrap">
          <Text color="text.secondary">
            {t({
              id: 'cloudAccount.unbound',
              message:
                'Not bound. Bind your cloud account to sign in to its services with this one.',
            })}
          </Text>
          <Button size="xs" colorPalette="brand" onClick={() => setBinding(true)}>
            {t({ id: 'cloudAccount.bind', message: 'Bind cloud account' })}
          </Button>
        </HStack>
      );
    return (
      <Stack gap="2">
        <HStack gap="4" justify="space-between" wrap="wrap">
          <Stack gap="0.5">
            <Text>{t({ id: 'cloudAccount.bound', message: 'Bound to a cloud account' })}</Text>
            <HStack gap="1" textStyle="sm" color="text.secondary">
              <Text>{t({ id: 'cloudAccount.code', message: 'Authorization code:' })}</Text>
              {/* In monospace, every character as wide as a bullet of the mask: the code fills the
                  mask's room and the eye button stays under the pointer. */}
              <Box as="span" fontFamily="mono">
                <RevealableValue
                  masked={MASKED_CODE}
                  showLabel={t({ id: 'cloudAccount.showCode', message: 'Show authorization code' })}
                  hideLabel={t({ id: 'cloudAccount.hideCode', message: 'Hide authorization code' })}
                  onReveal={onShowCode}
                />
              </Box>
            </HStack>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="brand"
            loading={sync.busy}
            onClick={() => void sync.run(onSync)}
          >
            {t({ id: 'cloudAccount.sync', message: 'Sync details' })}
          </Button>
        </HStack>
        <ErrorAlert message={sync.error} />
      </Stack>
    );
  };

  return (
    <>
      <SectionCard title={t({ id: 'cloudAccount.title', message: 'Cloud account' })}>
        {body()}
      </SectionCard>
      {binding ? (
        <AppDialog
          open
          title={t({ id: 'cloudAccount.bindTitle', message: 'Bind cloud account' })}
          showFooter={false}
          closeOnInteractOutside={false}
          onOpenChange={({ open }) => {
            if (!open) setBinding(false);
          }}
        >
          <BindMobileForm
            onSendCode={onSendCode}
            mobileHint={t({
              id: 'cloudAccount.mobileHint',
              message: "Your cloud account's mobile. Outside mainland China: 852-61234567.",
            })}
            submitLabel={t({ id: 'cloudAccount.bindSubmit', message: 'Bind' })}
            onSubmit={async (details) => {
              await onBind(details);
              setBinding(false);
            }}
          />
        </AppDialog>
      ) : null}
    </>
  );
}

CloudAccountCard.displayName = 'CloudAccountCard';
