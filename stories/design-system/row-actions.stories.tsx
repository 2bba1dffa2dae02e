import { Box } from '@chakra-ui/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { RowActions } from '../../design-system/components/row-actions';
import { blurActive } from './fixtures/overlays';
import { openMenu } from './fixtures/row-actions';

const meta = preview.meta({
  title: 'Design system/RowActions',
  component: RowActions,
  args: {
    name: '华南示范科技有限公司',
    main: { label: '切换', ariaLabel: '切换到 华南示范科技有限公司', onClick: fn() },
    more: [
      { key: 'hide', label: '隐藏', onSelect: fn() },
      { key: 'certify', label: '企业认证', disabled: true, onSelect: fn() },
      { key: 'delete', label: '删除', danger: true, onSelect: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <Box p="4" minH="xs">
        <Story />
      </Box>
    ),
  ],
  // The sample names are Chinese, as a page's rows would be: one locale is enough to review.
  globals: { locale: 'zh_CN' },
});

/** The main action in view, the others behind one menu button named for the row. */
export const Closed = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '切换到 华南示范科技有限公司' }));
    await expect(args.main!.onClick).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('button', { name: '华南示范科技有限公司 的更多操作' }),
    ).toBeVisible();
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    blurActive();
  },
});

/** The menu open: an unavailable item dimmed, deleting in the error colour; choosing one runs it. */
export const MenuOpen = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '华南示范科技有限公司 的更多操作' }));
    const menu = await openMenu();
    await waitFor(() => expect(menu).toBeVisible());
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['隐藏', '企业认证', '删除']);
    await expect(within(menu).getByRole('menuitem', { name: '企业认证' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '华南示范科技有限公司 的更多操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '隐藏' }));
    await expect(args.more![0]!.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '华南示范科技有限公司 的更多操作' }));
    await waitFor(async () => expect(await screen.findByRole('menu')).toBeVisible());
  },
});

/** The main action while its work runs: a spinner, marked busy, a second press ignored. */
export const Busy = meta.story({
  args: {
    main: { label: '切换', ariaLabel: '切换到 华南示范科技有限公司', busy: true, onClick: fn() },
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '切换到 华南示范科技有限公司' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.main!.onClick).not.toHaveBeenCalled();
    blurActive();
  },
});

/** A destructive main action, alone: no menu when nothing else is offered. */
export const DangerAlone = meta.story({
  args: {
    name: 'iPhone 16',
    main: { label: '移除', ariaLabel: '移除 iPhone 16', danger: true, onClick: fn() },
    more: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '移除 iPhone 16' })).toHaveTextContent('移除');
  },
});

/** Only a menu, when the row has no main action (the current company cannot be switched to). */
export const MenuOnly = meta.story({
  args: { main: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['华南示范科技有限公司 的更多操作']);
  },
});
