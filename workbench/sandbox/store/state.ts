// The slices' records and seeds only: their operations import this module, never the reverse.
import { seedAccounts, demoMembers, type AccountRecord } from './accounts';
import { createClock, type Clock } from './clock';
import type { SeedContext } from './context';
import { createKeys, type SandboxKeys } from './crypto';
import { seedDevice, type DeviceState } from './devices';
import { seedInvite, type InviteState } from './invites';
import { seedLog, type LogState } from './logs';
import { seedMarket, type MarketState } from './market';
import { seedOrgs, type OrgState } from './org';
import { createRng, type Rng } from './rng';
import { createSms, type SmsState } from './sms';
import type { SignInState } from './sign-in/records';
import { seedSignIn } from './sign-in/seed';
import type { SecurityState } from './security/records';
import { seedSecurity } from './security/seed';
import type { ServiceState } from './services/records';
import { seedService } from './services/seed';

export interface SeedOptions {
  /** Members of the corporate corp: 60 by default, up to 10,000. */
  members: number;
  /** The generator's seed: the same seed draws the same store. */
  seed: number;
}

export const DEFAULT_SEED_OPTIONS: SeedOptions = { members: 60, seed: 20250821 };
export const MAX_MEMBERS = 10_000;

export interface Session {
  id: string;
  userId: string;
  corpId: string;
  createdAt: number;
  /** When a request last carried it: a session idle for longer than idleMs has ended. */
  lastSeenAt: number;
  idleMs: number;
  /** When the page handed over the single-sign-on host's ticket (the session sync). */
  ssoSyncedAt?: number;
}

export interface SandboxState {
  options: SeedOptions;
  clock: Clock;
  rng: Rng;
  keys: SandboxKeys;
  accounts: Map<string, AccountRecord>;
  /** jdySessionId → session. */
  sessions: Map<string, Session>;
  sms: SmsState;
  /** corpId → its departments and members. */
  orgs: Map<string, OrgState>;
  security: SecurityState;
  signIn: SignInState;
  devices: DeviceState;
  invites: InviteState;
  services: ServiceState;
  logs: LogState;
  market: MarketState;
}

/** Draws a fresh store. The key pair is kept across resets when given (it is slow to make). */
export async function createState(options: SeedOptions, keys?: SandboxKeys): Promise<SandboxState> {
  const members = Math.min(Math.max(options.members, 2), MAX_MEMBERS);
  const rng = createRng(options.seed);
  const clock = createClock();
  const accounts = await seedAccounts();
  const { corps } = seedOrgs(rng, members, demoMembers());
  const orgs = new Map(corps.map((org) => [org.corp.corpId, org]));
  const context: SeedContext = { rng, clock, orgs, accounts, memberCount: members };
  return {
    options: { ...options, members },
    clock,
    rng,
    keys: keys ?? (await createKeys()),
    accounts,
    sessions: new Map(),
    sms: createSms(),
    orgs,
    security: seedSecurity(context),
    devices: seedDevice(context),
    invites: seedInvite(context),
    services: seedService(context),
    logs: seedLog(context),
    market: seedMarket(context),
    // Last: it adds the accounts behind the login codes, which the other slices need not draw for.
    signIn: seedSignIn(context),
  };
}
