import { describe, expect, it } from 'vitest';
import { clientModeOf, isClientMode } from '../../../workbench/routes/startup';

describe('client mode at start-up', () => {
  it('is on only with fromLoginPage=client, and takes the platform from the query', () => {
    expect(isClientMode('?fromLoginPage=common')).toBe(false);
    expect(clientModeOf('?fromLoginPage=common&platform=windows')).toBeUndefined();
    expect(clientModeOf('?fromLoginPage=client&platform=windows')).toEqual({ platform: 'windows' });
    expect(clientModeOf('?fromLoginPage=client')).toEqual({ platform: '' });
  });
});
