import type { SeedContext } from './context';

/** The Invite slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface InviteState {}

export function seedInvite(_context: SeedContext): InviteState {
  return {};
}
