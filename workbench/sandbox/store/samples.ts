import type { AccountRecord } from './accounts';
import type { OrgState } from './org';
import type { SandboxState } from './state';

/** The account the contract's samples are called as (the contract test signs in as u0001). */
export const SAMPLE_USER_ID = 'u0001';

export function sampleAccount(state: SandboxState): AccountRecord {
  return state.accounts.get(SAMPLE_USER_ID)!;
}

/** The sample account's current corp: samples never switch away from its default corp. */
export function sampleOrg(state: SandboxState): OrgState {
  return state.orgs.get(sampleAccount(state).defaultCorpId)!;
}
