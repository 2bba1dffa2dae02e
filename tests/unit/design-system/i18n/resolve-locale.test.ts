import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../../../design-system/i18n/locales';
import {
  localeFromLanguageTag,
  resolveLocale,
} from '../../../../design-system/i18n/resolve-locale';

const anyLocale = fc.constantFrom(...LOCALES);
const unsupportedCookie = fc
  .string()
  .filter((value) => !(LOCALES as readonly string[]).includes(value));
const anyLanguageTag = fc.oneof(
  fc.constantFrom(
    'zh',
    'zh-CN',
    'zh-Hant',
    'zh-TW',
    'zh-HK',
    'en',
    'en-GB',
    'id',
    'in',
    'vi',
    'th-TH',
    'fr-FR',
    'de',
    'ja',
    '',
    '*',
  ),
  fc.string(),
);
const anyBrowserLanguages = fc.array(anyLanguageTag, { maxLength: 6 });
const anyCookie = fc.option(fc.oneof(anyLocale, fc.string()), { nil: undefined });
/** A user agent that carries no `lang/` or `lang=` token of its own. */
const userAgentWithoutToken = fc
  .stringMatching(/^[A-Za-z0-9 ;()./,_-]{0,60}$/)
  .filter((agent) => !/lang[/=]/i.test(agent));

describe('localeFromLanguageTag', () => {
  it.each([
    ['zh-Hant', 'zh_TW'],
    ['zh-Hant-CN', 'zh_TW'],
    ['zh-TW', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['zh-MO', 'zh_TW'],
    ['zh_tw', 'zh_TW'],
    ['ZH-HANT', 'zh_TW'],
  ] as const)('should map the traditional Chinese tag %s to zh_TW', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });

  it.each([
    ['zh', 'zh_CN'],
    ['zh-CN', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-HK', 'zh_CN'],
    ['zh-Hans-TW', 'zh_CN'],
    ['zh-SG', 'zh_CN'],
    ['ZH_cn', 'zh_CN'],
  ] as const)('should map the other Chinese tag %s to zh_CN', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });

  it.each([
    ['en', 'en_US'],
    ['en-US', 'en_US'],
    ['en-GB', 'en_US'],
    ['EN-au', 'en_US'],
    ['id', 'id_ID'],
    ['id-ID', 'id_ID'],
    ['in', 'id_ID'],
    ['vi', 'vi_VN'],
    ['vi-VN', 'vi_VN'],
    ['th', 'th_TH'],
    ['th-TH', 'th_TH'],
    ['  en-US  ', 'en_US'],
  ] as const)('should map %s to %s', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });

  it.each(['', '   ', '*', 'fr', 'fr-FR', 'de-DE', 'ja', 'ko-KR', 'english', 'zhx', 'eng', 'thai'])(
    'should return undefined for the unsupported tag %j',
    (tag) => {
      expect(localeFromLanguageTag(tag)).toBeUndefined();
    },
  );

  it('should map every locale BCP 47 tag back to its locale (property)', () => {
    fc.assert(
      fc.property(anyLocale, (locale) => {
        expect(localeFromLanguageTag(LOCALE_TAGS[locale])).toBe(locale);
        expect(localeFromLanguageTag(locale)).toBe(locale);
      }),
    );
  });

  it('should ignore letter case in any tag (property)', () => {
    fc.assert(
      fc.property(anyLanguageTag, (tag) => {
        expect(localeFromLanguageTag(tag.toUpperCase())).toBe(
          localeFromLanguageTag(tag.toLowerCase()),
        );
      }),
    );
  });

  it('should return either undefined or one of the six locales for any tag (property)', () => {
    fc.assert(
      fc.property(fc.oneof(anyLanguageTag, fc.string({ unit: 'binary' })), (tag) => {
        const locale = localeFromLanguageTag(tag);
        if (locale !== undefined) expect(LOCALES).toContain(locale);
      }),
    );
  });
});

describe('resolveLocale in the browser', () => {
  it.each(LOCALES)('should use the supported cookie %s over the browser languages', (locale) => {
    expect(resolveLocale({ cookie: locale, browserLanguages: ['fr-FR', 'th-TH', 'en-US'] })).toBe(
      locale,
    );
  });

  it('should use the cookie even when the browser prefers another supported language', () => {
    expect(resolveLocale({ cookie: 'vi_VN', browserLanguages: ['en-US'] })).toBe('vi_VN');
  });

  it.each(['fr_FR', 'zh-CN', 'zh_cn', 'EN_US', '', 'garbage'])(
    'should ignore the unsupported cookie %j and use the browser language',
    (cookie) => {
      expect(resolveLocale({ cookie, browserLanguages: ['th-TH'] })).toBe('th_TH');
    },
  );

  it('should ignore a null cookie', () => {
    expect(resolveLocale({ cookie: null, browserLanguages: ['id-ID'] })).toBe('id_ID');
  });

  it('should use the first browser language that maps to a supported locale', () => {
    expect(resolveLocale({ browserLanguages: ['fr-FR', 'de', 'vi-VN', 'en-US'] })).toBe('vi_VN');
  });

  it('should respect the browser order when several languages are supported', () => {
    expect(resolveLocale({ browserLanguages: ['en-GB', 'zh-TW'] })).toBe('en_US');
    expect(resolveLocale({ browserLanguages: ['zh-TW', 'en-GB'] })).toBe('zh_TW');
  });

  it('should fall back to zh_CN when no browser language maps', () => {
    expect(resolveLocale({ browserLanguages: ['fr-FR', 'de-DE', 'ja'] })).toBe('zh_CN');
  });

  it('should fall back to zh_CN when nothing is known', () => {
    expect(resolveLocale({})).toBe('zh_CN');
    expect(resolveLocale({ cookie: undefined, browserLanguages: [] })).toBe('zh_CN');
  });

  it('should not read the user agent outside the native client', () => {
    expect(resolveLocale({ userAgent: 'Workbench lang/th_TH', browserLanguages: [] })).toBe(
      'zh_CN',
    );
    expect(resolveLocale({ clientMode: false, userAgent: 'Workbench lang/th_TH' })).toBe('zh_CN');
  });

  it('should return any supported cookie whatever the browser languages (property)', () => {
    fc.assert(
      fc.property(
        anyLocale,
        anyBrowserLanguages,
        userAgentWithoutToken,
        (cookie, browserLanguages, userAgent) => {
          expect(resolveLocale({ cookie, browserLanguages, userAgent })).toBe(cookie);
        },
      ),
    );
  });

  it('should resolve as if there were no cookie when the cookie is unsupported (property)', () => {
    fc.assert(
      fc.property(unsupportedCookie, anyBrowserLanguages, (cookie, browserLanguages) => {
        expect(resolveLocale({ cookie, browserLanguages })).toBe(
          resolveLocale({ browserLanguages }),
        );
      }),
    );
  });

  it('should let a supported first browser language win when there is no cookie (property)', () => {
    fc.assert(
      fc.property(anyLocale, anyBrowserLanguages, (locale, rest) => {
        expect(resolveLocale({ browserLanguages: [LOCALE_TAGS[locale], ...rest] })).toBe(locale);
      }),
    );
  });

  it('should fall back to zh_CN whenever no browser language is supported (property)', () => {
    const unsupportedTag = fc.string().filter((tag) => localeFromLanguageTag(tag) === undefined);
    fc.assert(
      fc.property(
        fc.array(unsupportedTag, { maxLength: 6 }),
        unsupportedCookie,
        (browserLanguages, cookie) => {
          expect(resolveLocale({ cookie, browserLanguages })).toBe('zh_CN');
        },
      ),
    );
  });
});

describe('resolveLocale in the native client', () => {
  it.each([
    ['Mozilla/5.0 Workbench/2.1 lang/zh_CN', 'zh_CN'],
    ['Mozilla/5.0 Workbench/2.1 lang/zh_TW', 'zh_TW'],
    ['Mozilla/5.0 Workbench/2.1 lang/id_ID', 'id_ID'],
    ['Mozilla/5.0 Workbench/2.1 lang/vi-VN', 'vi_VN'],
    ['Mozilla/5.0 Workbench/2.1 lang=th_TH', 'th_TH'],
    ['Mozilla/5.0 Workbench/2.1 Lang=th-TH', 'th_TH'],
    ['Mozilla/5.0 Workbench/2.1 LANG/ZH_TW', 'zh_TW'],
    ['Mozilla/5.0 Workbench/2.1 lang/zh_cn', 'zh_CN'],
    ['lang/id-id (Windows NT 10.0)', 'id_ID'],
    ['Mozilla/5.0 (lang=vi_VN; Win64)', 'vi_VN'],
  ] as const)('should read the language from the user agent %j', (userAgent, expected) => {
    expect(resolveLocale({ clientMode: true, userAgent })).toBe(expected);
  });

  it('should read en_US from the user agent rather than falling back by chance', () => {
    expect(
      resolveLocale({ clientMode: true, userAgent: 'Workbench lang/en_US', cookie: 'zh_CN' }),
    ).toBe('en_US');
  });

  it.each([
    ['no token at all', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Workbench/2.1'],
    ['an empty user agent', ''],
    ['an unsupported language', 'Workbench lang/fr_FR'],
    ['a language without region', 'Workbench lang/th'],
    ['another separator', 'Workbench lang:th_TH'],
    ['a token inside a longer word', 'Workbench slang/th_TH'],
  ])('should fall back to en_US with %s', (_case, userAgent) => {
    expect(resolveLocale({ clientMode: true, userAgent })).toBe('en_US');
  });

  it('should skip an unsupported language token and take the next supported one', () => {
    expect(
      resolveLocale({ clientMode: true, userAgent: 'Workbench lang/fr_FR Shell lang/zh_TW' }),
    ).toBe('zh_TW');
  });

  it('should fall back to en_US when there is no user agent', () => {
    expect(resolveLocale({ clientMode: true })).toBe('en_US');
  });

  it('should ignore the cookie and the browser languages', () => {
    expect(
      resolveLocale({
        clientMode: true,
        cookie: 'zh_TW',
        browserLanguages: ['th-TH'],
        userAgent: 'Workbench/2.1',
      }),
    ).toBe('en_US');
    expect(
      resolveLocale({
        clientMode: true,
        cookie: 'zh_TW',
        browserLanguages: ['th-TH'],
        userAgent: 'Workbench lang/vi_VN',
      }),
    ).toBe('vi_VN');
  });

  it('should find the token anywhere in the user agent in any case and separator (property)', () => {
    fc.assert(
      fc.property(
        anyLocale,
        userAgentWithoutToken,
        userAgentWithoutToken,
        fc.constantFrom('lang', 'Lang', 'LANG', 'lAnG'),
        fc.constantFrom('/', '='),
        fc.constantFrom('_', '-'),
        fc.boolean(),
        (locale, before, after, keyword, separator, joiner, upper) => {
          const [language, region] = locale.split('_') as [string, string];
          const code = `${language}${joiner}${region}`;
          const userAgent = `${before} ${keyword}${separator}${upper ? code.toUpperCase() : code.toLowerCase()} ${after}`;
          expect(resolveLocale({ clientMode: true, userAgent })).toBe(locale);
        },
      ),
    );
  });

  it('should never let the cookie or the browser languages matter (property)', () => {
    fc.assert(
      fc.property(
        anyCookie,
        anyBrowserLanguages,
        fc.oneof(
          userAgentWithoutToken,
          anyLocale.map((locale) => `Workbench lang/${locale}`),
          fc.string(),
        ),
        (cookie, browserLanguages, userAgent) => {
          expect(resolveLocale({ clientMode: true, cookie, browserLanguages, userAgent })).toBe(
            resolveLocale({ clientMode: true, userAgent }),
          );
        },
      ),
    );
  });

  it('should fall back to en_US whenever the user agent has no token (property)', () => {
    fc.assert(
      fc.property(
        userAgentWithoutToken,
        anyCookie,
        anyBrowserLanguages,
        (userAgent, cookie, browserLanguages) => {
          expect(resolveLocale({ clientMode: true, userAgent, cookie, browserLanguages })).toBe(
            'en_US',
          );
        },
      ),
    );
  });
});

describe('resolveLocale for any input', () => {
  it('should always return one of the six locales (property)', () => {
    fc.assert(
      fc.property(
        anyCookie,
        fc.option(anyBrowserLanguages, { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), userAgentWithoutToken), {
          nil: undefined,
        }),
        (cookie, browserLanguages, clientMode, userAgent) => {
          const locale: Locale = resolveLocale({ cookie, browserLanguages, clientMode, userAgent });
          expect(LOCALES).toContain(locale);
        },
      ),
    );
  });
});
