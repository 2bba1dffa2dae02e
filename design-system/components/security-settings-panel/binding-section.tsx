import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { thirdPlatformMessages } from './messages';
import type { PanelSectionProps } from './panel-props';
import { gate } from './part-gate';
import { RevealableValue } from '../revealable-value';
import { displayMobile, maskEmail } from './security-state';
import { ActionButton, keyedRow, Section, type RowContent } from './setting-row';

/** The linked accounts' section: the security check-up's third-party item brings it into view. */
export const LINKED_ACCOUNTS_SECTION = 'linked-accounts';

/** The linked accounts: the mobile, the e-mail address and each third-party platform. */
export function BindingSection({ panel, actions, ask }: PanelSectionProps) {
  const { account, thirdPlatforms, onRetry } = panel;
  const { isBusy, errors, run } = actions;
  const { t, i18n } = useLingui();

  const notBound = t({ id: 'securitySettings.notBound', message: 'Not bound' });

  const mobileRow = gate(
    account,
    () => onRetry('account'),
    (data) => ({
      state:
        data.mobile === '' ? (
          notBound
        ) : panel.onRevealMobile ? (
          <RevealableValue
            masked={displayMobile(data.mobile)}
            showLabel={t({ id: 'securitySettings.mobile.show', message: 'Show mobile number' })}
            hideLabel={t({ id: 'securitySettings.mobile.hide', message: 'Hide mobile number' })}
            onReveal={panel.onRevealMobile}
          />
        ) : (
          displayMobile(data.mobile)
        ),
      actions: (
        <ActionButton
          label={
            data.mobile === ''
              ? t({ id: 'securitySettings.bind', message: 'Bind' })
              : t({ id: 'securitySettings.change', message: 'Change' })
          }
          loading={isBusy('mobile')}
          onClick={() => void run('mobile', panel.onChangeMobile)}
        />
      ),
    }),
  );

  const emailRow = gate(
    account,
    () => onRetry('account'),
    (data) => ({
      state: data.email === '' ? notBound : maskEmail(data.email),
      actions: (
        <ActionButton
          label={
            data.email === ''
              ? t({ id: 'securitySettings.bind', message: 'Bind' })
              : t({ id: 'securitySettings.change', message: 'Change' })
          }
          loading={isBusy('email')}
          onClick={() => void run('email', panel.onBindEmail)}
        />
      ),
    }),
  );

  const platformRows =
    thirdPlatforms.status === 'ready'
      ? thirdPlatforms.data.map((binding) => {
          const nickName = binding.nickName;
          return {
            key: binding.type,
            label: i18n._(thirdPlatformMessages[binding.type]),
            content: {
              state: binding.bound
                ? t({ id: 'securitySettings.boundTo', message: `Bound to ${nickName}` })
                : notBound,
              actions: binding.bound ? (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  loading={isBusy(`unbind.${binding.type}`)}
                  onClick={() => ask({ kind: 'unbind', type: binding.type, nickName })}
                >
                  {t({ id: 'securitySettings.unbind', message: 'Unbind' })}
                </Button>
              ) : undefined,
              error: errors[`unbind.${binding.type}`],
            } satisfies RowContent,
          };
        })
      : [
          {
            key: 'thirdPlatforms',
            label: t({ id: 'securitySettings.thirdParty', message: 'Third-party accounts' }),
            content: gate(
              thirdPlatforms,
              () => onRetry('thirdPlatforms'),
              () => ({}),
            ),
          },
        ];

  return (
    <Section
      id={LINKED_ACCOUNTS_SECTION}
      title={t({ id: 'securitySettings.bindingSection', message: 'Linked accounts' })}
    >
      {keyedRow(
        errors,
        'mobile',
        t({ id: 'securitySettings.mobile', message: 'Mobile' }),
        mobileRow,
      )}
      {keyedRow(errors, 'email', t({ id: 'securitySettings.email', message: 'E-mail' }), emailRow)}
      {platformRows.map((platform) =>
        keyedRow(errors, platform.key, platform.label, platform.content),
      )}
    </Section>
  );
}
