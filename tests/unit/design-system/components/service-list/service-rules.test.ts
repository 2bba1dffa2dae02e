import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MUTATING_SERVICE_ACTIONS,
  serviceActions,
  serviceNameRule,
  showsPagination,
  SERVICE_LIST_KINDS,
  SERVICE_LIST_PAGE_SIZE_OPTIONS,
} from '../../../../../design-system/components/service-list';
import { pageOf } from '../../../../../design-system/components/service-list/service-rules';
import { SERVICE_NAME_MAX_LENGTH } from '../../../../../design-system/domain/services';

const serviceShape = fc.record({
  state: fc.constantFrom('trial' as const, 'paid' as const, 'expired' as const),
  shared: fc.boolean(),
  readOnly: fc.boolean(),
});

describe('serviceActions', () => {
  it('should offer only entering on the read-only list, whatever the service', () => {
    fc.assert(
      fc.property(serviceShape, (service) => {
        expect(serviceActions(service, 'readOnly')).toEqual(['enter']);
      }),
    );
  });

  it('should offer no action that changes a read-only service in any list', () => {
    fc.assert(
      fc.property(serviceShape, fc.constantFrom(...SERVICE_LIST_KINDS), (service, kind) => {
        const actions = serviceActions({ ...service, readOnly: true }, kind);
        expect(actions.filter((action) => MUTATING_SERVICE_ACTIONS.includes(action))).toEqual([]);
      }),
    );
  });

  it('should always offer entering first', () => {
    fc.assert(
      fc.property(serviceShape, fc.constantFrom(...SERVICE_LIST_KINDS), (service, kind) => {
        expect(serviceActions(service, kind)[0]).toBe('enter');
      }),
    );
  });

  it('should offer a shared service only entering and a trial of its product', () => {
    expect(serviceActions({ state: 'paid', shared: true, readOnly: false }, 'share')).toEqual([
      'enter',
      'trial',
    ]);
  });

  it('should offer the owner rename, transfer and delete, and convert to paid on a trial', () => {
    expect(serviceActions({ state: 'trial', shared: false, readOnly: false }, 'own')).toEqual([
      'enter',
      'convertToPaid',
      'rename',
      'transfer',
      'delete',
    ]);
  });

  it('should offer a new trial on an expired service and neither on a paid one', () => {
    const expired = serviceActions({ state: 'expired', shared: false, readOnly: false }, 'own');
    expect(expired).toContain('trial');
    expect(expired).not.toContain('convertToPaid');
    const paid = serviceActions({ state: 'paid', shared: false, readOnly: false }, 'thirdParty');
    expect(paid).not.toContain('trial');
    expect(paid).not.toContain('convertToPaid');
  });
});

describe('serviceNameRule', () => {
  it('should refuse a name that is empty after trimming', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]*$/), (blank) => {
        expect(serviceNameRule(blank)).toBe('empty');
      }),
    );
  });

  it('should take 1 to SERVICE_NAME_MAX_LENGTH characters, counting code points', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('账', 'a', '😀', 'ท'), {
          minLength: 1,
          maxLength: SERVICE_NAME_MAX_LENGTH * 2,
        }),
        (characters) => {
          const name = characters.join('');
          expect(serviceNameRule(`  ${name}  `)).toBe(
            characters.length > SERVICE_NAME_MAX_LENGTH ? 'tooLong' : undefined,
          );
        },
      ),
    );
  });

  it('should accept exactly 50 and refuse 51', () => {
    expect(serviceNameRule('账'.repeat(50))).toBeUndefined();
    expect(serviceNameRule('账'.repeat(51))).toBe('tooLong');
  });
});

describe('pageOf', () => {
  it('should cut a whole list into pages that join back into it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 200 }),
        fc.integer({ min: 1, max: 30 }),
        (rows, size) => {
          const pages = Math.max(1, Math.ceil(rows.length / size));
          const joined = Array.from({ length: pages }, (_, index) =>
            pageOf(rows, index + 1, size),
          ).flat();
          expect(joined).toEqual(rows);
        },
      ),
    );
  });

  it('should show a page past the end as the last page', () => {
    expect(pageOf([1, 2, 3, 4, 5], 9, 2)).toEqual([5]);
  });
});

describe('showsPagination', () => {
  it('should hide the pagination only when the list fits one page at the smallest size offered', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.constantFrom(...SERVICE_LIST_PAGE_SIZE_OPTIONS),
        (total, pageSize) => {
          expect(showsPagination(total, pageSize, SERVICE_LIST_PAGE_SIZE_OPTIONS)).toBe(
            total > SERVICE_LIST_PAGE_SIZE_OPTIONS[0]!,
          );
        },
      ),
    );
  });

  it('should keep the pagination for a page size smaller than every option', () => {
    expect(showsPagination(3, 2, SERVICE_LIST_PAGE_SIZE_OPTIONS)).toBe(true);
    expect(showsPagination(2, 2, SERVICE_LIST_PAGE_SIZE_OPTIONS)).toBe(false);
  });
});
