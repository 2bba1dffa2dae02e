import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Spinner,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type {
  Account,
  AIProtocol,
  LoginProtectInfo,
  LoginProtectMethod,
  LogOffEligibility,
  PasswordStatus,
  RemoteLoginNotice,
  ThirdPlatformBinding,
  ThirdPlatformType,
} from '../../../shared/domain/account';
import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../../shared/domain/vocabulary';
import { errorMessage } from '../../utils/error-message';
import { intlLocale } from '../amount-text/format-amount';
import { DialogSuspense } from '../dialog-suspense';
import { lazyNamed } from '../../utils/lazy-named';
import { formatDate } from '../../utils/format-date';
import {
  loginProtectMethodMessages,
  loginProtectTypeMessages,
  thirdPlatformMessages,
} from './messages';
import { displayMobile, expiryDayOptions, maskEmail, passwordExpiryState } from './security-state';

// The confirmation, and the dialog machinery with it, loads when a change first asks for it.
const ConfirmDialog = lazyNamed(() => import('../app-dialog/confirm-dialog'), 'ConfirmDialog');

/** One piece of the settings as its call left it: still loading, failed, or there. */
export type SecuritySettingState<T> =
  { status: 'loading' } | { status: 'error'; message?: string } | { status: 'ready'; data: T };

/** The calls the panel's state comes from, one retry each. */
export type SecuritySettingPart =
  | 'account'
  | 'loginProtect'
  | 'remoteLoginNotice'
  | 'passwordStatus'
  | 'thirdPlatforms'
  | 'authorizationCodes'
  | 'trustedDevices'
  | 'aiProtocol'
  | 'logOff';

/** A login protection method, or unOpened to turn protection off. */
export type LoginProtectChoice = LoginProtectMethod | typeof PROTECT_CODE.unOpened;

/** An action of the panel: it may open a flow and return, or return a Promise the panel waits on. */
type Action<A extends unknown[] = []> = (...args: A) => void | Promise<void>;

export interface SecuritySettingsPanelProps {
  /** The account (GET service/user/account): mobile, e-mail and the second check. */
  account: SecuritySettingState<Pick<Account, 'mobile' | 'email' | 'openSecondCheck'>>;
  /** isOpenLoginProtect. */
  loginProtect: SecuritySettingState<Pick<LoginProtectInfo, 'open' | 'protect' | 'type'>>;
  /** isOpenRemoteLoginNotice. */
  remoteLoginNotice: SecuritySettingState<RemoteLoginNotice>;
  /** isCheckedPwd. */
  passwordStatus: SecuritySettingState<
    Pick<PasswordStatus, 'pwdExpireDays' | 'pwdUpdateTime' | 'daysLeft'>
  >;
  /** bindThirdPlatformInfo: every platform, bound or not. */
  thirdPlatforms: SecuritySettingState<ThirdPlatformBinding[]>;
  /** How many valid authorization codes the account has (authorizeCodeListPage). */
  authorizationCodeCount: SecuritySettingState<number>;
  /** getTrustDeviceCount. */
  trustedDeviceCount: SecuritySettingState<number>;
  /** getAIProtocol. */
  aiProtocol: SecuritySettingState<AIProtocol>;
  /** isCanLogOff. */
  logOff: SecuritySettingState<LogOffEligibility>;
  /** Loads a part again after it failed. */
  onRetry: (part: SecuritySettingPart) => void;
  /**
   * Sets how sign-ins are verified, or turns protection off (unOpened). The workbench runs the SMS
   * check turning off needs and settles the Promise when it is done or dropped.
   */
  onChangeLoginProtect: Action<[protect: LoginProtectChoice]>;
  /** Turns the second check on (the workbench binds a check mobile if there is none) or off, after the panel's confirmation. */
  onToggleSecondCheck: Action<[open: boolean]>;
  onToggleRemoteLoginNotice: Action<[open: boolean]>;
  /** Sets the password's lifetime in days, 0 for never. */
  onSetPasswordExpiry: Action<[days: number]>;
  onChangePassword: Action;
  onChangeMobile: Action;
  /** Binds an e-mail address, or changes the bound one. */
  onBindEmail: Action;
  /** Unbinds a platform, after the panel's confirmation. */
  onUnbindThirdParty: Action<[type: ThirdPlatformType]>;
  onManageAuthorizationCodes: Action;
  onManageTrustedDevices: Action;
  /** Withdraws the AI protocol consent (cancelAIProtocol), after the panel's confirmation. */
  onCancelAIProtocol: Action;
  /** Starts closing the account (the workbench's SMS-verified flow); offered only when isCanLogOff allows. */
  onLogOff: Action;
  /** The time zone dates show in. @default the browser's */
  timeZone?: string;
}

type Confirmation =
  | { kind: 'secondCheckOff' }
  | { kind: 'unbind'; type: ThirdPlatformType; nickName: string }
  | { kind: 'aiProtocol' };

/**
 * The account security settings of /accountSetting (spec sections 1 and 7): login protection,
 * second check, remote-login notice, trusted devices, password and its expiry, mobile, e-mail and
 * third-party bindings, authorization codes, the AI protocol and account logoff. Each row shows its
 * state in words and its action; flows that need a page or a dialog of their own are the
 * workbench's, called back. Each part loads, fails and retries on its own.
 */
export function SecuritySettingsPanel(props: SecuritySettingsPanelProps) {
  const {
    account,
    loginProtect,
    remoteLoginNotice,
    passwordStatus,
    thirdPlatforms,
    authorizationCodeCount,
    trustedDeviceCount,
    aiProtocol,
    logOff,
    onRetry,
    timeZone,
  } = props;
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale, i18n.locales);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<Record<string, boolean | number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const logOffReasonId = useId();

  /** Runs an action under a key: busy while it runs, its rejection's message shown on its row. */
  const run = async (
    key: string,
    action: () => void | Promise<void>,
    pendingValue?: boolean | number,
  ) => {
    if (busy[key]) return;
    setBusy((previous) => ({ ...previous, [key]: true }));
    if (pendingValue !== undefined)
      setPending((previous) => ({ ...previous, [key]: pendingValue }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    try {
      await action();
    } catch (error) {
      setErrors((previous) => ({
        ...previous,
        [key]: errorMessage(
          error,
          t({ id: 'securitySettings.actionFailed', message: 'That did not work. Try again.' }),
        ),
      }));
    } finally {
      setBusy(({ [key]: _done, ...rest }) => rest);
      setPending(({ [key]: _done, ...rest }) => rest);
    }
  };

  const ask = (next: Confirmation) => {
    setConfirmation(next);
    setConfirmOpen(true);
  };

  const confirmationKey = (item: Confirmation) =>
    item.kind === 'unbind' ? `unbind.${item.type}` : item.kind;

  const confirm = async () => {
    if (!confirmation) return;
    const item = confirmation;
    const action =
      item.kind === 'secondCheckOff'
        ? () => props.onToggleSecondCheck(false)
        : item.kind === 'unbind'
          ? () => props.onUnbindThirdParty(item.type)
          : () => props.onCancelAIProtocol();
    await run(confirmationKey(item), action);
    setConfirmOpen(false);
  };

  const gate = <T,>(
    part: SecuritySettingState<T>,
    partKey: SecuritySettingPart,
    render: (data: T) => RowContent,
  ): RowContent => {
    if (part.status === 'ready') return render(part.data);
    if (part.status === 'loading')
      return {
        state: (
          <HStack role="status" gap="2">
            <Spinner size="xs" aria-hidden />
            <span>{t({ id: 'common.loading', message: 'Loading…' })}</span>
          </HStack>
        ),
      };
    return {
      state: (
        <Text color="fg.error">
          {part.message ||
            t({ id: 'securitySettings.loadFailed', message: 'This could not be loaded.' })}
        </Text>
      ),
      actions: (
        <Button size="xs" variant="outline" onClick={() => onRetry(partKey)}>
          {t({ id: 'listState.retry', message: 'Try again' })}
        </Button>
      ),
    };
  };

  const actionButton = (key: string, label: string, action: Action, danger = false) => (
    <Button
      size="xs"
      variant="outline"
      colorPalette={danger ? 'red' : 'brand'}
      loading={busy[key]}
      loadingText={label}
      onClick={() => void run(key, action)}
    >
      {label}
    </Button>
  );

  const onOff = (on: boolean) =>
    on
      ? t({ id: 'securitySettings.on', message: 'On' })
      : t({ id: 'securitySettings.off', message: 'Off' });

  const notBound = t({ id: 'securitySettings.notBound', message: 'Not bound' });

  const emailBound = account.status === 'ready' && account.data.email !== '';

  const loginProtectRow = gate(loginProtect, 'loginProtect', (data) => {
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
        <NativeSelect.Root size="sm" w="fit" disabled={busy.loginProtect}>
          <NativeSelect.Field
            aria-labelledby={labelId}
            aria-busy={busy.loginProtect || undefined}
            value={String(shown)}
            onChange={(event) => {
              const choice = Number(event.target.value) as LoginProtectChoice;
              void run('loginProtect', () => props.onChangeLoginProtect(choice), choice);
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
  });

  const secondCheckRow = gate(account, 'account', (data) => ({
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
        busy={busy.secondCheck ?? false}
        onChange={(open) => {
          if (open) void run('secondCheck', () => props.onToggleSecondCheck(true), true);
          else ask({ kind: 'secondCheckOff' });
        }}
      />
    ),
  }));

  const remoteNoticeRow = gate(remoteLoginNotice, 'remoteLoginNotice', (data) => ({
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
        busy={busy.remoteLoginNotice ?? false}
        onChange={(open) =>
          void run('remoteLoginNotice', () => props.onToggleRemoteLoginNotice(open), open)
        }
      />
    ),
  }));

  const trustedDevicesRow = gate(trustedDeviceCount, 'trustedDevices', (count) => ({
    state: t({
      id: 'securitySettings.trustedDeviceCount',
      message: plural(count, {
        0: 'No trusted devices',
        one: '# trusted device',
        other: '# trusted devices',
      }),
    }),
    actions: actionButton(
      'trustedDevices',
      t({ id: 'securitySettings.manage', message: 'Manage' }),
      props.onManageTrustedDevices,
    ),
  }));

  const passwordRow = gate(passwordStatus, 'passwordStatus', (data) => {
    const date = formatDate(data.pwdUpdateTime, locale, timeZone);
    return {
      state:
        date === ''
          ? t({ id: 'securitySettings.passwordSet', message: 'Set' })
          : t({ id: 'securitySettings.passwordChangedOn', message: `Last changed on ${date}` }),
      actions: actionButton(
        'password',
        t({ id: 'securitySettings.change', message: 'Change' }),
        props.onChangePassword,
      ),
    };
  });

  const expiryRow = gate(passwordStatus, 'passwordStatus', (data) => {
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
        <NativeSelect.Root size="sm" w="fit" disabled={busy.passwordExpiry}>
          <NativeSelect.Field
            aria-labelledby={labelId}
            aria-busy={busy.passwordExpiry || undefined}
            value={String(shown)}
            onChange={(event) => {
              const next = Number(event.target.value);
              void run('passwordExpiry', () => props.onSetPasswordExpiry(next), next);
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
  });

  const mobileRow = gate(account, 'account', (data) => ({
    state: data.mobile === '' ? notBound : displayMobile(data.mobile),
    actions: actionButton(
      'mobile',
      data.mobile === ''
        ? t({ id: 'securitySettings.bind', message: 'Bind' })
        : t({ id: 'securitySettings.change', message: 'Change' }),
      props.onChangeMobile,
    ),
  }));

  const emailRow = gate(account, 'account', (data) => ({
    state: data.email === '' ? notBound : maskEmail(data.email),
    actions: actionButton(
      'email',
      data.email === ''
        ? t({ id: 'securitySettings.bind', message: 'Bind' })
        : t({ id: 'securitySettings.change', message: 'Change' }),
      props.onBindEmail,
    ),
  }));

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
                  loading={busy[`unbind.${binding.type}`]}
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
            content: gate(thirdPlatforms, 'thirdPlatforms', () => ({})),
          },
        ];

  const authorizationCodesRow = gate(authorizationCodeCount, 'authorizationCodes', (count) => ({
    state: t({
      id: 'securitySettings.authorizationCodeCount',
      message: plural(count, {
        0: 'No valid codes',
        one: '# valid code',
        other: '# valid codes',
      }),
    }),
    actions: actionButton(
      'authorizationCodes',
      t({ id: 'securitySettings.manage', message: 'Manage' }),
      props.onManageAuthorizationCodes,
    ),
  }));

  const aiProtocolRow = gate(aiProtocol, 'aiProtocol', (data) => ({
    state: data.agreed
      ? t({ id: 'securitySettings.aiAgreed', message: 'Agreed' })
      : t({ id: 'securitySettings.aiNotAgreed', message: 'Not agreed' }),
    actions: data.agreed ? (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={busy.aiProtocol}
        onClick={() => ask({ kind: 'aiProtocol' })}
      >
        {t({ id: 'securitySettings.aiWithdraw', message: 'Withdraw consent' })}
      </Button>
    ) : undefined,
  }));

  const logOffRow = gate(logOff, 'logOff', (data) => {
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
          loading={busy.logOff}
          onClick={() => void run('logOff', props.onLogOff)}
        >
          {t({ id: 'securitySettings.logOffAction', message: 'Close account' })}
        </Button>
      ),
    };
  });

  const row = (key: string, label: string, content: RowContent) => (
    <SettingRow key={key} label={label} content={{ error: errors[key], ...content }} />
  );

  const confirmPlatform =
    confirmation?.kind === 'unbind' ? i18n._(thirdPlatformMessages[confirmation.type]) : '';
  const confirmNickName = confirmation?.kind === 'unbind' ? confirmation.nickName : '';
  const confirmText =
    confirmation?.kind === 'unbind'
      ? {
          title: t({ id: 'securitySettings.unbindTitle', message: `Unbind ${confirmPlatform}` }),
          message: t({
            id: 'securitySettings.unbindMessage',
            message: `You will no longer sign in with the ${confirmPlatform} account ${confirmNickName}.`,
          }),
          confirmLabel: t({ id: 'securitySettings.unbind', message: 'Unbind' }),
        }
      : confirmation?.kind === 'aiProtocol'
        ? {
            title: t({ id: 'securitySettings.aiWithdrawTitle', message: 'Withdraw AI consent' }),
            message: t({
              id: 'securitySettings.aiWithdrawMessage',
              message: 'The AI features stop working for this account until you agree again.',
            }),
            confirmLabel: t({ id: 'securitySettings.aiWithdraw', message: 'Withdraw consent' }),
          }
        : {
            title: t({
              id: 'securitySettings.secondCheckOffTitle',
              message: 'Turn off second check',
            }),
            message: t({
              id: 'securitySettings.secondCheckOffMessage',
              message: 'Signing in to the current company will no longer need an SMS code.',
            }),
            confirmLabel: t({ id: 'securitySettings.turnOff', message: 'Turn off' }),
          };

  return (
    <Stack gap="8">
      <Section title={t({ id: 'securitySettings.signInSection', message: 'Sign-in protection' })}>
        {row(
          'loginProtect',
          t({ id: 'securitySettings.loginProtect', message: 'Login protection' }),
          loginProtectRow,
        )}
        {row(
          'secondCheck',
          t({ id: 'securitySettings.secondCheck', message: 'Second check' }),
          secondCheckRow,
        )}
        {row(
          'remoteLoginNotice',
          t({ id: 'securitySettings.remoteLoginNotice', message: 'Remote-login notice' }),
          remoteNoticeRow,
        )}
        {row(
          'trustedDevices',
          t({ id: 'securitySettings.trustedDevices', message: 'Trusted devices' }),
          trustedDevicesRow,
        )}
      </Section>
      <Section title={t({ id: 'securitySettings.passwordSection', message: 'Password' })}>
        {row('password', t({ id: 'securitySettings.password', message: 'Password' }), passwordRow)}
        {row(
          'passwordExpiry',
          t({ id: 'securitySettings.passwordExpiry', message: 'Password expiry' }),
          expiryRow,
        )}
      </Section>
      <Section title={t({ id: 'securitySettings.bindingSection', message: 'Linked accounts' })}>
        {row('mobile', t({ id: 'securitySettings.mobile', message: 'Mobile' }), mobileRow)}
        {row('email', t({ id: 'securitySettings.email', message: 'E-mail' }), emailRow)}
        {platformRows.map((platform) => row(platform.key, platform.label, platform.content))}
      </Section>
      <Section title={t({ id: 'securitySettings.authorizationSection', message: 'Authorization' })}>
        {row(
          'authorizationCodes',
          t({ id: 'securitySettings.authorizationCodes', message: 'Authorization codes' }),
          authorizationCodesRow,
        )}
        {row(
          'aiProtocol',
          t({ id: 'securitySettings.aiProtocol', message: 'AI service agreement' }),
          aiProtocolRow,
        )}
      </Section>
      <Section title={t({ id: 'securitySettings.accountSection', message: 'Account' })}>
        {row('logOff', t({ id: 'securitySettings.logOff', message: 'Close account' }), logOffRow)}
      </Section>

      {/* Once asked for, it stays mounted so that it can animate out. */}
      {confirmation ? (
        <DialogSuspense>
          <ConfirmDialog
            open={confirmOpen}
            destructive
            title={confirmText.title}
            message={confirmText.message}
            confirmLabel={confirmText.confirmLabel}
            confirmLoading={confirmation ? (busy[confirmationKey(confirmation)] ?? false) : false}
            onConfirm={() => void confirm()}
            onOpenChange={({ open }) => {
              if (!open) setConfirmOpen(false);
            }}
          />
        </DialogSuspense>
      ) : null}
    </Stack>
  );
}

SecuritySettingsPanel.displayName = 'SecuritySettingsPanel';

interface RowContent {
  /** The current state, in words. */
  state?: ReactNode;
  /** Buttons. */
  actions?: ReactNode;
  /** An inline control (switch, select), labelled by the row's label. */
  control?: (labelId: string) => ReactNode;
  /** Why the last action failed. */
  error?: string;
}

function SettingRow({ label, content }: { label: string; content: RowContent }) {
  const labelId = useId();
  return (
    <Stack
      role="group"
      aria-labelledby={labelId}
      gap="1"
      py="3"
      _notFirst={{ borderTop: 'sm', borderTopColor: 'border' }}
    >
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        <Stack gap="0.5" flex="1" minW="48">
          <Text id={labelId} fontWeight="medium">
            {label}
          </Text>
          <Box textStyle="sm" color="text.secondary">
            {content.state}
          </Box>
        </Stack>
        <HStack gap="2" flexShrink="0">
          {content.control?.(labelId)}
          {content.actions}
        </HStack>
      </Flex>
      {content.error ? (
        <Text role="alert" textStyle="sm" color="fg.error">
          {content.error}
        </Text>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1">
      <Heading as="h2" id={headingId} size="md">
        {title}
      </Heading>
      <Box>{children}</Box>
    </Stack>
  );
}

function SettingSwitch({
  labelId,
  checked,
  busy,
  onChange,
}: {
  labelId: string;
  checked: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // The browser flips the hidden checkbox on a click before the owner decides; when the owner
  // keeps the value (a confirmation first, a refusal), the checkbox must be put back by hand, or
  // assistive technology would read the state that was refused.
  useEffect(() => {
    if (input.current && input.current.checked !== checked) input.current.checked = checked;
  });
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      disabled={busy}
      aria-busy={busy || undefined}
      onCheckedChange={({ checked: next }) => onChange(next)}
    >
      <Switch.HiddenInput ref={input} role="switch" aria-labelledby={labelId} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
