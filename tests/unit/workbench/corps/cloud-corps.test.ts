import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloudCorpNamed } from '../../../../workbench/routes/corps/cloud-corps';

const CLOUD = [
  { kdCloudId: 'kd1001', corpId: '1001', corpName: '华南示范科技有限公司' },
  { kdCloudId: 'kd2001', corpId: '2001', corpName: '星河新能源有限公司' },
];

describe('cloudCorpNamed', () => {
  it('should find the cloud company a typed name repeats', () => {
    expect(cloudCorpNamed(CLOUD, '星河新能源有限公司')?.corpId).toBe('2001');
  });

  it('should find none for another name, part of a name or nothing typed', () => {
    expect(cloudCorpNamed(CLOUD, '星河新能源')).toBeUndefined();
    expect(cloudCorpNamed(CLOUD, '')).toBeUndefined();
    expect(cloudCorpNamed(CLOUD, '   ')).toBeUndefined();
    expect(cloudCorpNamed([], '华南示范科技有限公司')).toBeUndefined();
  });

  it('should find the same company whatever spaces surround the name', () => {
    const spaces = fc.stringMatching(/^[ \t]{0,4}$/);
    fc.assert(
      fc.property(fc.constantFrom(...CLOUD), spaces, spaces, (corp, before, after) => {
        expect(cloudCorpNamed(CLOUD, `${before}${corp.corpName}${after}`)).toBe(corp);
      }),
    );
  });
});
