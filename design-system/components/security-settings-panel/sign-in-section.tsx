import { Box, NativeSelect, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../../shared/domain/vocabulary';
import { loginProtectMethodMessages, loginProtectTypeMessages } from './messages';
import type { LoginProtectChoice, PanelSectionProps } from './panel-props';
import { gate } from './part-gate';
import { ActionButton, keyedRow, Section, SettingSwitch } from './setting-row';

/** Sign-in protection: login protection, the second check, the remote-login notice, trusted devices. */
export function SignInSection({ panel, actions, ask }: PanelSectionProps) {
  const { account, loginProtect, remoteLoginNotice, trustedDeviceCount, onRetry } = panel;
  const { isBusy, pending, errors, run } = actions;
  const { t, i18n } = useLingui();

  const onOff = (on: boolean) =>
    on
      ? t({ id: 'securitySettings.on', message: 'On' })
      : t({ id: 'securitySettings.off', message: 'Off' });

  const emailBound = account.status === 'ready' && account.data.email !== '';

  const loginProtectRow = gate(
    loginProtect,
    () => onRetry('loginProtect'),
    (data) => {
      const current: LoginProtectChoice = data.open ? data.protect : PROTECT_CODE.unOpened;
      const shown = (pending.loginProtect as LoginProtectChoice | undefined) ?? current;
      const forced = data.open && data.type === LOGIN_PROTECT_TYPE.forced;
      const choices: LoginProtectChoice[] = [
        PROTECT_CODE.unOpened,
        PROTECT_CODE.mobile,
        PROTECT_CODE.email,
        PROTECT_CODE.wx,
      ];
      return {
        state: (
          <Box>
            <Text>{i18n._(loginProtectMethodMessages[current])}</Text>
            {data.open && data.type !== null ? (
              <Text>{i18n._(loginProtectTypeMessages[data.type])}</Text>
            ) : null}
          </Box>
        ),
        control: (labelId) => (
          <NativeSelect.Root size="sm" w="fit" disabled={isBusy('loginProtect')}>
            <NativeSelect.Field
              aria-labelledby={labelId}
              aria-busy={isBusy('loginProtect') || undefined}
              value={String(shown)}
              onChange={(event) => {
                const choice = Number(event.target.value) as LoginProtectChoice;
                void run('loginProtect', () => panel.onChangeLoginProtect(choice), choice);
              }}
            >
              {choices.map((choice) => (
                <option
                  key={choice}
                  value={choice}
                  disabled={
                    (choice === PROTECT_CODE.unOpened && forced) ||
                    (choice === PROTECT_CODE.email && account.status === 'ready' && !emailBound)
                  }
                >
                  {i18n._(loginProtectMethodMessages[choice])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ),
      };
    },
  );

  const secondCheckRow = gate(
    account,
    () => onRetry('account'),
    (data) => ({
      state: data.openSecondCheck
        ? t({
            id: 'securitySettings.secondCheckOn',
            message: 'On: signing in to the current company needs an SMS code',
          })
        : onOff(false),
      control: (labelId) => (
        <SettingSwitch
          labelId={labelId}
          checked={(pending.secondCheck as boolean | undefined) ?? data.openSecondCheck}
          busy={isBusy('secondCheck')}
          onChange={(open) => {
            if (open) void run('secondCheck', () => panel.onToggleSecondCheck(true), true);
            else ask({ kind: 'secondCheckOff' });
          }}
        />
      ),
    }),
  );

  const remoteNoticeRow = gate(
    remoteLoginNotice,
    () => onRetry('remoteLoginNotice'),
    (data) => ({
      state: data.open
        ? t({
            id: 'securitySettings.remoteNoticeOn',
            message: 'On: you are told when the account signs in from a new place',
          })
        : onOff(false),
      control: (labelId) => (
        <SettingSwitch
          labelId={labelId}
          checked={(pending.remoteLoginNotice as boolean | undefined) ?? data.open}
          busy={isBusy('remoteLoginNotice')}
          onChange={(open) =>
            void run('remoteLoginNotice', () => panel.onToggleRemoteLoginNotice(open), open)
          }
        />
      ),
    }),
  );

  const trustedDevicesRow = gate(
    trustedDeviceCount,
    () => onRetry('trustedDevices'),
    (count) => ({
      state: t({
        id: 'securitySettings.trustedDeviceCount',
        message: plural(count, {
          0: 'No trusted devices',
          one: '# trusted device',
          other: '# trusted devices',
        }),
      }),
      actions: (
        <ActionButton
          label={t({ id: 'securitySettings.manage', message: 'Manage' })}
          loading={isBusy('trustedDevices')}
          onClick={() => void run('trustedDevices', panel.onManageTrustedDevices)}
        />
      ),
    }),
  );

  return (
    <Section title={t({ id: 'securitySettings.signInSection', message: 'Sign-in protection' })}>
      {keyedRow(
        errors,
        'loginProtect',
        t({ id: 'securitySettings.loginProtect', message: 'Login protection' }),
        loginProtectRow,
      )}
      {keyedRow(
        errors,
        'secondCheck',
        t({ id: 'securitySettings.secondCheck', message: 'Your second check in this company' }),
        secondCheckRow,
      )}
      {keyedRow(
        errors,
        'remoteLoginNotice',
        t({ id: 'securitySettings.remoteLoginNotice', message: 'Remote-login notice' }),
        remoteNoticeRow,
      )}
      {keyedRow(
        errors,
        'trustedDevices',
        t({ id: 'securitySettings.trustedDevices', message: 'Trusted devices' }),
        trustedDevicesRow,
      )}
    </Section>
  );
}
