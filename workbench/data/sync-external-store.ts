/**
 * SWR imports `use-sync-external-store/shim`, a CommonJS fallback for React before 18; React 19
 * has the hook. vite.config.ts points the shim here, which keeps its code out of the initial JS.
 */
export { useSyncExternalStore } from 'react';
