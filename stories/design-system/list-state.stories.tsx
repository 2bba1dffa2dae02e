import { Button } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ClearSearchButton, ListState } from '../../design-system/components/list-state';
import { blurActive } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

const meta = preview.meta({
  title: 'Design system/ListState',
  component: ListState,
  args: { status: 'loading' },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
});

export const Error = meta.story({
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messageText('listState.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blurActive();
  },
});

/** The server's own words, as a failed call reports them. */
export const ServerMessage = meta.story({
  args: { status: 'error', errorMessage: '系统繁忙，请稍后再试（5000000001）', onRetry: fn() },
});

/** The page's sentence, then why on a line of its own: how a list shows a failure instead of a toast. */
export const ErrorWithReason = meta.story({
  args: {
    status: 'error',
    errorMessage: '设备列表加载失败。\n服务器错误（500）：磁盘已满',
    onRetry: fn(),
  },
});

/** An icon, a sentence and the next step. */
export const Empty = meta.story({
  args: {
    status: 'empty',
    emptyMessage: '还没有设备',
    emptyAction: (
      <Button size="sm" variant="outline">
        添加设备
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '添加设备' })).toBeVisible();
  },
});

/** The catalogue's sentence, with no next step offered. */
export const EmptyDefault = meta.story({ args: { status: 'empty' } });

/** A search that matched nothing, with the way back. */
export const NoMatch = meta.story({
  args: { status: 'noMatch', noMatchAction: <ClearSearchButton onClick={fn()} /> },
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: messageText('listState.clearSearch') }),
    ).toBeVisible();
  },
});

export const Ready = meta.story({
  args: {
    status: 'ready',
    children: (
      <ul aria-label="成员">
        <li>张伟</li>
        <li>李娜</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '成员' })).toBeVisible();
  },
});
