import type { SeedContext } from './context';

/** The Log slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LogState {}

export function seedLog(_context: SeedContext): LogState {
  return {};
}
