import type { SeedContext } from './context';

/** The Device slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DeviceState {}

export function seedDevice(_context: SeedContext): DeviceState {
  return {};
}
