import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { visualParameters } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import {
  DialogLoading,
  DialogSuspense,
  lazyDialog,
} from '../../design-system/components/dialog-suspense';
import { findSettledDialog } from './fixtures/overlays';

/**
 * What a page shows while a dialog it loads on first use is on its way (DialogSuspense's
 * fallback): nothing for the first 300 ms, so a quick load does not flash, then a spinner over the
 * page. A screen reader hears "Loading…" at once.
 */
const meta = preview.meta({
  title: 'Design system/DialogSuspense',
  component: DialogLoading,
  render: () => (
    <>
      <Text>The page stays as it was under the wait.</Text>
      <DialogLoading />
    </>
  ),
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
});

/** A load that lasts: the spinner over the page. */
export const Loading = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.querySelector('[role="status"]')).toHaveTextContent(
      /加载中|Loading/,
    );
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.chakra-spinner')).toBeVisible(),
    );
  },
});

/**
 * A page whose confirmation's code fails to arrive once (a dropped connection): the failure shows
 * where the dialog would have opened, over the page, which stays.
 */
function LoadFailedStage() {
  const [ConfirmDialog] = useState(() => {
    let failures = 1;
    return lazyDialog(() => {
      if (failures-- > 0)
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return import('../../design-system/components/app-dialog/confirm-dialog');
    }, 'ConfirmDialog');
  });
  const [open, setOpen] = useState(true);
  return (
    <>
      <Text>The page stays as it was under the failure.</Text>
      <DialogSuspense>
        {open ? (
          <ConfirmDialog
            open
            title="删除部门"
            message="删除「华东销售部」？此操作不可撤销。"
            onConfirm={() => setOpen(false)}
            onOpenChange={({ open: next }) => setOpen(next)}
          />
        ) : null}
      </DialogSuspense>
    </>
  );
}

/** The dialog's code failed to arrive: a small dialog says so, with Try again and Close. */
export const LoadFailed = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  render: () => <LoadFailedStage />,
  play: async ({ canvas }) => {
    const dialog = await findSettledDialog('dialog');
    const [close, retry] = within(dialog).getAllByRole('button');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await expect(close).toBeVisible();
    await waitFor(() => expect(retry).toHaveFocus());
    await expect(canvas.getByText('The page stays as it was under the failure.')).toBeVisible();
  },
});

/** Try again fetches the code again, and the dialog opens in the failure's place. */
export const Retried = meta.story({
  render: () => <LoadFailedStage />,
  play: async () => {
    const failure = await findSettledDialog('dialog');
    await userEvent.click(within(failure).getAllByRole('button')[1]!);
    await expect(await findSettledDialog('alertdialog', { name: '删除部门' })).toBeVisible();
    await waitFor(() => expect(failure).not.toBeInTheDocument());
  },
});
