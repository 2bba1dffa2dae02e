import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AmountText,
  type AmountTextProps,
} from '../../../../../design-system/components/amount-text';
import { LOCALE_TAGS, type Locale } from '../../../../../design-system/i18n/locales';
import { system } from '../../../../../design-system/theme';

/** The unit message as the catalogues translate it (/tmp/tr), compiled at run time in tests. */
const UNIT_MESSAGES: Record<Locale, string> = {
  zh_CN: '{amount}万',
  zh_TW: '{amount}萬',
  en_US: '{amount} × 10,000',
  id_ID: '{amount} × 10.000',
  vi_VN: '{amount} × 10.000',
  th_TH: '{amount} หมื่น',
};

function i18nFor(locale: Locale, withLocales = true): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale,
    ...(withLocales ? { locales: LOCALE_TAGS[locale] } : {}),
    messages: { 'amount.tenThousands': UNIT_MESSAGES[locale] },
  });
  return i18n;
}

function renderAmount(props: AmountTextProps, i18n: I18n = i18nFor('zh_CN')) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <AmountText {...props} />
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('AmountText', () => {
  it.each<[Locale, string]>([
    ['zh_CN', '12.35万'],
    ['zh_TW', '12.35萬'],
    ['en_US', '12.35 × 10,000'],
    ['id_ID', '12,35 × 10.000'],
    ['vi_VN', '12,35 × 10.000'],
    ['th_TH', '12.35 หมื่น'],
  ])('should show 123456 in units of ten thousand in %s as %s', (locale, expected) => {
    const { container } = renderAmount({ value: 123456 }, i18nFor(locale));
    expect(container).toHaveTextContent(expected);
  });

  it('should use the English source message when the catalogue lacks it', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en_US', messages: {} });
    const { container } = renderAmount({ value: 123456 }, i18n);
    expect(container).toHaveTextContent('12.35 × 10,000');
  });

  it('should format for the locale even when Lingui was not given a BCP 47 tag', () => {
    const { container } = renderAmount({ value: 123456 }, i18nFor('vi_VN', false));
    expect(container).toHaveTextContent('12,35 × 10.000');
  });

  it('should show the whole amount, without a unit, when raw', () => {
    const { container } = renderAmount({ value: 123456, raw: true });
    expect(container).toHaveTextContent(/^123,456\.00$/);
  });

  it('should give the exact amount as the title when scaled', () => {
    renderAmount({ value: 123456 });
    expect(screen.getByText('12.35万')).toHaveAttribute('title', '123,456.00');
  });

  it('should not add a title when raw', () => {
    renderAmount({ value: 123456, raw: true });
    expect(screen.getByText('123,456.00')).not.toHaveAttribute('title');
  });

  it('should show negative amounts with a minus sign', () => {
    renderAmount({ value: -987654 });
    expect(screen.getByText('-98.77万')).toBeInTheDocument();
  });

  it('should show zero', () => {
    renderAmount({ value: 0 });
    expect(screen.getByText('0.00万')).toBeInTheDocument();
  });

  it('should honour fractionDigits and currency', () => {
    renderAmount({ value: 123456, fractionDigits: 1, currency: 'CNY' });
    expect(screen.getByText('¥12.3万')).toBeInTheDocument();
  });
});
