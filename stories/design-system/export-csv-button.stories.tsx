import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ExportCsvButton } from '../../design-system/components/export-csv-button';
import { blurActive } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

const meta = preview.meta({
  title: 'Design system/ExportCsvButton',
  component: ExportCsvButton,
  args: { onExport: fn(), onCancel: fn() },
});

/** Ready: the list shows rows, and the button exports all of them. */
export const Idle = meta.story({
  args: { state: { status: 'idle' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageText('exportCsv.button') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** Before the first page has said how many rows there are. */
export const Starting = meta.story({
  args: { state: { status: 'exporting', done: 0, total: 0 } },
});

/** Page after page: the rows so far of the whole list, and the way to stop. */
export const Exporting = meta.story({
  args: { state: { status: 'exporting', done: 3000, total: 10000 } },
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone'] }) },
  play: async ({ canvas, args }) => {
    // Each language groups the digits its own way (3,000 or 3.000).
    const button = canvas.getByRole('button', { name: /3.000 \/ 10.000/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: messageText('exportCsv.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** A page failed: why, in the server's words, and the button tries again. */
export const Failed = meta.story({
  args: { state: { status: 'failed', message: '服务器错误（500）：系统繁忙，请稍后再试' } },
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('系统繁忙');
    await userEvent.click(canvas.getByRole('button', { name: messageText('exportCsv.button') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** The filters show no rows: disabled, with the reason beside it. */
export const NothingToExport = meta.story({
  args: { empty: true },
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: messageText('exportCsv.button') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(messageText('exportCsv.empty'));
  },
});

/** A long list's count (250,000 rows), for designers to try other states and numbers. */
export const Playground = meta.story({
  args: { state: { status: 'exporting', done: 12500, total: 250000 } },
});
