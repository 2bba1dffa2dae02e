import { setupI18n, type Messages } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE, pseudoCatalog, pseudoText } from '../../../.storybook/pseudo-locale';

const ASCII_LETTERS = /[A-Za-z]/;

describe('pseudoText', () => {
  it('should accent ASCII letters, bracket the text and pad it by about 40%', () => {
    // 8 characters: ceil(8 * 0.4) = 4 tildes.
    expect(pseudoText('Language')).toBe('[Ĺàñĝûàĝé~~~~]');
  });

  it('should accent every lower- and upper-case ASCII letter', () => {
    const lower = 'abcdefghijklmnopqrstuvwxyz';
    const upper = lower.toUpperCase();
    const result = pseudoText(lower + upper);
    expect(result).not.toMatch(ASCII_LETTERS);
    // Every letter has its own accented form.
    const body = [...result.slice(1, 1 + 52)];
    expect(new Set(body).size).toBe(52);
  });

  it('should keep digits, punctuation, spaces and non-ASCII characters', () => {
    expect(pseudoText('1, 2: 简体 ภาษา!')).toBe('[1, 2: 简体 ภาษา!~~~~~~]');
  });

  it('should keep inner and surrounding whitespace inside the brackets', () => {
    expect(pseudoText(' ab ')).toBe('[ àƀ ~~]');
  });

  it('should round the padding up', () => {
    expect(pseudoText('a')).toBe('[à~]');
    expect(pseudoText('abc')).toBe('[àƀç~~]');
    expect(pseudoText('abcde')).toBe('[àƀçđé~~]');
  });

  it.each(['', ' ', '   ', '\n', '\t \n'])(
    'should leave the whitespace-only string %j alone',
    (text) => {
      expect(pseudoText(text)).toBe(text);
    },
  );

  it('should bracket, accent and pad any non-blank text (property)', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string({ minLength: 1 }), fc.string({ minLength: 1, unit: 'grapheme' }))
          .filter((text) => text.trim() !== ''),
        (text) => {
          const result = pseudoText(text);
          const padding = '~'.repeat(Math.ceil(text.length * 0.4));
          expect(result.startsWith('[')).toBe(true);
          expect(result.endsWith(`${padding}]`)).toBe(true);
          expect(result).toHaveLength(text.length + padding.length + 2);
          expect(result).not.toMatch(ASCII_LETTERS);
        },
      ),
    );
  });

  it('should only change ASCII letters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (text) => {
          const body = pseudoText(text).slice(1, 1 + text.length);
          [...text].forEach((char, index) => {
            if (ASCII_LETTERS.test(char)) expect(body[index]).not.toBe(char);
            else expect(body[index]).toBe(char);
          });
        },
      ),
    );
  });
});

describe('pseudoCatalog', () => {
  it('should pseudolocalise a plain string message', () => {
    expect(pseudoCatalog({ 'languageDropdown.label': 'Language' })).toEqual({
      'languageDropdown.label': '[Ĺàñĝûàĝé~~~~]',
    });
  });

  it('should keep every message id', () => {
    const messages: Messages = { a: 'One', 'b.c': ['Two'], 'd.e.f': [['name']] };
    expect(Object.keys(pseudoCatalog(messages)).sort()).toEqual(['a', 'b.c', 'd.e.f']);
  });

  it('should keep a placeholder name and bracket the whole message once', () => {
    expect(pseudoCatalog({ trigger: ['Language: ', ['currentName']] })).toEqual({
      trigger: ['[', 'Ĺàñĝûàĝé: ', ['currentName'], '~~~~]'],
    });
  });

  it('should give a placeholder between two pieces of text one bracket pair, not two', () => {
    expect(pseudoCatalog({ greeting: ['Hi ', ['name'], '!'] })).toEqual({
      greeting: ['[', 'Ĥî ', ['name'], '!', '~~]'],
    });
  });

  it('should leave a message of placeholders and whitespace alone', () => {
    expect(pseudoCatalog({ full: [['first'], ' ', ['last']] })).toEqual({
      full: ['[', ['first'], ' ', ['last'], '~]'],
    });
    expect(pseudoCatalog({ only: [['name']] })).toEqual({ only: [['name']] });
  });

  it('should keep the name and type of a plural and transform only the branch text', () => {
    const messages: Messages = {
      items: [['count', 'plural', { one: ['one item'], other: [['count'], ' items'] }]],
    };
    expect(pseudoCatalog(messages)).toEqual({
      items: [
        '[',
        ['count', 'plural', { one: ['öñé îţéɱ'], other: [['count'], ' îţéɱš'] }],
        '~~~~]',
      ],
    });
  });

  it('should keep the name and type of a select and transform only the branch text', () => {
    const messages: Messages = {
      role: [['role', 'select', { admin: ['Admin'], other: ['Member'] }]],
    };
    expect(pseudoCatalog(messages)).toEqual({
      role: ['[', ['role', 'select', { admin: ['Àđɱîñ'], other: ['Ṁéɱƀéŕ'] }], '~~~]'],
    });
  });

  it('should keep a formatter style string untouched', () => {
    const messages: Messages = { when: ['Due ', ['date', 'date', 'short']] };
    expect(pseudoCatalog(messages)).toEqual({
      when: ['[', 'Đûé ', ['date', 'date', 'short'], '~~]'],
    });
  });

  it('should keep a plural offset untouched', () => {
    const messages: Messages = {
      others: [['n', 'plural', { offset: 1, other: ['others'] }]],
    } as unknown as Messages;
    expect(pseudoCatalog(messages)).toEqual({
      others: ['[', ['n', 'plural', { offset: 1, other: ['öţĥéŕš'] }], '~~~]'],
    });
  });

  it('should not change the catalogue it is given', () => {
    const messages: Messages = { trigger: ['Language: ', ['currentName']] };
    pseudoCatalog(messages);
    expect(messages).toEqual({ trigger: ['Language: ', ['currentName']] });
  });

  it('should give Lingui a catalogue it can interpolate', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale: PSEUDO_LOCALE,
      locales: 'en-US',
      messages: pseudoCatalog({
        trigger: ['Language: ', ['currentName']],
        role: [['role', 'select', { admin: ['Admin'], other: ['Member'] }]],
      }),
    });
    expect(i18n._('trigger', { currentName: 'English' })).toBe('[Ĺàñĝûàĝé: English~~~~]');
    expect(i18n._('role', { role: 'admin' })).toBe('[Àđɱîñ~~~]');
    expect(i18n._('role', { role: 'guest' })).toBe('[Ṁéɱƀéŕ~~~]');
  });

  it('should keep the # of a plural branch so Lingui still shows the count', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale: PSEUDO_LOCALE,
      locales: 'en-US',
      messages: pseudoCatalog({
        n: [['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
      }),
    });
    expect(i18n._('n', { count: 3 })).toBe('[3 îţéɱš~~~]');
    expect(i18n._('n', { count: 1 })).toBe('[1 îţéɱ~~~]');
  });

  it('should show two bracket pairs when two messages are glued together', () => {
    const catalog = pseudoCatalog({ first: 'Delete', second: 'member' });
    expect(`${String(catalog.first)} ${String(catalog.second)}`).toBe('[Đéĺéţé~~~] [ɱéɱƀéŕ~~~]');
  });
});
