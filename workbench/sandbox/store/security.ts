import type { SeedContext } from './context';

/** The Security slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SecurityState {}

export function seedSecurity(_context: SeedContext): SecurityState {
  return {};
}
