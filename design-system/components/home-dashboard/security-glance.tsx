import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { displayMobile, maskEmail } from '../security-settings-panel/security-state';
import { AlertCircleIcon, CheckCircleIcon } from './icons';
import {
  securityGlance,
  toReviewCount,
  type GlanceTone,
  type SecurityGlanceItem,
  type SecurityGlanceState,
} from './security-glance-rules';

export interface SecurityGlanceProps {
  state: SecurityGlanceState;
}

const TONE_COLOUR = {
  ok: 'green.fg',
  review: 'orange.fg',
  info: 'fg.muted',
} as const satisfies Record<GlanceTone, string>;

function ToneIcon({ tone }: { tone: GlanceTone }) {
  if (tone === 'ok') return <CheckCircleIcon color={TONE_COLOUR.ok} boxSize="4" />;
  if (tone === 'review') return <AlertCircleIcon color={TONE_COLOUR.review} boxSize="4" />;
  return <Box boxSize="4" />;
}

/**
 * The account's security at a glance: each setting's state in a line, the ones worth a look
 * marked and counted (the words say it; the icons only repeat it). The account settings change
 * them.
 */
export function SecurityGlance({ state }: SecurityGlanceProps) {
  const { t } = useLingui();
  const items = securityGlance(state);
  const toReview = toReviewCount(items);
  const onOff = (on: boolean) =>
    on
      ? t({ id: 'securitySettings.on', message: 'On' })
      : t({ id: 'securitySettings.off', message: 'Off' });
  const notBound = t({ id: 'securitySettings.notBound', message: 'Not bound' });

  const line = (item: SecurityGlanceItem): { label: string; value: string } => {
    switch (item.key) {
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
        };
      }
      case 'mobile':
        return {
          label: t({ id: 'securitySettings.mobile', message: 'Mobile' }),
          value: item.value ? displayMobile(item.value) : notBound,
        };
      case 'email':
        return {
          label: t({ id: 'securitySettings.email', message: 'E-mail' }),
          value: item.value ? maskEmail(item.value) : notBound,
        };
      case 'loginProtect':
        return {
          label: t({ id: 'securitySettings.loginProtect', message: 'Login protection' }),
          value: onOff(item.on),
        };
      case 'secondCheck':
        return {
          label: t({
            id: 'securitySettings.secondCheck',
            message: 'Your second check in this company',
          }),
          value: onOff(item.on),
        };
      case 'trustedDevices':
        return {
          label: t({ id: 'securitySettings.trustedDevices', message: 'Trusted devices' }),
          value: String(item.count),
        };
    }
  };

  return (
    <Stack gap="3">
      <Text
        textStyle="sm"
        fontWeight="medium"
        color={toReview ? TONE_COLOUR.review : TONE_COLOUR.ok}
      >
        {toReview === 0
          ? t({ id: 'home.security.allGood', message: 'Everything looks good.' })
          : t({
              id: 'home.security.toReview',
              message: plural(toReview, {
                one: '# setting is worth a look.',
                other: '# settings are worth a look.',
              }),
            })}
      </Text>
      <Stack as="ul" listStyleType="none" gap="none">
        {items.map((item) => {
          const { label, value } = line(item);
          return (
            <Flex
              as="li"
              key={item.key}
              gap="2"
              py="2"
              align="flex-start"
              data-tone={item.tone}
              _notFirst={{ borderTop: 'sm', borderColor: 'border' }}
            >
              <Box pt="0.5" flexShrink="0">
                <ToneIcon tone={item.tone} />
              </Box>
              <Flex flex="1" minW="none" gap="1" wrap="wrap" justify="space-between">
                <Text textStyle="sm">{label}</Text>
                <Text
                  textStyle="sm"
                  color={item.tone === 'review' ? TONE_COLOUR.review : 'text.secondary'}
                  fontWeight={item.tone === 'review' ? 'medium' : undefined}
                >
                  {value}
                </Text>
              </Flex>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
