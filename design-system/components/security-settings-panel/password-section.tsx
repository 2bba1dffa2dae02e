import { NativeSelect, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDateFormat } from '../../utils/format-date';
import type { PanelSectionProps } from './panel-props';
import { gate } from './part-gate';
import { expiryDayOptions, passwordExpiryState } from './security-state';
import { ActionButton, keyedRow, Section } from './setting-row';

/** The password: when it last changed, and how long it lasts. */
export function PasswordSection({ panel, actions }: Omit<PanelSectionProps, 'ask'>) {
  const { passwordStatus, onRetry, timeZone } = panel;
  const { isBusy, pending, errors, run } = actions;
  const { t } = useLingui();
  const format = useDateFormat(timeZone);

  const passwordRow = gate(
    passwordStatus,
    () => onRetry('passwordStatus'),
    (data) => {
      const date = format.date(data.pwdUpdateTime);
      return {
        state:
          date === ''
            ? t({ id: 'securitySettings.passwordSet', message: 'Set' })
            : t({ id: 'securitySettings.passwordChangedOn', message: `Last changed on ${date}` }),
        actions: (
          <ActionButton
            label={t({ id: 'securitySettings.change', message: 'Change' })}
            loading={isBusy('password')}
            onClick={() => void run('password', panel.onChangePassword)}
          />
        ),
      };
    },
  );

  const expiryRow = gate(
    passwordStatus,
    () => onRetry('passwordStatus'),
    (data) => {
      const expiry = passwordExpiryState(data);
      const shown = (pending.passwordExpiry as number | undefined) ?? data.pwdExpireDays;
      const days = expiry.kind === 'expiresIn' ? expiry.days : 0;
      return {
        state:
          expiry.kind === 'never' ? (
            t({ id: 'securitySettings.expiryNever', message: 'The password never expires' })
          ) : expiry.kind === 'expired' ? (
            <Text color="fg.error">
              {t({ id: 'securitySettings.expired', message: 'The password has expired' })}
            </Text>
          ) : (
            t({
              id: 'securitySettings.expiresIn',
              message: plural(days, {
                one: 'The password expires in # day',
                other: 'The password expires in # days',
              }),
            })
          ),
        control: (labelId) => (
          <NativeSelect.Root size="sm" w="fit" disabled={isBusy('passwordExpiry')}>
            <NativeSelect.Field
              aria-labelledby={labelId}
              aria-busy={isBusy('passwordExpiry') || undefined}
              value={String(shown)}
              onChange={(event) => {
                const next = Number(event.target.value);
                void run('passwordExpiry', () => panel.onSetPasswordExpiry(next), next);
              }}
            >
              {expiryDayOptions(data.pwdExpireDays).map((option) => (
                <option key={option} value={option}>
                  {option === 0
                    ? t({ id: 'securitySettings.expiryOptionNever', message: 'Never' })
                    : t({
                        id: 'securitySettings.expiryOption',
                        message: plural(option, { one: '# day', other: '# days' }),
                      })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ),
      };
    },
  );

  return (
    <Section title={t({ id: 'securitySettings.passwordSection', message: 'Password' })}>
      {keyedRow(
        errors,
        'password',
        t({ id: 'securitySettings.password', message: 'Password' }),
        passwordRow,
      )}
      {keyedRow(
        errors,
        'passwordExpiry',
        t({ id: 'securitySettings.passwordExpiry', message: 'Password expiry' }),
        expiryRow,
      )}
    </Section>
  );
}
