import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  CodeTransfers,
  type CodeTransfer,
} from '../../design-system/components/authorization-code-table';
import { blurActive, findSettledDialog } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

const TRANSFERS: CodeTransfer[] = [
  { code: 'K7QF-29XM-8HDL', serviceName: '金蝶云星空', transferMobile: '139****5678' },
  { code: 'P3LD-88WQ-2ZTN', serviceName: '金蝶精斗云·进销存', transferMobile: '186****0912' },
];

const meta = preview.meta({
  title: 'Design system/CodeTransfers',
  component: CodeTransfers,
  args: {
    maskedMobile: '138****5678',
    onSendCode: fn(() => Promise.resolve()),
    onLoad: fn(() => Promise.resolve(TRANSFERS)),
    onCancelTransfer: fn(() => Promise.resolve()),
  },
});

const CODE_FIELD = /验证码|Verification code/;
const CONFIRM = /^(确定|Confirm)$/;
const STOP = /^(停止转让|Stop transfer)/;

async function dialog() {
  const element = await findSettledDialog('dialog');
  return within(element);
}

/** Opens the list: the button, the code sent to the owner's mobile, Confirm. */
async function openList(canvasElement: HTMLElement) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: messageText('codeTransfers.open') }),
  );
  let view = await dialog();
  await userEvent.click(view.getByRole('button', { name: /^(获取验证码|Send code)$/ }));
  await userEvent.type(view.getByLabelText(CODE_FIELD), '135790');
  await userEvent.click(view.getByRole('button', { name: CONFIRM }));
  await waitFor(() => expect(screen.queryByLabelText(CODE_FIELD)).not.toBeInTheDocument());
  view = await dialog();
  return view;
}

/** The button alone, as the authorization codes page shows it beside Export, in each language. */
export const Closed = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: messageText('codeTransfers.open') }),
    ).toBeVisible();
  },
});

/** The list opens with a code sent to the owner's mobile: nothing is read before it. */
export const Verify = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageText('codeTransfers.open') }));
    const view = await dialog();
    await expect(view.getByText(/138\*\*\*\*5678/)).toBeVisible();
    await expect(args.onLoad).not.toHaveBeenCalled();
    blurActive();
  },
});

/** Two codes on their way, each with where it is going and its own Stop transfer. */
export const List = meta.story({
  parameters: { ...visualParameters({ modes: ['dark', 'phone'] }) },
  play: async ({ canvasElement, args }) => {
    const view = await openList(canvasElement);
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(args.onLoad).toHaveBeenCalledWith({ vCode: '135790' });
    const items = view.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('139****5678');
    await expect(
      view.getByRole('button', { name: new RegExp(`${STOP.source} P3LD-88WQ-2ZTN$`) }),
    ).toBeVisible();
    blurActive();
  },
});

/** Nothing is moving: the list says so. */
export const NoTransfers = meta.story({
  args: { onLoad: fn(() => Promise.resolve([])) },
  play: async ({ canvasElement }) => {
    const view = await openList(canvasElement);
    await expect(view.getByText(/没有正在转让|None of your codes/)).toBeVisible();
    await expect(view.queryByRole('listitem')).not.toBeInTheDocument();
  },
});

/** A wrong code: the server's reason shows in the code's dialog and the code stays as typed. */
export const WrongCode = meta.story({
  args: { onLoad: fn(() => Promise.reject(new globalThis.Error('验证码错误'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageText('codeTransfers.open') }));
    const view = await dialog();
    await userEvent.type(view.getByLabelText(CODE_FIELD), '000000');
    await userEvent.click(view.getByRole('button', { name: CONFIRM }));
    await expect(await view.findByRole('alert')).toHaveTextContent('验证码错误');
    await expect(view.getByLabelText(CODE_FIELD)).toHaveValue('000000');
    blurActive();
  },
});

/** Stop transfer: the code stays in the list, marked as staying the owner's, with no button. */
export const Stopped = meta.story({
  play: async ({ canvasElement, args }) => {
    const view = await openList(canvasElement);
    const first = view.getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: STOP }));
    await expect(args.onCancelTransfer).toHaveBeenCalledWith({ code: 'K7QF-29XM-8HDL' });
    await waitFor(() => expect(first).toHaveTextContent(/已停止转让|transfer stopped/));
    await expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    await expect(
      within(view.getAllByRole('listitem')[1]!).getByRole('button', { name: STOP }),
    ).toBeVisible();
    blurActive();
  },
});

/** The stop is on its way: that code's button is busy and a second press sends nothing more. */
export const Stopping = meta.story({
  args: { onCancelTransfer: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const view = await openList(canvasElement);
    const button = within(view.getAllByRole('listitem')[0]!).getByRole('button', { name: STOP });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    await expect(args.onCancelTransfer).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

/** The server refuses the stop: its reason shows under that code, which keeps its button. */
export const StopRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onCancelTransfer: fn(() => Promise.reject(new globalThis.Error('该授权码已被对方接收'))),
  },
  play: async ({ canvasElement }) => {
    const view = await openList(canvasElement);
    const first = view.getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: STOP }));
    await expect(await within(first).findByRole('alert')).toHaveTextContent('该授权码已被对方接收');
    await expect(within(first).getByRole('button', { name: STOP })).toBeEnabled();
    blurActive();
  },
});
