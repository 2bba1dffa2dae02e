import { Button } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PanelSectionProps } from './panel-props';
import { gate } from './part-gate';
import { ActionButton, keyedRow, Section } from './setting-row';

/** What the account has authorised: its authorization codes and the AI service agreement. */
export function AuthorizationSection({ panel, actions, ask }: PanelSectionProps) {
  const { authorizationCodeCount, aiProtocol, onRetry } = panel;
  const { isBusy, errors, run } = actions;
  const { t } = useLingui();

  const authorizationCodesRow = gate(
    authorizationCodeCount,
    () => onRetry('authorizationCodes'),
    (count) => ({
      state: t({
        id: 'securitySettings.authorizationCodeCount',
        message: plural(count, {
          0: 'No valid codes',
          one: '# valid code',
          other: '# valid codes',
        }),
      }),
      actions: (
        <ActionButton
          label={t({ id: 'securitySettings.manage', message: 'Manage' })}
          loading={isBusy('authorizationCodes')}
          onClick={() => void run('authorizationCodes', panel.onManageAuthorizationCodes)}
        />
      ),
    }),
  );

  const aiProtocolRow = gate(
    aiProtocol,
    () => onRetry('aiProtocol'),
    (data) => ({
      state: data.agreed
        ? t({ id: 'securitySettings.aiAgreed', message: 'Agreed' })
        : t({ id: 'securitySettings.aiNotAgreed', message: 'Not agreed' }),
      actions: data.agreed ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          loading={isBusy('aiProtocol')}
          onClick={() => ask({ kind: 'aiProtocol' })}
        >
          {t({ id: 'securitySettings.aiWithdraw', message: 'Withdraw consent' })}
        </Button>
      ) : undefined,
    }),
  );

  return (
    <Section title={t({ id: 'securitySettings.authorizationSection', message: 'Authorization' })}>
      {keyedRow(
        errors,
        'authorizationCodes',
        t({ id: 'securitySettings.authorizationCodes', message: 'Authorization codes' }),
        authorizationCodesRow,
      )}
      {keyedRow(
        errors,
        'aiProtocol',
        t({ id: 'securitySettings.aiProtocol', message: 'AI service agreement' }),
        aiProtocolRow,
      )}
    </Section>
  );
}
