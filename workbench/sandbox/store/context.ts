import type { AccountRecord } from './accounts';
import type { Clock } from './clock';
import type { OrgState } from './org';
import type { Rng } from './rng';

/** What a slice's seed may read: the generator, the clock and the organisation drawn before it. */
export interface SeedContext {
  rng: Rng;
  clock: Clock;
  orgs: Map<string, OrgState>;
  accounts: Map<string, AccountRecord>;
  memberCount: number;
}
