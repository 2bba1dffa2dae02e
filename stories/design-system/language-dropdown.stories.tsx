import { Flex } from '@chakra-ui/react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { LanguageDropdown } from '../../design-system/components/language-dropdown';
import { LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '../../design-system/i18n/locales';
import { blurActive } from './fixtures/overlays';

const meta = preview.meta({
  title: 'Design system/LanguageDropdown',
  component: LanguageDropdown,
  args: { value: 'zh_CN' as Locale, onChange: fn() },
  argTypes: { value: { control: 'select', options: LOCALES } },
  decorators: [
    (Story) => (
      <Flex justify="flex-end" minH="80">
        <Story />
      </Flex>
    ),
  ],
});

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  return waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
}

export const Closed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /简体中文/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

export const Open = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    const options = screen.getAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual(
      LOCALES.map((locale) => LOCALE_NATIVE_NAMES[locale]),
    );
    await expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'ภาษาไทย' })).toHaveAttribute(
      'lang',
      'th-TH',
    );
  },
});

/** Opened from the keyboard (defaultHighlighted): the current language is highlighted, so the arrows move from it. */
export const OpenHighlighted = meta.story({
  args: { value: 'en_US', defaultOpen: true, defaultHighlighted: true },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await expect(screen.getByRole('menuitemradio', { name: '简体中文' })).not.toHaveAttribute(
      'data-highlighted',
    );
  },
});

export const PicksAnotherLanguage = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await openMenu(canvasElement);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ locale: 'vi_VN' });
    // As in KeyboardChoice: the focus the menu hands back a frame after it closes paints a ring or
    // not by window focus; let it land, then clear it so the baseline is the same every time.
    await waitFor(() =>
      expect(canvas.getByRole('button')).toHaveAttribute('aria-expanded', 'false'),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    blurActive();
  },
});

export const KeyboardChoice = meta.story({
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    // Enter opens on the checked option; two steps down is English.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ locale: 'en_US' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    // The menu hands focus back a frame after it closes, and whether that focus paints a ring
    // depends on window focus, which headless runs do not promise: let it land, then clear it so
    // the baseline is the same every time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    blurActive();
  },
});

export const PickingCurrentDoesNothing = meta.story({
  play: async ({ args, canvasElement }) => {
    await openMenu(canvasElement);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    // The screenshot follows: wait for the menu to finish closing and drop the focus it hands back,
    // so the capture never catches the fade or the ring half-drawn.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    blurActive();
  },
});

/** Opens the list and checks the current language is the checked option. */
function expectCurrentChecked(locale: Locale) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await openMenu(canvasElement);
    await expect(
      screen.getByRole('menuitemradio', { name: LOCALE_NATIVE_NAMES[locale] }),
    ).toHaveAttribute('aria-checked', 'true');
  };
}

export const CurrentSimplifiedChinese = meta.story({
  args: { value: 'zh_CN' },
  globals: { locale: 'zh_CN' },
  play: expectCurrentChecked('zh_CN'),
});

export const CurrentTraditionalChinese = meta.story({
  args: { value: 'zh_TW' },
  globals: { locale: 'zh_TW' },
  play: expectCurrentChecked('zh_TW'),
});

export const CurrentEnglish = meta.story({
  args: { value: 'en_US' },
  globals: { locale: 'en_US' },
  play: expectCurrentChecked('en_US'),
});

export const CurrentIndonesian = meta.story({
  args: { value: 'id_ID' },
  globals: { locale: 'id_ID' },
  play: expectCurrentChecked('id_ID'),
});

export const CurrentVietnamese = meta.story({
  args: { value: 'vi_VN' },
  globals: { locale: 'vi_VN' },
  play: expectCurrentChecked('vi_VN'),
});

export const CurrentThai = meta.story({
  args: { value: 'th_TH' },
  globals: { locale: 'th_TH' },
  play: expectCurrentChecked('th_TH'),
});

export const PseudoLocale = meta.story({
  globals: { locale: 'pseudo' },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
  },
});
