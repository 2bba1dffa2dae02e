// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogProblems, placeholders } from '../../../scripts/i18n-check';

const catalog = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([id, translation]) => [id, { id, translation }]));

describe('the catalogue check', () => {
  const source = catalog({
    'app.title': 'Workbench',
    'languageDropdown.trigger': 'Language: {currentName}',
  });

  it('should pass a complete translation that keeps its placeholders', () => {
    const target = catalog({
      'app.title': '工作台',
      'languageDropdown.trigger': '语言：{currentName}',
    });
    expect(catalogProblems(source, target, 'zh_CN')).toEqual([]);
  });

  it('should name a missing message', () => {
    const target = catalog({ 'languageDropdown.trigger': '语言：{currentName}' });
    expect(catalogProblems(source, target, 'zh_CN')).toEqual([
      'zh_CN: missing message "app.title"',
    ]);
  });

  it('should name an empty or blank translation', () => {
    const target = catalog({
      'app.title': '  ',
      'languageDropdown.trigger': '语言：{currentName}',
    });
    expect(catalogProblems(source, target, 'zh_CN')).toEqual([
      'zh_CN: empty translation of "app.title"',
    ]);
  });

  it('should name a translation that lost or renamed a placeholder', () => {
    const target = catalog({ 'app.title': '工作台', 'languageDropdown.trigger': '语言：{name}' });
    expect(catalogProblems(source, target, 'zh_CN')).toEqual([
      'zh_CN: "languageDropdown.trigger" has placeholders {name}, the source {currentName}',
    ]);
  });

  it('should name a message the source no longer has', () => {
    const target = catalog({
      'app.title': '工作台',
      'languageDropdown.trigger': '语言：{currentName}',
      old: '旧',
    });
    expect(catalogProblems(source, target, 'zh_CN')).toEqual([
      'zh_CN: "old" is not in the source catalogue',
    ]);
  });

  it('should read ICU arguments and rich-text tags as placeholders', () => {
    expect(placeholders('{count, plural, one {# item} other {# items}} in <0>{corp}</0>')).toEqual(
      ['</0>', '<0>', '{corp}', '{count}'].sort(),
    );
  });
});
