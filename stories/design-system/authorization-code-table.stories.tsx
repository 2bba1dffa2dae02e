import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  AuthorizationCodeTable,
  type AuthorizationCodeTableProps,
} from '../../design-system/components/authorization-code-table';
import {
  AUTHORIZATION_CODES,
  AUTHORIZE_SERVICES,
  generateAuthorizationCodes,
  THAI_AUTHORIZATION_CODES,
} from './fixtures/security';
import { blurActive, findSettledDialog, waitForDialogGone } from './fixtures/overlays';
import { chooseRowAction } from './fixtures/row-actions';

const PAGE_SIZE = 10;

/** Plays the parent: `rows` is every code, paged here as the workbench's data hook will. */
function PagedCodes({ rows, onPageChange, ...props }: AuthorizationCodeTableProps) {
  const [paging, setPaging] = useState({ page: 1, pageSize: props.pageSize ?? PAGE_SIZE });
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <AuthorizationCodeTable
      {...props}
      {...paging}
      rows={rows.slice(start, start + paging.pageSize)}
      total={rows.length}
      onPageChange={(details) => {
        onPageChange(details);
        setPaging(details);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/AuthorizationCodeTable',
  component: AuthorizationCodeTable,
  args: {
    rows: AUTHORIZATION_CODES,
    status: 'ready' as const,
    page: 1,
    pageSize: PAGE_SIZE,
    total: AUTHORIZATION_CODES.length,
    services: AUTHORIZE_SERVICES,
    maskedMobile: '138****5678',
    timeZone: 'Asia/Shanghai',
    onRetry: fn(),
    onPageChange: fn(),
    onGenerate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
    onSendTransferCode: fn(() => Promise.resolve()),
    onTransfer: fn(() => Promise.resolve()),
    onCancel: fn(() => Promise.resolve()),
  },
  render: (args) => <PagedCodes {...args} />,
});

const CODE = 'K7QF-29XM-8HDL';
const GENERATE = /^(生成授权码|Generate code)$/;
const NEXT = /^(下一步|Next)$/;
const CONFIRM = /^(确定|Confirm)$/;

const rowOf = (root: HTMLElement, code: string) =>
  within(within(root).getByRole('rowheader', { name: code }).closest('tr')!);

async function dialog() {
  const element = await findSettledDialog('dialog');
  return within(element);
}

async function alertDialog() {
  const element = await findSettledDialog('alertdialog');
  return within(element);
}

export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, CODE).getAllByRole('button')).toHaveLength(2);
    await expect(rowOf(canvasElement, 'H2ML-93QS-0CPX').queryAllByRole('button')).toHaveLength(0);
  },
});

export const Loading = meta.story({
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // The toolbar's button, and the empty state's next action.
    const buttons = canvas.getAllByRole('button', { name: GENERATE });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toBeEnabled();
  },
});

export const Error = meta.story({
  args: { status: 'error', rows: [], errorMessage: '授权码列表加载失败，请稍后再试' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(重试|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalled();
    blurActive();
  },
});

/** 300 codes, ten a page. */
export const LargeData = meta.story({
  args: { rows: generateAuthorizationCodes(300) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(第 2 页|Page 2)$/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2, pageSize: PAGE_SIZE });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^(第 2 页|Page 2)$/ })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    blurActive();
  },
});

/** Generate: a service without a valid code; those with one cannot be chosen. */
export const Generate = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: GENERATE }));
    const view = await dialog();
    const select = view.getByRole('combobox');
    await expect(within(select).getAllByRole('option')[0]).toBeDisabled();
    await userEvent.selectOptions(select, 's-pay');
    await userEvent.click(view.getByRole('button', { name: /^(生成|Generate)$/ }));
    await expect(args.onGenerate).toHaveBeenCalledWith({ serviceId: 's-pay' });
    await waitForDialogGone();
  },
});

/** The server refuses: the message shows and the chosen service stays. */
export const GenerateRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onGenerate: fn(() => Promise.reject(new globalThis.Error('该服务已有有效的授权码'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: GENERATE }));
    const view = await dialog();
    await userEvent.selectOptions(view.getByRole('combobox'), 's-pay');
    await userEvent.click(view.getByRole('button', { name: /^(生成|Generate)$/ }));
    await expect(await view.findByRole('alert')).toHaveTextContent('该服务已有有效的授权码');
    await expect(view.getByRole('combobox')).toHaveValue('s-pay');
    blurActive();
  },
});

export const Disable = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowOf(canvasElement, CODE).getAllByRole('button')[0]!);
    await expect(args.onUpdate).toHaveBeenCalledWith({ id: 'ac-1', status: 'disabled' });
    blurActive();
  },
});

export const Enable = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(rowOf(canvasElement, 'B8JD-05KV-6YUE').getByRole('button'));
    await expect(args.onUpdate).toHaveBeenCalledWith({ id: 'ac-3', status: 'valid' });
    blurActive();
  },
});

export const UpdateRefused = meta.story({
  args: {
    onUpdate: fn(() => Promise.reject(new globalThis.Error('该服务已有有效的授权码，无法启用'))),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, 'B8JD-05KV-6YUE').getByRole('button'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '该服务已有有效的授权码，无法启用',
    );
    blurActive();
  },
});

/** Transfer: the receiving mobile, then the owner's SMS code. */
export const Transfer = meta.story({
  play: async ({ canvasElement, args }) => {
    await chooseRowAction(rowOf(canvasElement, CODE), 0);
    let view = await dialog();
    await userEvent.type(view.getByRole('textbox'), '13912345678');
    await userEvent.click(view.getByRole('button', { name: NEXT }));
    await waitFor(() => expect(screen.getByText(/138\*\*\*\*5678/)).toBeVisible());
    view = await dialog();
    await userEvent.click(view.getByRole('button', { name: /^(获取验证码|Send code)$/ }));
    await expect(args.onSendTransferCode).toHaveBeenCalled();
    await userEvent.type(view.getByLabelText(/验证码|Verification code/), '135790');
    await userEvent.click(view.getByRole('button', { name: CONFIRM }));
    await expect(args.onTransfer).toHaveBeenCalledWith({
      code: CODE,
      mobile: '13912345678',
      vCode: '135790',
    });
    await waitForDialogGone();
  },
});

/** The server refuses the transfer: its message shows and the SMS code stays as typed. */
export const TransferRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onTransfer: fn(() => Promise.reject(new globalThis.Error('该授权码正在转让中'))),
  },
  play: async ({ canvasElement }) => {
    await chooseRowAction(rowOf(canvasElement, CODE), 0);
    let view = await dialog();
    await userEvent.type(view.getByRole('textbox'), '13912345678');
    await userEvent.click(view.getByRole('button', { name: NEXT }));
    await waitFor(() => expect(screen.getByText(/138\*\*\*\*5678/)).toBeVisible());
    view = await dialog();
    await userEvent.type(view.getByLabelText(/验证码|Verification code/), '000000');
    await userEvent.click(view.getByRole('button', { name: CONFIRM }));
    await expect(await view.findByRole('alert')).toHaveTextContent('该授权码正在转让中');
    await expect(view.getByLabelText(/验证码|Verification code/)).toHaveValue('000000');
    blurActive();
  },
});

/** Revoke asks first; the dialog stays for the screenshot. */
export const Revoke = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement, args }) => {
    await chooseRowAction(rowOf(canvasElement, CODE), 1);
    const view = await alertDialog();
    await expect(view.getByText(new RegExp(CODE))).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const RevokeConfirmed = meta.story({
  play: async ({ canvasElement, args }) => {
    await chooseRowAction(rowOf(canvasElement, CODE), 1);
    const view = await alertDialog();
    await userEvent.click(view.getAllByRole('button')[1]!);
    await expect(args.onCancel).toHaveBeenCalledWith({ code: CODE });
    await waitForDialogGone('alertdialog');
  },
});

export const RevokeRefused = meta.story({
  args: { onCancel: fn(() => Promise.reject(new globalThis.Error('撤销失败，请稍后再试'))) },
  play: async ({ canvas, canvasElement }) => {
    await chooseRowAction(rowOf(canvasElement, CODE), 1);
    const view = await alertDialog();
    await userEvent.click(view.getAllByRole('button')[1]!);
    await waitForDialogGone('alertdialog');
    await expect(canvas.getByRole('alert')).toHaveTextContent('撤销失败，请稍后再试');
  },
});

export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { rows: THAI_AUTHORIZATION_CODES },
});
