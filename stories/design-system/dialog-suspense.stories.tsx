import { Text } from '@chakra-ui/react';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { DialogLoading } from '../../design-system/components/dialog-suspense';

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
