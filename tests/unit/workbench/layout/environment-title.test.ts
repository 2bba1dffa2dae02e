import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  environmentTitle,
  LIVE_ENVIRONMENT,
} from '../../../../workbench/routes/layout/environment-title';
import { ENVIRONMENTS } from '../../../../shared/contract';

describe('environmentTitle', () => {
  it('should name a test environment before the title', () => {
    expect(environmentTitle('业务工作台', 'dev')).toBe('[dev] 业务工作台');
    expect(environmentTitle('Business Workbench', 'release')).toBe('[release] Business Workbench');
  });

  it('should leave the title alone in production and while evnInfo is unknown', () => {
    expect(environmentTitle('业务工作台', LIVE_ENVIRONMENT)).toBe('业务工作台');
    expect(environmentTitle('业务工作台', undefined)).toBe('业务工作台');
  });

  it('should keep the whole title in every environment', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...ENVIRONMENTS), (title, runEnvi) => {
        expect(environmentTitle(title, runEnvi).endsWith(title)).toBe(true);
      }),
    );
  });
});
