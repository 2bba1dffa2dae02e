import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MUTATING_SERVICE_ACTIONS,
  serviceActions,
  serviceNameRule,
  SERVICE_LIST_KINDS,
} from '../../../../../design-system/components/service-list';
import { SERVICE_NAME_MAX_LENGTH } from '../../../../../shared/domain/services';

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
