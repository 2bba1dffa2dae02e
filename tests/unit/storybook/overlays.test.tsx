import { Button } from '@chakra-ui/react';
import { configure, getConfig, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { waitForDialogGone } from '../../../stories/design-system/fixtures/overlays';
import { renderWithProviders } from '../helpers/render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Transfer</Button>
      <AppDialog
        title="Transfer the service"
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        onConfirm={async () => {
          await Promise.resolve();
          setOpen(false);
        }}
      >
        <input aria-label="Note" />
      </AppDialog>
    </>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openAndConfirm() {
  renderWithProviders(<Harness />);
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'Transfer' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  return trigger;
}

/*
 * The stories' capture depends on the order of two things after a dialog closes: it leaves the page,
 * and its focus trap hands the focus back. jsdom always does the second first; a busy browser
 * sometimes did the first first (the service list's Transfer in CI). These tests pin the cause
 * and what the helper promises; the order itself only a browser shows.
 */
describe('waitForDialogGone', () => {
  it('has a cause: a closed dialog hands the focus back to what opened it', async () => {
    const trigger = await openAndConfirm();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should leave nothing focused once the dialog has gone, the handed-back focus included', async () => {
    await openAndConfirm();
    await waitForDialogGone();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    await nextTask();
    expect(document.activeElement).toBe(document.body);
  });

  it('should fail with the text of a dialog that stays, its refusal included', async () => {
    renderWithProviders(
      <AppDialog title="Delete invitation" open description="The invitation has gone already." />,
    );
    // Not the suite's 10 s: the dialog is never going to go.
    const { asyncUtilTimeout } = getConfig();
    configure({ asyncUtilTimeout: 300 });
    try {
      await expect(waitForDialogGone()).rejects.toThrow(
        /^The dialog is still open: "Delete invitation.*The invitation has gone already\./,
      );
    } finally {
      configure({ asyncUtilTimeout });
    }
  });
});
