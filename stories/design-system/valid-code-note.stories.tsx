import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  ValidCodeNote,
  type ValidCodeState,
} from '../../design-system/components/authorization-code-table';
import { messageText } from './fixtures/messages';

const meta = preview.meta({
  title: 'Design system/AuthorizationCodeTable/ValidCodeNote',
  component: ValidCodeNote,
  args: { state: { status: 'ready', hasValidCode: false } as ValidCodeState, onRetry: fn() },
});

/** isHasValidCode on its way for the chosen service. */
export const Checking = meta.story({ args: { state: { status: 'loading' } } });

/** The service has no valid code: one can be generated. */
export const NoValidCode = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messageText('validCode.none'))).toBeVisible();
  },
});

/** Another tab made one since the list was read: revoke it first. */
export const HasValidCode = meta.story({
  args: { state: { status: 'ready', hasValidCode: true } },
  parameters: { ...visualParameters({ allLocales: true }) },
});

/** The check failed: it says so and offers to check again. */
export const CheckFailed = meta.story({
  args: { state: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messageText('validCode.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});
