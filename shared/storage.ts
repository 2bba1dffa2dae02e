/**
 * The one way the app reaches the browser's storage. Framed by another site, with storage
 * partitioned or blocked, merely reading `window.sessionStorage` throws (SecurityError), and so
 * may a write when the quota is full: here every such failure is "nothing stored", so no page
 * goes blank for it. eslint/storage.js keeps every other file from touching storage directly.
 */
export type StorageArea = 'session' | 'local';

function storageOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored value, or undefined when there is none or storage cannot be reached. */
export function readStored(area: StorageArea, key: string): string | undefined {
  try {
    return storageOf(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the value; false when storage cannot be reached or refuses it. */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = storageOf(area);
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function removeStored(area: StorageArea, key: string): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing could be stored there either.
  }
}
