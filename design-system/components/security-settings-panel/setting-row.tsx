import { Box, Button, Flex, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface RowContent {
  /** The current state, in words. */
  state?: ReactNode;
  /** Buttons. */
  actions?: ReactNode;
  /** An inline control (switch, select), labelled by the row's label. */
  control?: (labelId: string) => ReactNode;
  /** Why the last action failed. */
  error?: string;
}

/** One setting: its name, its state in words, its control or buttons, and why an action failed. */
export function SettingRow({
  label,
  content,
  settingKey,
}: {
  label: string;
  content: RowContent;
  /** Marks the row (`data-setting`), so a page can bring one setting into view. */
  settingKey?: string;
}) {
  const labelId = useId();
  return (
    <Stack
      role="group"
      aria-labelledby={labelId}
      data-setting={settingKey}
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

/** A titled group of settings; `id` lets a page bring it into view. */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" id={id} aria-labelledby={headingId} gap="1">
      <Heading as="h2" id={headingId} size="md">
        {title}
      </Heading>
      <Box>{children}</Box>
    </Stack>
  );
}

/** A setting's on/off switch, labelled by its row; the owner decides what a click does. */
export function SettingSwitch({
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

/** A row's button that runs one action; it shows the action's wait. */
export function ActionButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean | undefined;
  onClick: () => void;
}) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      loading={loading}
      loadingText={label}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** A row under its action's key, showing why that action last failed. */
export function keyedRow(
  errors: Record<string, string>,
  key: string,
  label: string,
  content: RowContent,
) {
  return (
    <SettingRow
      key={key}
      settingKey={key}
      label={label}
      content={{ error: errors[key], ...content }}
    />
  );
}
