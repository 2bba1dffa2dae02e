import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';
import { AppDialog } from '../app-dialog';
import { MobileVerificationDialog } from '../mobile-verification-dialog';

/** A code on its way to another account. */
export interface CodeTransfer {
  code: string;
  serviceName: string;
  /** The receiving account's mobile, masked as the server sends it. */
  transferMobile: string;
}

export interface CodeTransfersProps {
  /** The owner's mobile, masked: the code that opens the list goes there. */
  maskedMobile: string;
  /** Sends the SMS code (sso authorizeCodeListSendSms). Rejects with an Error to show. */
  onSendCode: () => Promise<void>;
  /**
   * Reads the codes being transferred, confirmed by the SMS code (authorizeCodeTransferList).
   * Rejects with an Error to show in the code's dialog; the code stays as typed.
   */
  onLoad: (details: { vCode: string }) => Promise<CodeTransfer[]>;
  /** Stops a code's transfer: it stays the owner's (authorizeCodeCancelTransfer). Rejects with an Error to show. */
  onCancelTransfer: (details: { code: string }) => Promise<void>;
}

type Step = 'closed' | 'verify' | 'list';

/**
 * The codes this account is transferring: a button, the owner's SMS code (the list names codes
 * whole, so it is as guarded as a transfer), then each code with where it is going and a button
 * that stops its transfer. A stopped transfer stays in the list, marked, until the list is closed.
 */
export function CodeTransfers({
  maskedMobile,
  onSendCode,
  onLoad,
  onCancelTransfer,
}: CodeTransfersProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>('closed');
  const [transfers, setTransfers] = useState<CodeTransfer[]>([]);
  const [stopped, setStopped] = useState<ReadonlySet<string>>(() => new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const cancelling = useSubmitGuard();
  const title = t({ id: 'codeTransfers.title', message: 'Codes being transferred' });
  const stopLabel = t({ id: 'codeTransfers.stop', message: 'Stop transfer' });

  const cancel = (code: string) =>
    cancelling.run(async () => {
      setFailures((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([key]) => key !== code)),
      );
      try {
        await onCancelTransfer({ code });
        setStopped((previous) => new Set(previous).add(code));
      } catch (error) {
        const reason = errorMessage(
          error,
          t({ id: 'codeTransfers.cancelFailed', message: 'The transfer could not be stopped.' }),
        );
        setFailures((previous) => ({ ...previous, [code]: reason }));
      }
    }, code);

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setStep('verify')}>
        {t({ id: 'codeTransfers.open', message: 'Transfers' })}
      </Button>
      <MobileVerificationDialog
        open={step === 'verify'}
        title={title}
        description={t({
          id: 'codeTransfers.verify',
          message:
            'The list shows your codes in full, so it opens with a code sent to your mobile.',
        })}
        maskedMobile={maskedMobile}
        onSendCode={onSendCode}
        onConfirm={async ({ vCode = '' }) => {
          const list = await onLoad({ vCode });
          setTransfers(list);
          setStopped(new Set());
          setFailures({});
          setStep('list');
        }}
        onClose={() => setStep('closed')}
      />
      <AppDialog
        open={step === 'list'}
        title={title}
        showCancel={false}
        confirmLabel={t({ id: 'codeTransfers.done', message: 'Done' })}
        onConfirm={() => setStep('closed')}
        onOpenChange={({ open }) => {
          if (!open) setStep('closed');
        }}
      >
        {transfers.length === 0 ? (
          <Text>
            {t({
              id: 'codeTransfers.none',
              message: 'None of your codes is being transferred.',
            })}
          </Text>
        ) : (
          <Stack as="ul" gap="none" aria-label={title}>
            {transfers.map(({ code, serviceName, transferMobile }) => (
              <Stack
                as="li"
                key={code}
                gap="1"
                py="3"
                borderBottom="sm"
                borderColor="border"
                _last={{ borderBottom: 'none' }}
              >
                <Flex gap="3" align="center" justify="space-between" wrap="wrap">
                  <Stack gap="none" minW="none">
                    <Text fontFamily="mono" overflowWrap="anywhere">
                      {code}
                    </Text>
                    <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                      {stopped.has(code)
                        ? t({
                            id: 'codeTransfers.stopped',
                            message: `${serviceName}: transfer stopped, the code stays yours`,
                          })
                        : t({
                            id: 'codeTransfers.goingTo',
                            message: `${serviceName}: going to the account of ${transferMobile}`,
                          })}
                    </Text>
                  </Stack>
                  {stopped.has(code) ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      loading={cancelling.isBusy(code)}
                      // Its words stay beside the spinner: the button keeps its name while busy.
                      loadingText={stopLabel}
                      onClick={() => void cancel(code)}
                    >
                      {stopLabel}
                      {/* Which code, for a screen reader, after the words the button shows. */}
                      <VisuallyHidden> {code}</VisuallyHidden>
                    </Button>
                  )}
                </Flex>
                {failures[code] ? (
                  <Text role="alert" textStyle="sm" color="fg.error">
                    {failures[code]}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
      </AppDialog>
    </>
  );
}

CodeTransfers.displayName = 'CodeTransfers';
