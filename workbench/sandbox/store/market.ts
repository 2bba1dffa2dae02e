import type { SeedContext } from './context';

/** The Market slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MarketState {}

export function seedMarket(_context: SeedContext): MarketState {
  return {};
}
