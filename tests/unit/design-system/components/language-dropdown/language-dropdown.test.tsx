import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  LanguageDropdown,
  type LanguageDropdownProps,
} from '../../../../../design-system/components/language-dropdown';
import {
  LOCALE_NATIVE_NAMES,
  LOCALE_TAGS,
  LOCALES,
} from '../../../../../design-system/i18n/locales';
import { system } from '../../../../../design-system/theme';

const i18n = setupI18n();
// No catalogue: the macro keeps the English source message, which Lingui falls back to.
i18n.loadAndActivate({ locale: 'en_US', messages: {} });

function renderDropdown(props: LanguageDropdownProps) {
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <LanguageDropdown {...props} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { user, ...view };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button'));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true'));
  return menu;
}

describe('LanguageDropdown', () => {
  it.each(LOCALES)('should name the trigger after the current language %s', (locale) => {
    renderDropdown({ value: locale, onChange: vi.fn() });
    const trigger = screen.getByRole('button');
    expect(trigger).toHaveAccessibleName(`Language: ${LOCALE_NATIVE_NAMES[locale]}`);
    expect(trigger).toHaveTextContent(LOCALE_NATIVE_NAMES[locale]);
  });

  it('should mark the visible current language with its lang attribute', () => {
    renderDropdown({ value: 'th_TH', onChange: vi.fn() });
    expect(screen.getByText('ภาษาไทย')).toHaveAttribute('lang', 'th-TH');
  });

  it('should start closed', () => {
    renderDropdown({ value: 'en_US', onChange: vi.fn() });
    expect(screen.getByRole('button')).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('should list the six languages in order, each named in itself', async () => {
    const { user } = renderDropdown({ value: 'en_US', onChange: vi.fn() });
    await openMenu(user);
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      '简体中文',
      '繁體中文',
      'English',
      'Bahasa Indonesia',
      'Tiếng Việt',
      'ภาษาไทย',
    ]);
  });

  it('should give each option its lang attribute', async () => {
    const { user } = renderDropdown({ value: 'en_US', onChange: vi.fn() });
    await openMenu(user);
    expect(
      screen.getAllByRole('menuitemradio').map((option) => option.getAttribute('lang')),
    ).toEqual(['zh-CN', 'zh-TW', 'en-US', 'id-ID', 'vi-VN', 'th-TH']);
  });

  it('should label the group of options', async () => {
    const { user } = renderDropdown({ value: 'en_US', onChange: vi.fn() });
    await openMenu(user);
    expect(screen.getByText('Language')).toBeInTheDocument();
  });

  it.each(LOCALES)('should check only the current language %s', async (locale) => {
    const { user } = renderDropdown({ value: locale, onChange: vi.fn() });
    await openMenu(user);
    const options = screen.getAllByRole('menuitemradio');
    expect(options).toHaveLength(6);
    for (const option of options) {
      const isCurrent = option.getAttribute('lang') === LOCALE_TAGS[locale];
      expect(option).toHaveAttribute('aria-checked', isCurrent ? 'true' : 'false');
    }
    expect(screen.getByRole('menuitemradio', { checked: true })).toHaveTextContent(
      LOCALE_NATIVE_NAMES[locale],
    );
  });

  it('should call onChange once with the language picked', async () => {
    const onChange = vi.fn();
    const { user } = renderDropdown({ value: 'zh_CN', onChange });
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ locale: 'vi_VN' });
  });

  it.each(LOCALES.filter((locale) => locale !== 'en_US'))(
    'should report %s when it is picked from English',
    async (locale) => {
      const onChange = vi.fn();
      const { user } = renderDropdown({ value: 'en_US', onChange });
      await openMenu(user);
      await user.click(screen.getByRole('menuitemradio', { name: LOCALE_NATIVE_NAMES[locale] }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ locale });
    },
  );

  it('should close the menu after a language is picked', async () => {
    const { user } = renderDropdown({ value: 'zh_CN', onChange: vi.fn() });
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it('should not call onChange when the current language is picked', async () => {
    const onChange = vi.fn();
    const { user } = renderDropdown({ value: 'zh_CN', onChange });
    await openMenu(user);
    await user.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    // The menu closes once the click has been handled; only then is it safe to check onChange.
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should pick a language with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderDropdown({ value: 'zh_CN', onChange });
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Each key waits for the highlight a person would see move: three keys typed at once lost the
    // second ArrowDown to the menu's machine on a busy CI run, and picked 繁體中文.
    const highlighted = (name: string) =>
      waitFor(() =>
        expect(screen.getByRole('menuitemradio', { name })).toHaveAttribute('data-highlighted'),
      );
    await highlighted('简体中文');
    await user.keyboard('{ArrowDown}');
    await highlighted('繁體中文');
    await user.keyboard('{ArrowDown}');
    await highlighted('English');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ locale: 'en_US' });
  });

  it('should start open when asked', async () => {
    renderDropdown({ value: 'id_ID', onChange: vi.fn(), defaultOpen: true });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(6);
  });
});
