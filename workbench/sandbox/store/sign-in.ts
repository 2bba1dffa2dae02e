import type { SeedContext } from './context';

/** The SignIn slice of the sandbox store. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SignInState {}

export function seedSignIn(_context: SeedContext): SignInState {
  return {};
}
