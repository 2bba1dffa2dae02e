import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DialogSuspense,
  lazyDialog,
} from '../../../../../design-system/components/dialog-suspense';
import { polyfillDialogElement } from '../../../helpers/dialog-element';
import { renderWithProviders } from '../../../helpers/render';

beforeAll(polyfillDialogElement);

interface NoteDialogProps {
  onClose: () => void;
}
const NoteDialog = ({ onClose }: NoteDialogProps) => (
  <div role="dialog" aria-label="Note">
    <button onClick={onClose}>Done</button>
  </div>
);
type NoteModule = { NoteDialog: typeof NoteDialog };

/** A dialog's chunk that fails `failures` times (offline), then arrives. */
function flakyChunk(failures: number) {
  const load = vi.fn<() => Promise<NoteModule>>();
  for (let i = 0; i < failures; i += 1)
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  return load.mockResolvedValue({ NoteDialog });
}

/** A page with a button that opens its note, loaded on first use. */
function Page({ Note }: { Note: ComponentType<NoteDialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>The page</h1>
      <button onClick={() => setOpen(true)}>Open note</button>
      <DialogSuspense>{open ? <Note onClose={() => setOpen(false)} /> : null}</DialogSuspense>
    </main>
  );
}

const failure = () => screen.findByRole('dialog', { name: 'Could not open' });

describe('lazyDialog', () => {
  // React reports each caught error on the console; the boundary adds its own line.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it('should say inside a dialog that it could not be loaded, the page staying, and load it on Try again', async () => {
    const load = flakyChunk(1);
    renderWithProviders(<Page Note={lazyDialog(load, 'NoteDialog')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open note' }));

    const dialog = await failure();
    expect(dialog).toHaveAccessibleDescription(
      'What you opened could not be loaded. Check the connection and try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Could not open' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should close as the dialog would, and fetch again at the next opening', async () => {
    const load = flakyChunk(1);
    renderWithProviders(<Page Note={lazyDialog(load, 'NoteDialog')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open note' }));
    await userEvent.click(within(await failure()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Open note' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Note' })).getByRole('button', {
        name: 'Done',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should close by the browser’s own close (Escape) too', async () => {
    renderWithProviders(<Page Note={lazyDialog(flakyChunk(1), 'NoteDialog')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open note' }));
    ((await failure()) as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should close a dialog by onOpenChange, or by the close it is given', async () => {
    const onOpenChange = vi.fn();
    const Confirm = lazyDialog(
      () =>
        Promise.reject<{
          Confirm: (props: { onOpenChange?: (details: { open: boolean }) => void }) => null;
        }>(new TypeError('offline')),
      'Confirm',
    );
    const onChoice = vi.fn();
    const Notice = lazyDialog(
      () =>
        Promise.reject<{ Notice: (props: { onChoice: (choice: string) => void }) => null }>(
          new TypeError('offline'),
        ),
      'Notice',
      ({ onChoice: choose }) => choose('cancel'),
    );
    renderWithProviders(
      <DialogSuspense>
        <Confirm onOpenChange={onOpenChange} />
        <Notice onChoice={onChoice} />
      </DialogSuspense>,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('dialog', { name: 'Could not open' })).toHaveLength(2),
    );
    const [confirm, notice] = screen.getAllByRole('dialog', { name: 'Could not open' });
    fireEvent.click(within(confirm!).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(notice!).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    expect(onChoice).toHaveBeenCalledWith('cancel');
  });

  it('should keep a controlled dialog closed while its owner has it closed, and fetch again when opened', async () => {
    const load = vi
      .fn<
        () => Promise<{ Held: (props: { open: boolean; onClose: () => void }) => React.ReactNode }>
      >()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({
        Held: ({ open }) => (open ? <div role="dialog" aria-label="Held" /> : null),
      });
    const Held = lazyDialog(load, 'Held');
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open held</button>
          <DialogSuspense>
            <Held open={open} onClose={() => setOpen(false)} />
          </DialogSuspense>
        </>
      );
    }
    renderWithProviders(<Owner />);
    await userEvent.click(within(await failure()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open held' }));
    expect(await screen.findByRole('dialog', { name: 'Held' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
