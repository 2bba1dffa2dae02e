/**
 * Storage only through shared/storage.ts: reading window.sessionStorage or localStorage throws
 * in a partitioned frame, and one unguarded read blanked the page (issue 18).
 */
const message = 'Reach storage through shared/storage.ts (readStored, writeStored, removeStored).';

export const storageThroughHelper = {
  files: ['shared/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'workbench/**/*.{ts,tsx}'],
  ignores: ['shared/storage.ts'],
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'sessionStorage', message },
      { name: 'localStorage', message },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'window', property: 'sessionStorage', message },
      { object: 'window', property: 'localStorage', message },
      { object: 'globalThis', property: 'sessionStorage', message },
      { object: 'globalThis', property: 'localStorage', message },
    ],
  },
};
