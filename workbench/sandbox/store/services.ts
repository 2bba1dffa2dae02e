import type { SeedContext } from './context';

/** The Service slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServiceState {}

export function seedService(_context: SeedContext): ServiceState {
  return {};
}
