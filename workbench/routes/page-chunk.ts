import type { ComponentType } from 'react';
import { loadRestOfCatalog } from '../../design-system/i18n/catalog';
import { onceUntilFailure } from '../../design-system/utils/once-until-failure';

// Free of React's code: the entry imports it through the route table.
export type PageModule = { default: ComponentType };

/** A page's chunk, fetched once however often it is asked for; `loaded` holds it once it is in. */
export interface PageChunk {
  (): Promise<PageModule>;
  loaded?: PageModule;
}

export function pageChunk(load: () => Promise<PageModule>): PageChunk {
  const chunk: PageChunk = onceUntilFailure(() => load().then((module) => (chunk.loaded = module)));
  return chunk;
}

/**
 * The chunk of a page behind a session, which comes with the rest of the catalogue: the sign-in
 * page's catalogue holds only what pages without a session show (scripts/lib/catalog-parts.ts
 * finds those pages by this call, so keep the import() inside it).
 */
export function signedInChunk(load: () => Promise<PageModule>): PageChunk {
  return pageChunk(async () => (await Promise.all([load(), loadRestOfCatalog()]))[0]);
}
