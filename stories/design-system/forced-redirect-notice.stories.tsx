import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { ForcedRedirectNotice } from '../../design-system/components/forced-redirect-notice';
import { holdClock } from './fixtures/clock';
import { countdownIn, findSettledDialog, labelIn } from './fixtures/overlays';

const meta = preview.meta({
  title: 'Design system/ForcedRedirectNotice',
  component: ForcedRedirectNotice,
  args: {
    message: '当前企业需使用授权码登录，即将为您跳转到账号中转页面。',
    onRedirect: fn(),
  },
  // The countdown holds still for the screenshot.
  beforeEach: holdClock,
});

/** Finds the notice, checks its name, countdown and button, and returns the button. */
async function findNotice(locale: unknown, seconds: number, title?: string) {
  const dialog = await findSettledDialog('alertdialog', {
    name: title ?? labelIn('redirectTitle', locale),
  });
  // The countdown on screen is part of the description (the live region may repeat its text).
  const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
  await expect(description).not.toBeNull();
  await expect(within(description!).getByText(countdownIn(seconds, locale))).toBeVisible();
  const buttons = within(dialog).getAllByRole('button');
  await expect(buttons).toHaveLength(1);
  const [goNow] = buttons;
  await waitFor(() => expect(goNow).toHaveFocus());
  return { dialog, goNow: goNow! };
}

/** The polite live region: quiet except at 5 seconds and at 0. */
function liveRegion(dialog: HTMLElement) {
  return dialog.querySelector('[aria-live="polite"]');
}

export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async ({ args, globals }) => {
    const { dialog, goNow } = await findNotice(globals.locale, 10);
    await expect(goNow).toHaveAccessibleName(labelIn('redirectGoNow', globals.locale));
    await expect(dialog).toHaveAccessibleDescription(new RegExp(args.message as string));
    await expect(liveRegion(dialog)).toHaveTextContent('');
    await userEvent.click(goNow);
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    // Once is enough: a second press does not move the user twice.
    await userEvent.click(goNow);
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
});

export const FiveSecondsLeft = meta.story({
  args: { initialSecondsLeft: 5 },
  play: async ({ args, globals }) => {
    const { dialog } = await findNotice(globals.locale, 5);
    // Halfway is one of the two moments the live region speaks.
    await expect(liveRegion(dialog)).toHaveTextContent(countdownIn(5, globals.locale));
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
});

/** 5000000000: the company's services are read-only, so the user goes to the read-only page. */
export const ReadOnlyServicePage = meta.story({
  args: {
    title: '服务已到期',
    message:
      '「杭州云智财务科技有限公司」的服务已到期，当前为只读状态。即将为您跳转到只读服务页面，续费后可恢复全部功能。',
    goNowLabel: '查看我的服务',
  },
  play: async ({ args, globals }) => {
    const { goNow } = await findNotice(globals.locale, 10, '服务已到期');
    await expect(goNow).toHaveAccessibleName('查看我的服务');
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
});

export const LongIndonesian = meta.story({
  globals: { locale: 'id_ID' },
  args: {
    message:
      'Layanan perusahaan “PT Teknologi Keuangan Awan Cerdas Hangzhou” telah berakhir dan kini hanya dapat dibaca. Anda akan dialihkan ke halaman layanan baca-saja; setelah perpanjangan, semua fitur akan aktif kembali secara otomatis.',
  },
  play: async ({ globals }) => {
    const { dialog, goNow } = await findNotice(globals.locale, 10);
    await expect(goNow).toHaveAccessibleName(labelIn('redirectGoNow', globals.locale));
    // The long sentence wraps inside the dialog; nothing spills out of it.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
});
