import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { intlLocale } from '../amount-text/format-amount';
import type { PanelSectionProps } from './panel-props';
import { gate } from './part-gate';
import { ActionButton, keyedRow, Section } from './setting-row';

/**
 * The account itself: its profile (the name, and the user name it can sign in with), and closing
 * it, offered only when isCanLogOff allows, else why not.
 */
export function AccountSection({ panel, actions }: Omit<PanelSectionProps, 'ask'>) {
  const { account, logOff, onRetry } = panel;
  const { isBusy, errors, run } = actions;
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale, i18n.locales);
  const logOffReasonId = useId();

  const profileRow = gate(
    account,
    () => onRetry('account'),
    (data) => {
      const { realName, userName } = data;
      return {
        state:
          userName === ''
            ? t({
                id: 'securitySettings.profileNoUserName',
                message: `${realName} · no user name`,
              })
            : t({
                id: 'securitySettings.profileState',
                message: `${realName} · user name ${userName}`,
              }),
        actions: (
          <ActionButton
            label={t({ id: 'securitySettings.profileEdit', message: 'Edit' })}
            loading={isBusy('profile')}
            onClick={() => void run('profile', panel.onEditProfile)}
          />
        ),
      };
    },
  );

  const logOffRow = gate(
    logOff,
    () => onRetry('logOff'),
    (data) => {
      const corps = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        data.creatorCorps.map(({ corpName }) => corpName),
      );
      return {
        state: data.canLogOff ? (
          t({
            id: 'securitySettings.logOffWarning',
            message: 'Closing the account deletes its data for good.',
          })
        ) : (
          <Text id={logOffReasonId} color="fg.error">
            {data.creatorCorps.length > 0
              ? t({
                  id: 'securitySettings.logOffBlockedCorps',
                  message: `The account cannot be closed: you created ${corps}, which still have other members. Hand them over first.`,
                })
              : t({
                  id: 'securitySettings.logOffBlocked',
                  message: 'The account cannot be closed now.',
                })}
          </Text>
        ),
        actions: (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={!data.canLogOff}
            aria-describedby={data.canLogOff ? undefined : logOffReasonId}
            loading={isBusy('logOff')}
            onClick={() => void run('logOff', panel.onLogOff)}
          >
            {t({ id: 'securitySettings.logOffAction', message: 'Close account' })}
          </Button>
        ),
      };
    },
  );

  return (
    <Section title={t({ id: 'securitySettings.accountSection', message: 'Account' })}>
      {keyedRow(
        errors,
        'profile',
        t({ id: 'securitySettings.profile', message: 'Profile' }),
        profileRow,
      )}
      {keyedRow(
        errors,
        'logOff',
        t({ id: 'securitySettings.logOff', message: 'Close account' }),
        logOffRow,
      )}
    </Section>
  );
}
