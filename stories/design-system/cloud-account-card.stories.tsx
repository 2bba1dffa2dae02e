import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  CloudAccountCard,
  type CloudAccountState,
} from '../../design-system/components/cloud-account';
import { holdClock } from './fixtures/clock';
import { messageStart, messageText } from './fixtures/messages';
import { findSettledDialog } from './fixtures/overlays';

const never = () => new Promise<void>(() => undefined);

const meta = preview.meta({
  title: 'Design system/CloudAccountCard',
  component: CloudAccountCard,
  args: {
    state: { status: 'ready', bound: false } as CloudAccountState,
    onRetry: fn(),
    onSendCode: fn(() => Promise.resolve()),
    onBind: fn(() => Promise.resolve()),
    onShowCode: fn(() => Promise.resolve('K7Q2M9WM')),
    onSync: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <Box maxW="3xl">
      <CloudAccountCard {...args} />
    </Box>
  ),
});

/** The account read on its way. */
export const Loading = meta.story({ args: { state: { status: 'loading' } } });

/** The account could not be read: it says so and offers a retry. */
export const LoadFailed = meta.story({
  args: { state: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageText('cloudAccount.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** Not bound yet: the way to bind. */
export const Unbound = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
});

/** Binding: the cloud account's mobile and the code sent to it. */
export const Binding = meta.story({
  args: { onBind: fn(never) },
  // The send button counts down under the binding: held, it shows 60 on any machine.
  beforeEach: holdClock,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageText('cloudAccount.bind') }));
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.type(dialog.getByLabelText(messageStart('bindMobile.mobile')), '13912345678');
    await userEvent.click(dialog.getByRole('button', { name: messageText('smsCode.send') }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('13912345678'));
    await userEvent.type(dialog.getByLabelText(messageStart('bindMobile.code')), '246810');
    await userEvent.click(
      dialog.getByRole('button', { name: messageText('cloudAccount.bindSubmit') }),
    );
    await waitFor(() =>
      expect(args.onBind).toHaveBeenCalledWith({ mobile: '13912345678', vCode: '246810' }),
    );
  },
});

/** Bound: the authorization code masked, and the sync. */
export const Bound = meta.story({
  args: { state: { status: 'ready', bound: true } },
  parameters: { ...visualParameters({ allLocales: true }) },
});

/** The authorization code shown on request (isBind), in the mask's place. */
export const CodeShown = meta.story({
  args: { state: { status: 'ready', bound: true } },
  play: async ({ canvas }) => {
    const eye = canvas.getByRole('button', { name: messageText('cloudAccount.showCode') });
    const { left } = eye.getBoundingClientRect();
    await userEvent.click(eye);
    await expect(await canvas.findByText('K7Q2M9WM')).toBeVisible();
    // The code takes the mask's room: the button that hides it is where the pointer left it.
    await expect(
      canvas
        .getByRole('button', { name: messageText('cloudAccount.hideCode') })
        .getBoundingClientRect().left,
    ).toBe(left);
  },
});

/** The sync refused: its message shows under the row. */
export const SyncFailed = meta.story({
  args: {
    state: { status: 'ready', bound: true },
    onSync: fn(() => Promise.reject(new Error('该账号未绑定云账号。'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageText('cloudAccount.sync') }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('该账号未绑定云账号。'),
    );
  },
});
