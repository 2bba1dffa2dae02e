import { Alert, Button, HStack } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSubmitGuard } from '../../../design-system/utils/use-submit-guard';
import type { PasswordStatus } from '../../../shared/domain/account';

export interface PasswordTipProps {
  status: Pick<PasswordStatus, 'daysLeft'>;
  onChangePassword: () => void;
  /** Puts the tip off until the password changes (updatePwdTip). */
  onDismiss: () => Promise<void>;
}

/** The change-your-password tip isCheckedPwd asks for: the password expired or is about to. */
export function PasswordTip({ status, onChangePassword, onDismiss }: PasswordTipProps) {
  const { t } = useLingui();
  const dismissal = useSubmitGuard();
  const days = status.daysLeft ?? 0;
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {days <= 0
            ? t({
                id: 'accountSetting.pwdTip.expired',
                message: 'Your password has expired. Change it to keep the account safe.',
              })
            : t({
                id: 'accountSetting.pwdTip.expiresIn',
                message: plural(days, {
                  one: 'Your password expires in # day. Change it to keep the account safe.',
                  other: 'Your password expires in # days. Change it to keep the account safe.',
                }),
              })}
        </Alert.Title>
      </Alert.Content>
      <HStack gap="2" flexShrink="0">
        <Button size="xs" colorPalette="brand" onClick={onChangePassword}>
          {t({ id: 'accountSetting.pwdTip.change', message: 'Change password' })}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          loading={dismissal.busy}
          onClick={() =>
            // A refusal was toasted by the catalogue; the tip stays for another try.
            void dismissal.run(() => onDismiss().catch(() => undefined))
          }
        >
          {t({ id: 'accountSetting.pwdTip.dismiss', message: 'Do not remind me' })}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
