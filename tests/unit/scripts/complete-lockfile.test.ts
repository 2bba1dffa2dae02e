// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completeLock, platformOf } from '../../../scripts/complete-lockfile';

describe('completing the lock with platform bindings', () => {
  it.each([
    ['@swc/core-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@swc/core-linux-arm-gnueabihf', { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }],
    [
      '@unrs/resolver-binding-linux-riscv64-musl',
      { os: ['linux'], cpu: ['riscv64'], libc: ['musl'] },
    ],
    ['@swc/core-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
    ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
  ])('should read the platform of %s from its name', (name, platform) => {
    expect(platformOf(name)).toEqual(platform);
  });

  it('should not guess a platform for an ordinary package', () => {
    expect(platformOf('@swc/counter')).toBeUndefined();
    expect(platformOf('fsevents')).toBeUndefined();
  });

  it('should add only the missing bindings, once, with the exact version', () => {
    const packages = {
      'node_modules/@swc/core': {
        version: '1.16.22',
        dev: true,
        optionalDependencies: {
          '@swc/core-darwin-arm64': '1.16.22',
          '@swc/core-linux-x64-gnu': '1.16.22',
        },
      },
      'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22', optional: true },
    };
    expect(completeLock(packages)).toEqual(['@swc/core-darwin-arm64@1.16.22']);
    expect(packages).toHaveProperty(['node_modules/@swc/core-darwin-arm64'], {
      version: '1.16.22',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(completeLock(packages)).toEqual([]);
  });
});
