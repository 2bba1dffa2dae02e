import { Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  CorpSwitcher,
  type CorpSwitcherCorp,
  type CorpSwitcherProps,
} from '../../design-system/components/corp-switcher';
import { CORPS, CURRENT_CORP, manyCorps, THAI_CORPS } from './fixtures/corps';
import { blurActive, waitForSettled } from './fixtures/overlays';

/** Follows a switch like the header does: the corp switched to becomes the current one. */
function StatefulCorpSwitcher({ onSwitch, ...props }: CorpSwitcherProps) {
  const [current, setCurrent] = useState(props.current);
  const switchTo = async (corp: CorpSwitcherCorp) => {
    await onSwitch(corp);
    setCurrent(corp);
  };
  return <CorpSwitcher {...props} current={current} onSwitch={switchTo} />;
}

const LARGE = [CURRENT_CORP, ...manyCorps(300)];

const meta = preview.meta({
  title: 'Design system/CorpSwitcher',
  component: CorpSwitcher,
  args: {
    current: CURRENT_CORP,
    corps: CORPS,
    onSwitch: fn(() => Promise.resolve()),
    onAddCorp: fn(),
    onOpenChange: fn(),
  },
  render: (args) => <StatefulCorpSwitcher {...args} />,
  decorators: [
    (Story) => (
      <Flex minH="lg" align="flex-start">
        <Story />
      </Flex>
    ),
  ],
});

/** Opens the list and waits until it stands still. */
async function openList(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
  const list = await screen.findByRole('listbox');
  await waitForSettled(list.closest('[data-part="content"][data-scope="popover"]') ?? list);
  return within(list);
}

export const Closed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveTextContent('华南示范科技有限公司');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

/** The list open: each corp's type and certification in words, the current one selected. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    const options = list.getAllByRole('option');
    // The hidden corp is left out.
    await expect(options).toHaveLength(CORPS.length - 1);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(
      options.slice(1).every((option) => option.getAttribute('aria-selected') === 'false'),
    ).toBe(true);
  },
});

/** The header waits for the current corp. */
export const Loading = meta.story({
  args: { current: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
});

export const ListLoading = meta.story({
  args: { corps: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('status')).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { corps: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('button', { name: /添加企业|Add company/ })).toBeVisible();
  },
});

export const Error = meta.story({
  args: {
    corps: [],
    status: 'error',
    errorMessage: '企业列表暂时无法加载，请稍后重试。',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('alert')).toHaveTextContent('企业列表暂时无法加载');
    await userEvent.click(screen.getByRole('button', { name: /^(重试|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

export const Switch = meta.story({
  play: async ({ args, canvasElement }) => {
    const list = await openList(canvasElement);
    await userEvent.click(list.getByRole('option', { name: /张伟个人工作室/ }));
    await expect(args.onSwitch).toHaveBeenCalledWith(CORPS[2]);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button')).toHaveTextContent('张伟个人工作室'),
    );
    blurActive();
  },
});

/** The switch under way: the item picked shows it is busy. */
export const Switching = meta.story({
  args: { onSwitch: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    const option = list.getByRole('option', { name: /张伟个人工作室/ });
    await userEvent.click(option);
    await waitFor(() => expect(option).toHaveAttribute('aria-busy', 'true'));
  },
});

export const SwitchRefused = meta.story({
  args: { onSwitch: fn(() => Promise.reject(new globalThis.Error('您已被移出该企业。'))) },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await userEvent.click(list.getByRole('option', { name: /张伟个人工作室/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('您已被移出该企业。');
    await expect(screen.getByRole('listbox')).toBeVisible();
  },
});

/** A few hundred corps: the list scrolls and a search box filters it. */
export const LargeData = meta.story({
  args: { corps: LARGE },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await expect(list.getAllByRole('option')).toHaveLength(LARGE.length);
    await expect(screen.getByRole('textbox')).toBeVisible();
  },
});

export const Search = meta.story({
  args: { corps: LARGE },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await userEvent.type(screen.getByRole('textbox'), '厦门物流');
    await waitFor(() =>
      expect(
        list.getAllByRole('option').every((option) => option.textContent?.includes('厦门物流')),
      ).toBe(true),
    );
  },
});

export const NoMatch = meta.story({
  args: { corps: LARGE },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await userEvent.type(screen.getByRole('textbox'), '不存在的企业');
    await waitFor(() => expect(list.queryAllByRole('option')).toHaveLength(0));
    await expect(screen.getByText(/没有符合|Nothing matches/)).toBeVisible();
  },
});

export const AddCorp = meta.story({
  play: async ({ args, canvasElement }) => {
    await openList(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /添加企业|Add company/ }));
    await expect(args.onAddCorp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    blurActive();
  },
});

/** Long Thai names: cut in the trigger and in the list, whole in a tooltip. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { current: THAI_CORPS[0], corps: THAI_CORPS },
  play: async ({ canvasElement }) => {
    const list = await openList(canvasElement);
    await expect(list.getAllByRole('option')).toHaveLength(THAI_CORPS.length);
  },
});
