import { describe, expect, it, vi } from 'vitest';
import { onceUntilFailure } from '../../../../design-system/utils/once-until-failure';

describe('onceUntilFailure', () => {
  it('should download once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const once = onceUntilFailure(load);
    expect(await Promise.all([once(), once()])).toEqual(['chunk', 'chunk']);
    await once();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should download again once a download has failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('chunk');
    const once = onceUntilFailure(load);
    await expect(once()).rejects.toThrow('offline');
    expect(await once()).toBe('chunk');
    expect(await once()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
