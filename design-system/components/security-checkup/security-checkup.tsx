import { Box, Button, Flex, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '../../icons';
import { displayMobile, maskEmail } from '../security-settings-panel/security-state';
import { thirdPlatformMessages } from '../security-settings-panel/messages';
import { useSettingActions } from '../security-settings-panel/use-setting-actions';
import {
  securityCheckup,
  type CheckupItem,
  type CheckupKey,
  type CheckupStatus,
  type SecurityCheckupState,
} from './checkup-rules';

export interface SecurityCheckupProps {
  state: SecurityCheckupState;
  /**
   * Runs an item's fix where the settings are (the account settings page): turns a setting on,
   * opens its dialog. The button waits while it runs; a rejection's message shows on the item.
   */
  onFix?: (item: CheckupItem) => void | Promise<void>;
  /** Where an item's fix is, from another page (the main page): a link instead of a button. */
  fixHref?: (key: CheckupKey) => string;
  /**
   * The item whose fix button takes the focus once drawn, scrolled into view: the person came
   * from the main page's link to it. Focus only, never the fix itself: an address can be sent
   * from another site, and it must not change a setting. @default undefined
   */
  focusFix?: CheckupKey;
}

const STATUS_COLOUR = {
  done: 'green.fg',
  toFix: 'orange.fg',
  info: 'fg.muted',
} as const satisfies Record<CheckupStatus, string>;

/** The bar's colour: red under 60, orange under 85, green from there. */
function scorePalette(score: number) {
  if (score < 60) return 'red';
  if (score < 85) return 'orange';
  return 'green';
}

function StatusIcon({ status }: { status: CheckupStatus }) {
  if (status === 'done') return <CheckCircleIcon color={STATUS_COLOUR.done} boxSize="4" />;
  if (status === 'toFix') return <AlertCircleIcon color={STATUS_COLOUR.toFix} boxSize="4" />;
  return <Box boxSize="4" />;
}

/**
 * The account's security as a score out of 100 and a checklist: login protection, the mobile,
 * the password's age against its expiry, the second check, the remote-login notice, the e-mail,
 * whether the trusted devices were looked at lately, and the third-party bindings. Each item still
 * to do has its fix one click away (checkup-rules.ts has the weights).
 */
export function SecurityCheckup({ state, onFix, fixHref, focusFix }: SecurityCheckupProps) {
  const { i18n, t } = useLingui();
  const actions = useSettingActions();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusFix) return;
    const button = list.current?.querySelector<HTMLElement>(`[data-item="${focusFix}"] button`);
    // Focus brings it into view.
    button?.focus();
  }, [focusFix]);
  const { items, score } = securityCheckup(state);
  const toFix = items.filter((item) => item.status === 'toFix').length;
  const onOff = (on: boolean) =>
    on
      ? t({ id: 'securitySettings.on', message: 'On' })
      : t({ id: 'securitySettings.off', message: 'Off' });
  const notBound = t({ id: 'securitySettings.notBound', message: 'Not bound' });
  const turnOn = t({ id: 'securityCheckup.fix.turnOn', message: 'Turn on' });
  const bind = t({ id: 'securitySettings.bind', message: 'Bind' });
  const review = t({ id: 'securityCheckup.fix.review', message: 'Review' });

  const describe = (item: CheckupItem): { label: string; value: string; fix?: string } => {
    switch (item.key) {
      case 'loginProtect':
        return {
          label: t({ id: 'securitySettings.loginProtect', message: 'Login protection' }),
          value: onOff(item.status === 'done'),
          fix: turnOn,
        };
      case 'secondCheck':
        return {
          label: t({
            id: 'securitySettings.secondCheck',
            message: 'Your second check in this company',
          }),
          value: onOff(item.status === 'done'),
          fix: turnOn,
        };
      case 'remoteLoginNotice':
        return {
          label: t({ id: 'securitySettings.remoteLoginNotice', message: 'Remote-login notice' }),
          value: onOff(item.status === 'done'),
          fix: turnOn,
        };
      case 'mobile':
        return {
          label: t({ id: 'securitySettings.mobile', message: 'Mobile' }),
          value: item.value ? displayMobile(item.value) : notBound,
          fix: bind,
        };
      case 'email':
        return {
          label: t({ id: 'securitySettings.email', message: 'E-mail' }),
          value: item.value ? maskEmail(item.value) : notBound,
          fix: bind,
        };
      case 'password': {
        const { expiry } = item;
        const days = expiry.kind === 'expiresIn' ? expiry.days : 0;
        return {
          label: t({ id: 'securitySettings.password', message: 'Password' }),
          value:
            expiry.kind === 'never'
              ? t({ id: 'securitySettings.expiryNever', message: 'The password never expires' })
              : expiry.kind === 'expired'
                ? t({ id: 'securitySettings.expired', message: 'The password has expired' })
                : t({
                    id: 'securitySettings.expiresIn',
                    message: plural(days, {
                      one: 'The password expires in # day',
                      other: 'The password expires in # days',
                    }),
                  }),
          fix:
            item.fix === 'setExpiry'
              ? t({ id: 'securityCheckup.fix.setExpiry', message: 'Expire in 90 days' })
              : t({ id: 'securitySettings.change', message: 'Change' }),
        };
      }
      case 'trustedDevices': {
        const { count } = item;
        return {
          label: t({ id: 'securitySettings.trustedDevices', message: 'Trusted devices' }),
          value:
            item.status === 'toFix'
              ? t({
                  id: 'securityCheckup.trustedDevices.due',
                  message: plural(count, {
                    one: '# device, not looked at in 90 days',
                    other: '# devices, not looked at in 90 days',
                  }),
                })
              : t({
                  id: 'securitySettings.trustedDeviceCount',
                  message: plural(count, {
                    0: 'No trusted devices',
                    one: '# trusted device',
                    other: '# trusted devices',
                  }),
                }),
          fix: review,
        };
      }
      case 'thirdPlatforms':
        return {
          label: t({ id: 'securitySettings.thirdParty', message: 'Third-party accounts' }),
          value:
            item.platforms.length === 0
              ? t({ id: 'securityCheckup.thirdParty.none', message: 'None bound' })
              : item.platforms.map((type) => i18n._(thirdPlatformMessages[type])).join(', '),
          fix: item.platforms.length === 0 ? undefined : review,
        };
    }
  };

  const fixControl = (item: CheckupItem, label: string, name: string) => {
    if (fixHref)
      return (
        <Link
          href={fixHref(item.key)}
          textStyle="sm"
          colorPalette="brand"
          aria-label={`${label}: ${name}`}
        >
          {label}
        </Link>
      );
    if (!onFix) return null;
    return (
      <Button
        size="xs"
        variant="outline"
        aria-label={`${label}: ${name}`}
        loading={actions.isBusy(item.key)}
        onClick={() => void actions.run(item.key, () => onFix(item))}
      >
        {label}
      </Button>
    );
  };

  const palette = scorePalette(score);
  return (
    <Stack gap="3" data-score={score}>
      <HStack gap="3" align="baseline" wrap="wrap">
        <Text
          textStyle="3xl"
          fontWeight="semibold"

          fontVariantNumeric="tabular-nums"
        >
          {score}
        </Text>
        <Text textStyle="sm" color="text.secondary">
          {t({ id: 'securityCheckup.outOf', message: 'out of 100' })}
        </Text>
        <Text textStyle="sm" fontWeight="medium" color={STATUS_COLOUR[toFix ? 'toFix' : 'done']}>
          {toFix === 0
            ? t({ id: 'securityCheckup.allDone', message: 'Everything is in place.' })
            : t({
                id: 'securityCheckup.toFix',
                message: plural(toFix, {
                  one: '# thing to do.',
                  other: '# things to do.',
                }),
              })}
        </Text>
      </HStack>
      <Progress.Root value={score} size="sm" colorPalette={palette}>
        {/* The track is the progressbar; without a name of its own it would be read as "50%". */}
        <Progress.Track aria-label={t({ id: 'securityCheckup.score', message: 'Security score' })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Stack as="ul" ref={list} listStyleType="none" gap="none">
        {items.map((item) => {
          const { label, value, fix } = describe(item);
          const showFix = fix !== undefined && item.status !== 'done';
          return (
            <Flex
              as="li"
              key={item.key}
              gap="2"
              py="2"
              align="flex-start"
              data-item={item.key}
              data-status={item.status}
              _notFirst={{ borderTop: 'sm', borderColor: 'border' }}
            >
              <Box pt="0.5" flexShrink="0">
                <StatusIcon status={item.status} />
              </Box>
              <Flex flex="1" minW="none" gap="1" wrap="wrap" justify="space-between" align="center">
                <Stack gap="none" minW="none">
                  <Text textStyle="sm">{label}</Text>
                  <Text
                    textStyle="xs"
                    color={item.status === 'toFix' ? STATUS_COLOUR.toFix : 'text.secondary'}
                  >
                    {value}
                  </Text>
                  {actions.errors[item.key] ? (
                    <Text role="alert" textStyle="xs" color="fg.error">
                      {actions.errors[item.key]}
                    </Text>
                  ) : null}
                </Stack>
                {showFix ? fixControl(item, fix, label) : null}
              </Flex>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}

SecurityCheckup.displayName = 'SecurityCheckup';
