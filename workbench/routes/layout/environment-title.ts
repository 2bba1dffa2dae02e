import type { Environment } from '../../../shared/contract';

/** The environment the people of the product use; every other is one the team tests in. */
export const LIVE_ENVIRONMENT: Environment = 'production';

/**
 * The page's title in the environment evnInfo names (docs/product.md §3): the environment first
 * in a test one (`[dev] Business Workbench`), so a tab of a test environment is never taken for
 * the live product; the title alone in production, and while evnInfo is unknown.
 */
export function environmentTitle(title: string, runEnvi: Environment | undefined): string {
  return runEnvi === undefined || runEnvi === LIVE_ENVIRONMENT ? title : `[${runEnvi}] ${title}`;
}
