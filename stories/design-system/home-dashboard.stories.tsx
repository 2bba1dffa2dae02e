import { Stack } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ACCOUNT_TO_REVIEW, HomeDashboard } from './fixtures/home-dashboard';
import { blurActive } from './fixtures/overlays';

/** Waits for the banner's picture, so the screenshot has it drawn. */
async function bannerDrawn(root: HTMLElement) {
  await waitFor(async () => {
    const picture = root.querySelector<HTMLImageElement>('section img');
    await expect(picture?.complete && picture.naturalWidth > 0).toBe(true);
  });
}

/**
 * The main page's pieces (home-dashboard: DashboardSection, DashboardGrid, BannerSlot,
 * ServiceShortcutList, AppShortcutList, CurrentCorpSummary) and the SecurityCheckup laid out as the page
 * lays them out, every section in one state.
 */
const meta = preview.meta({
  title: 'Design system/HomeDashboard',
  component: HomeDashboard,
  args: {
    state: 'ready' as const,
    onEnter: fn(() => Promise.resolve()),
    onOpen: fn(),
  },
  render: (args) => (
    <Stack gap="6" maxW="7xl">
      <HomeDashboard {...args} />
    </Stack>
  ),
});

const ENTER = /^(进入|Enter) /;

/** Every section filled: the banners one at a time, services with Enter, the corp, security. */
export const Filled = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('button', { name: ENTER })).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: /进销存 限时试用/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await bannerDrawn(canvasElement);
  },
});

/** The second banner has no link the page allowed: drawn as a picture alone. */
export const SecondBanner = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /下一张横幅|Next banner/ }));
    await expect(canvas.getByRole('img', { name: '电子发票 一键开具' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /电子发票/ })).not.toBeInTheDocument();
    await bannerDrawn(canvasElement);
  },
});

/** Every section on its way. */
export const Loading = meta.story({
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(5);
  },
});

/** Every section failed: each says so in place, with a retry; nothing toasts. */
export const Failed = meta.story({
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: /^(重试|Try again)$/ })).toHaveLength(6);
  },
});

/**
 * Nothing to list: no services, none used lately, no apps, no banners; the account's check-up
 * scores 0 (no mobile, every check off, the password about to expire).
 */
export const Empty = meta.story({
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: ENTER })).not.toBeInTheDocument();
    await expect(canvas.getByText(/还有 7 项待处理|7 things to do/)).toBeVisible();
  },
});

/** Entering a service fails: the row says why, the others stay ready. */
export const EnterFailed = meta.story({
  args: {
    onEnter: fn(() => Promise.reject(new Error('该服务已停用，请先启用。'))),
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = canvas.getAllByRole('button', { name: ENTER });
    await userEvent.click(first!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该服务已停用，请先启用。');
    blurActive();
    await bannerDrawn(canvasElement);
  },
});

/** One column on a phone, nothing wider than the screen. */
export const Phone = meta.story({
  args: { security: ACCOUNT_TO_REVIEW },
  parameters: { ...visualParameters({ viewport: 'phone' }) },
  play: async ({ canvasElement }) => {
    await bannerDrawn(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
});

/** Dark mode. */
export const Dark = meta.story({
  globals: { colourMode: 'dark' },
  play: async ({ canvasElement }) => {
    await bannerDrawn(canvasElement);
  },
});

/** Thai: the longest words of the six. */
export const Thai = meta.story({
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    await bannerDrawn(canvasElement);
  },
});
