import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../../../shared/storage';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the storage helper', () => {
  it('should store, read and remove a value', () => {
    expect(writeStored('session', 'k', 'v')).toBe(true);
    expect(readStored('session', 'k')).toBe('v');
    removeStored('session', 'k');
    expect(readStored('session', 'k')).toBeUndefined();
  });

  it('should take storage that cannot be reached (a partitioned frame) as empty, not throw', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStored('session', 'k')).toBeUndefined();
    expect(writeStored('session', 'k', 'v')).toBe(false);
    expect(() => removeStored('session', 'k')).not.toThrow();
  });

  it('should report a write that storage refuses (its quota full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeStored('local', 'k', 'v')).toBe(false);
  });
});
