/** The second check: which corps a session has passed, and each member's own switch. */
import { FAIL, SandboxFail } from '../reply';
import type { AccountRecord } from './accounts';
import { type MemberRecord, type OrgState } from './org';
import type { SandboxState } from './state';
import { corpSide, setOf } from './corp-side';

/** The mobile the second check's SMS goes to: the member's check mobile, else the account's. */
export function checkMobileOf(org: OrgState, account: AccountRecord): string {
  return org.members.get(account.userId)?.checkMobile || account.mobile;
}

/** The corp asks for a second check and this session has not passed it. */
export function needsSecondCheck(state: SandboxState, sessionId: string, org: OrgState): boolean {
  if (!org.corp.corpInfo.secondCheck) return false;
  return !corpSide(state).secondCheckPassed.get(sessionId)?.has(org.corp.corpId);
}

export function passSecondCheck(state: SandboxState, sessionId: string, corpId: string): void {
  setOf(corpSide(state).secondCheckPassed, sessionId).add(corpId);
}

/* ---------------------------------------------------------- second check */

export function secondCheckOpen(state: SandboxState, org: OrgState, member: MemberRecord): boolean {
  if (!member.checkMobile) return false;
  return !corpSide(state).secondCheckOff.get(org.corp.corpId)?.has(member.userId);
}

export function setSecondCheckOpen(
  state: SandboxState,
  org: OrgState,
  member: MemberRecord,
  open: boolean,
): void {
  if (open && !member.checkMobile)
    throw new SandboxFail(FAIL, 'Set a check mobile before turning the second check on.');
  const off = setOf(corpSide(state).secondCheckOff, org.corp.corpId);
  if (open) off.delete(member.userId);
  else off.add(member.userId);
}
