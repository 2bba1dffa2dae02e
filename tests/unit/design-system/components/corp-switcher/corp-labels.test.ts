import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certStatusLabel,
  certStatusTone,
  corpTypeLabel,
  matchCorps,
  showsCorpSearch,
  switcherCorps,
  CORP_SEARCH_THRESHOLD,
} from '../../../../../design-system/components/corp-switcher';
import { CERT_STATUS, CORP_TYPE } from '../../../../../shared/domain/vocabulary';

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en_US', locales: 'en-US', messages: {} });

describe('certStatusLabel', () => {
  it('should name the five certification statuses 0 to 4 in words', () => {
    expect([0, 1, 2, 3, 4].map((status) => i18n._(certStatusLabel(status)))).toEqual([
      'Not certified',
      'Certification in review',
      'Certified',
      'Certification failed',
      'No certification needed',
    ]);
  });

  it('should follow the vocabulary: CERT_STATUS.certified reads Certified', () => {
    expect(i18n._(certStatusLabel(CERT_STATUS.certified))).toBe('Certified');
    expect(i18n._(certStatusLabel(CERT_STATUS.notNeeded))).toBe('No certification needed');
  });

  it('should call any other number unknown rather than show nothing', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((value) => value < 0 || value > 4),
        (status) => {
          expect(i18n._(certStatusLabel(status))).toBe('Unknown');
          expect(certStatusTone(status)).toBe('gray');
        },
      ),
    );
  });

  it('should colour certified green and failed red', () => {
    expect(certStatusTone(CERT_STATUS.certified)).toBe('green');
    expect(certStatusTone(CERT_STATUS.failed)).toBe('red');
  });
});

describe('corpTypeLabel', () => {
  it('should name type 1 corporate and type 2 person in words', () => {
    expect(i18n._(corpTypeLabel(CORP_TYPE.corporate))).toBe('Company');
    expect(i18n._(corpTypeLabel(CORP_TYPE.person))).toBe('Personal');
    expect(i18n._(corpTypeLabel(1))).toBe('Company');
    expect(i18n._(corpTypeLabel(2))).toBe('Personal');
  });

  it('should call any other type unknown', () => {
    expect(i18n._(corpTypeLabel(0))).toBe('Unknown');
  });
});

const corpRow = fc.record({
  corpId: fc.uuid(),
  corpName: fc.string(),
  hidden: fc.boolean(),
});

describe('switcherCorps', () => {
  it('should leave out hidden corps but keep the current one, in order', () => {
    fc.assert(
      fc.property(fc.array(corpRow, { maxLength: 30 }), fc.nat(), (corps, index) => {
        const currentId = corps.length > 0 ? corps[index % corps.length]!.corpId : undefined;
        const listed = switcherCorps(corps, currentId);
        expect(listed).toEqual(corps.filter((corp) => !corp.hidden || corp.corpId === currentId));
        if (currentId !== undefined) expect(listed.map((corp) => corp.corpId)).toContain(currentId);
      }),
    );
  });
});

describe('matchCorps', () => {
  it('should keep exactly the corps whose name holds the query, ignoring case', () => {
    fc.assert(
      fc.property(
        fc.array(corpRow, { maxLength: 30 }),
        fc.string({ maxLength: 3 }),
        (corps, query) => {
          const needle = query.trim().toLocaleLowerCase();
          expect(matchCorps(corps, query)).toEqual(
            corps.filter((corp) => corp.corpName.toLocaleLowerCase().includes(needle)),
          );
        },
      ),
    );
  });

  it('should match a Latin name whatever its case', () => {
    const corps = [{ corpName: 'Acme Trading Ltd' }, { corpName: '华南示范' }];
    expect(matchCorps(corps, '  acme ')).toEqual([corps[0]]);
  });
});

describe('showsCorpSearch', () => {
  it('should show the search only for a list longer than the threshold', () => {
    expect(showsCorpSearch(CORP_SEARCH_THRESHOLD)).toBe(false);
    expect(showsCorpSearch(CORP_SEARCH_THRESHOLD + 1)).toBe(true);
  });
});
