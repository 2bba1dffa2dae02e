import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSubmission } from '../../utils/use-submission';
import { AppDialog } from '../app-dialog';
import { matchesQuery } from './list-logic';
import { ErrorAlert } from '../error-alert';

/** One thing the person may pick: a member to authorise or a device to white-list. */
export interface PickOption {
  id: string;
  /** What the checkbox says, e.g. the member's real name. */
  label: string;
  /** A second line that tells two like names apart, e.g. the masked mobile. */
  detail: string;
}

export interface PickDialogProps {
  title: string;
  /** Names the search box, e.g. "Search members". */
  searchLabel: string;
  /** Shown when nothing was picked. */
  requiredMessage: string;
  /** Shown when the failure has no message of its own. */
  failedMessage: string;
  /** Shown when there is nothing left to pick. */
  noOptionsMessage: string;
  options: readonly PickOption[];
  /** Adds the picked ids; rejects with an Error whose message is shown, the picks kept. */
  onAdd: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Picks members or devices for a main serial number from the list the page gives, narrowed by a
 * search box. Mounted only while open, so every opening starts with nothing picked.
 */
export function PickDialog({
  title,
  searchLabel,
  requiredMessage,
  failedMessage,
  noOptionsMessage,
  options,
  onAdd,
  onClose,
}: PickDialogProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState(false);
  const { error: failure, run } = useSubmission(failedMessage);

  const shown = options.filter((option) => matchesQuery(query, option.label, option.detail));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
    if (next.size > 0) setMissing(false);
  };

  const submit = () => {
    if (picked.size === 0) {
      setMissing(true);
      return;
    }
    return run(async () => {
      // In the order the page listed them, not the order they were clicked.
      await onAdd(options.filter((option) => picked.has(option.id)).map((option) => option.id));
      onClose();
    });
  };

  const pickedCount = picked.size;
  return (
    <AppDialog
      open
      title={title}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      onConfirm={submit}
      confirmLabel={t({ id: 'deviceTable.add', message: 'Add' })}
    >
      <Stack gap="3">
        <Input
          size="sm"
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Enter narrows nothing further; it must not add what happens to be picked.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {t({ id: 'deviceTable.pickedCount', message: `${pickedCount} selected` })}
        </Text>
        <Box
          as="fieldset"
          aria-label={title}
          maxH="xs"
          overflowY="auto"
          border="sm"
          borderColor="border"
          borderRadius="control"
          px="3"
          py="2"
        >
          {shown.length === 0 ? (
            <Text textStyle="sm" color="fg.muted" py="2">
              {options.length === 0
                ? noOptionsMessage
                : t({ id: 'listState.noMatch', message: 'Nothing matches your search.' })}
            </Text>
          ) : (
            <Stack gap="2">
              {shown.map((option) => (
                <Checkbox.Root
                  key={option.id}
                  size="sm"
                  alignItems="flex-start"
                  checked={picked.has(option.id)}
                  onCheckedChange={({ checked }) => toggle(option.id, checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label minW="none" fontWeight="normal">
                    <Text as="span" display="block" overflowWrap="anywhere">
                      {option.label}
                    </Text>
                    <Text as="span" display="block" color="fg.muted" overflowWrap="anywhere">
                      {option.detail}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
        </Box>
        {missing ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {requiredMessage}
          </Text>
        ) : null}
        <ErrorAlert message={failure} />
      </Stack>
    </AppDialog>
  );
}

PickDialog.displayName = 'PickDialog';
