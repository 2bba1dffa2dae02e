import { describe, expect, it } from 'vitest';
import { BATCH_INVITE_MAX } from '../../../../shared/domain/invite';
import {
  mobileListProblem,
  parseMobiles,
} from '../../../../workbench/routes/invitations/mobile-list';

describe('the batch-send mobiles', () => {
  it('should split on lines, commas, semicolons and spaces, full-width ones too', () => {
    expect(
      parseMobiles(' 13800000001\n13800000002, 13800000003；13800000004，852-61234567 '),
    ).toEqual(['13800000001', '13800000002', '13800000003', '13800000004', '852-61234567']);
  });

  it('should keep each mobile once, in the order typed', () => {
    expect(parseMobiles('13800000002 13800000001 13800000002')).toEqual([
      '13800000002',
      '13800000001',
    ]);
  });

  it('should ask for at least one mobile', () => {
    expect(mobileListProblem(parseMobiles('  \n ,'))).toEqual({ kind: 'empty' });
  });

  it('should name the entries that are not mobiles', () => {
    expect(mobileListProblem(['13800000001', '1234', 'abc'])).toEqual({
      kind: 'invalid',
      mobiles: ['1234', 'abc'],
    });
  });

  it('should refuse more than the batch limit', () => {
    const many = Array.from({ length: BATCH_INVITE_MAX + 1 }, (_, index) =>
      String(13_800_000_000 + index),
    );
    expect(mobileListProblem(many)).toEqual({ kind: 'tooMany', count: BATCH_INVITE_MAX + 1 });
    expect(mobileListProblem(many.slice(1))).toBeUndefined();
  });
});
