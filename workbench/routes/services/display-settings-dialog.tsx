import { Checkbox, Flex, IconButton, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { ListState } from '../../../design-system/components/list-state';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useOwnServiceSet, useSetServiceDisplay, useSharedServiceSet } from '../../data/services';
import { quietly } from './quietly';
import type { ServiceDisplayItem } from '../../../shared/payloads/services';

type DisplayType = 'own' | 'share';
const DISPLAY_TYPES: readonly DisplayType[] = ['own', 'share'];

/** Moves row `index` one place up (-1) or down (+1). */
function moved(rows: ServiceDisplayItem[], index: number, by: -1 | 1): ServiceDisplayItem[] {
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(index + by, 0, row!);
  return next;
}

/**
 * The set-up of the own and the shared list (getownset, getshareset, doset): which services each
 * shows, and in what order. A hidden service stays in its list's count.
 */
export default function DisplaySettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const sets = { own: useOwnServiceSet(), share: useSharedServiceSet() };
  const { trigger } = useSetServiceDisplay();
  const [type, setType] = useState<DisplayType>('own');
  const [edits, setEdits] = useState<Partial<Record<DisplayType, ServiceDisplayItem[]>>>({});
  const { busy, error, run } = useSubmission(
    t({ id: 'services.display.failed', message: 'The list settings could not be saved.' }),
  );

  const labels: Record<DisplayType, string> = {
    own: t({ id: 'serviceList.tab.own', message: 'Own services' }),
    share: t({ id: 'serviceList.tab.share', message: 'Shared with us' }),
  };

  const save = () =>
    run(async () => {
      for (const listType of DISPLAY_TYPES) {
        const rows = edits[listType];
        if (!rows) continue;
        await quietly(
          trigger({
            type: listType,
            list: rows.map(({ serviceId, show }) => ({ serviceId, show })),
          }),
        );
        setEdits(({ [listType]: _saved, ...rest }) => rest);
      }
      raiseSuccessToast({
        description: t({ id: 'services.display.saved', message: 'The list settings are saved.' }),
      });
      onClose();
    });

  const panel = (listType: DisplayType) => {
    const { data, error: loadError, mutate } = sets[listType];
    const rows = edits[listType] ?? data;
    const change = (next: ServiceDisplayItem[]) =>
      setEdits((current) => ({ ...current, [listType]: next }));
    const status = loadError ? 'error' : !rows ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
    return (
      <ListState
        status={status}
        errorMessage={t({
          id: 'services.display.loadFailed',
          message: 'The list settings could not be loaded.',
        })}
        onRetry={() => void mutate()}
        emptyMessage={t({ id: 'services.display.empty', message: 'This list has no services.' })}
      >
        <Stack as="ul" listStyleType="none" gap="1">
          {(rows ?? []).map((row, index) => {
            const name = row.name;
            return (
              <Flex as="li" key={row.serviceId} align="center" gap="2" py="1">
                <Checkbox.Root
                  size="sm"
                  flex="1"
                  minW="none"
                  checked={row.show}
                  onCheckedChange={({ checked }) =>
                    change(
                      rows!.map((other) =>
                        other.serviceId === row.serviceId
                          ? { ...other, show: checked === true }
                          : other,
                      ),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label minW="none" fontWeight="normal" overflowWrap="anywhere">
                    {name}
                  </Checkbox.Label>
                </Checkbox.Root>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={index === 0}
                  aria-label={t({ id: 'services.display.up', message: `Move ${name} up` })}
                  onClick={() => change(moved(rows!, index, -1))}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={index === rows!.length - 1}
                  aria-label={t({ id: 'services.display.down', message: `Move ${name} down` })}
                  onClick={() => change(moved(rows!, index, 1))}
                >
                  ↓
                </IconButton>
              </Flex>
            );
          })}
        </Stack>
      </ListState>
    );
  };

  return (
    <AppDialog
      open
      title={t({ id: 'services.display.title', message: 'List settings' })}
      description={t({
        id: 'services.display.description',
        message: 'Choose which services each list shows, and in what order.',
      })}
      confirmLabel={t({ id: 'services.display.save', message: 'Save' })}
      confirmLoading={busy}
      confirmDisabled={Object.keys(edits).length === 0}
      onConfirm={save}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Stack gap="3">
        <Tabs.Root
          size="sm"
          variant="line"
          value={type}
          onValueChange={({ value }) => setType(value as DisplayType)}
        >
          <Tabs.List>
            {DISPLAY_TYPES.map((listType) => (
              <Tabs.Trigger key={listType} value={listType}>
                {labels[listType]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DISPLAY_TYPES.map((listType) => (
            <Tabs.Content key={listType} value={listType} pt="3">
              {listType === type ? panel(listType) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
