import type { ComponentType } from 'react';
import { retryableLazy } from '../../design-system/utils/lazy-named';
import type { PageChunk, PageModule } from './page-chunk';

/**
 * A lazy page that renders at once when its chunk is already in (the entry starts the opened
 * page's chunks early: route-table.ts). React.lazy suspends on any promise, even a settled one,
 * and a Suspense boundary that has shown its fallback holds the content back for 300 ms more; a
 * thenable that answers synchronously lets lazy resolve without suspending. After a failed load
 * the page's error boundary may ask again (retryableLazy).
 */
export function lazyPage(chunk: PageChunk): ComponentType {
  return retryableLazy(() => {
    const { loaded } = chunk;
    if (!loaded) return chunk();
    return {
      then: (onLoaded?: (module: PageModule) => unknown) => onLoaded?.(loaded),
    } as PromiseLike<PageModule>;
  });
}
