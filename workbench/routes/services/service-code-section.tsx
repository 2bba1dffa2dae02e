import { Alert, Button, Code, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../design-system/components/app-dialog';
import { FactList } from '../../../design-system/components/fact-list';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useDateFormat } from '../../../design-system/utils/format-date';
import {
  useResetServiceCodePassword,
  useServiceCode,
  useSyncServiceCodePassword,
} from '../../data/services';
import { DetailsSection, Loaded } from './details-section';
import type { ServiceCode } from '../../../shared/payloads/services';

type CodeAction = 'reset' | 'sync';

/**
 * The code a client program connects to the service with, and its password: a new one the server
 * makes and shows once (service-code/password), or the account's sign-in password
 * (service-code/sync-password).
 */
export function ServiceCodeSection({ serviceId }: { serviceId: string }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const read = useServiceCode(serviceId);
  const reset = useResetServiceCodePassword();
  const sync = useSyncServiceCodePassword();
  const [asking, setAsking] = useState<CodeAction | null>(null);
  const [newPassword, setNewPassword] = useState<string | null>(null);

  const passwordLine = (code: ServiceCode) => {
    if (!code.passwordSet) return t({ id: 'services.code.noPassword', message: 'No password set' });
    if (code.synced)
      return t({ id: 'services.code.synced', message: 'Same as your sign-in password' });
    const changed = format.date(code.updatedAt);
    return t({
      id: 'services.code.ownPassword',
      message: `A password of its own, set on ${changed}`,
    });
  };

  const confirm = async () => {
    if (asking === null) return;
    try {
      if (asking === 'reset') {
        const { password } = await reset.trigger({ serviceId });
        setNewPassword(password);
      } else {
        await sync.trigger({ serviceId });
        setNewPassword(null);
        raiseSuccessToast({
          description: t({
            id: 'services.code.syncDone',
            message: 'The service code now uses your sign-in password.',
          }),
        });
      }
      setAsking(null);
    } catch {
      // The catalogue has toasted why; the question stays for another try or a cancel.
    }
  };

  return (
    <DetailsSection title={t({ id: 'services.code.title', message: 'Service code' })}>
      <Loaded
        read={read}
        failed={t({
          id: 'services.code.loadFailed',
          message: 'The service code could not be loaded.',
        })}
      >
        {(code) => (
          <FactList
            size="sm"
            items={[
              [
                t({ id: 'services.code.code', message: 'Code' }),
                <Code key="code">{code.serviceCode}</Code>,
              ],
              [t({ id: 'services.code.password', message: 'Password' }), passwordLine(code)],
            ]}
          />
        )}
      </Loaded>
      {newPassword && (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t({ id: 'services.code.newPassword', message: 'The new password' })}{' '}
              <Code userSelect="all">{newPassword}</Code>
            </Alert.Title>
            <Alert.Description>
              {t({
                id: 'services.code.shownOnce',
                message: 'It is shown only this once: note it down now.',
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex gap="2" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => setAsking('reset')}>
          {t({ id: 'services.code.reset', message: 'Reset password' })}
        </Button>
        <Button size="xs" variant="outline" onClick={() => setAsking('sync')}>
          {t({ id: 'services.code.sync', message: 'Use my sign-in password' })}
        </Button>
      </Flex>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'sync'
            ? t({ id: 'services.code.sync', message: 'Use my sign-in password' })
            : t({ id: 'services.code.reset', message: 'Reset password' })
        }
        message={
          asking === 'sync'
            ? t({
                id: 'services.code.syncMessage',
                message:
                  'The service code will take your sign-in password. Programs that use the old one must sign in again.',
              })
            : t({
                id: 'services.code.resetMessage',
                message:
                  'A new password is made for the service code. Programs that use the old one must sign in again.',
              })
        }
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </DetailsSection>
  );
}
