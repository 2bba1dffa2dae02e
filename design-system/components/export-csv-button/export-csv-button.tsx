import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { countFormat } from '../amount-text/format-amount';

/** Where an export stands: nothing running, fetching page after page, or stopped by a failure. */
export type ExportCsvState =
  | { status: 'idle' }
  | {
      status: 'exporting';
      /** Rows fetched so far. */
      done: number;
      /** Rows the list holds; 0 until the first page has said. */
      total: number;
    }
  | {
      status: 'failed';
      /** Why, in the catalogue's or the server's words. */
      message: string;
    };

export interface ExportCsvButtonProps {
  /** Where the export stands. @default { status: 'idle' } */
  state?: ExportCsvState;
  /**
   * The list shows nothing, so there is nothing to export: the button is disabled and says why
   * beside it. @default false
   */
  empty?: boolean;
  /** Starts the export (again, after a failure). */
  onExport: () => void;
  /**
   * Stops the export under way; offered while it runs. @default undefined (no Cancel: an export of
   * rows at hand has nothing to stop)
   */
  onCancel?: () => void;
  /** The buttons' size, to match the filters beside them. @default 'sm' */
  size?: 'sm' | 'md';
}

const IDLE: ExportCsvState = { status: 'idle' };

/**
 * The "Export CSV" action of a list, beside its filters: while the pages are fetched the button
 * counts the rows (busy, keyboard focus kept, clicks ignored) and a Cancel stops it; a failure is said under it and
 * the button tries again. The button keeps a minimum width, so the count does not move Cancel on
 * every page, and the control starts where it stands: nothing beside it moves.
 */
export function ExportCsvButton({
  state = IDLE,
  empty = false,
  onExport,
  onCancel,
  size = 'sm',
}: ExportCsvButtonProps) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const exporting = state.status === 'exporting';
  const numbers = countFormat(i18n);

  let label = t({ id: 'exportCsv.button', message: 'Export CSV' });
  if (state.status === 'exporting') {
    const done = numbers.format(state.done);
    const total = numbers.format(state.total);
    label =
      state.total === 0
        ? t({ id: 'exportCsv.starting', message: 'Exporting…' })
        : t({ id: 'exportCsv.progress', message: `Exporting… ${done} / ${total}` });
  }

  return (
    <Stack gap="1" align="flex-start" minW="none" data-export-csv="">
      <Flex gap="2" align="center" wrap="wrap">
        <Button
          type="button"
          size={size}
          variant="outline"
          minW="56"
          fontVariantNumeric="tabular-nums"
          disabled={empty}
          // Busy, not disabled: keyboard focus stays on it while it counts, and the count reads in
          // full contrast. A click while busy does nothing.
          aria-busy={exporting || undefined}
          aria-describedby={empty ? reasonId : undefined}
          onClick={exporting ? undefined : onExport}
        >
          {label}
        </Button>
        {exporting && onCancel ? (
          <Button type="button" size={size} variant="ghost" onClick={onCancel}>
            {t({ id: 'exportCsv.cancel', message: 'Cancel export' })}
          </Button>
        ) : null}
        {empty ? (
          <Text id={reasonId} textStyle="sm" color="text.secondary">
            {t({ id: 'exportCsv.empty', message: 'Nothing to export: the list is empty.' })}
          </Text>
        ) : null}
      </Flex>
      {state.status === 'failed' ? (
        <Text role="alert" textStyle="sm" color="fg.error" whiteSpace="pre-line">
          {t({ id: 'exportCsv.failed', message: 'The export failed.' })}
          {state.message ? `\n${state.message}` : null}
        </Text>
      ) : null}
    </Stack>
  );
}

ExportCsvButton.displayName = 'ExportCsvButton';
