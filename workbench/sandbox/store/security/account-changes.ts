/** Changes to an account that reach beyond it: a login taken by another, a new mobile, log-off. */
import type { AccountRecord } from '../accounts';
import { removeMember, type OrgState } from '../org';
import type { SandboxState } from '../state';

/** True when another account signs in with this mobile, user name or e-mail. */
export function loginTaken(state: SandboxState, login: string, userId: string): boolean {
  for (const account of state.accounts.values())
    if (
      account.userId !== userId &&
      (account.mobile === login || account.userName === login || account.email === login)
    )
      return true;
  return false;
}

/** Gives the account a new mobile, and its member records in every corp with it. */
export function changeMobile(state: SandboxState, account: AccountRecord, mobile: string): void {
  const previous = account.mobile;
  account.mobile = mobile;
  for (const org of state.orgs.values()) {
    const member = org.members.get(account.userId);
    if (!member) continue;
    member.mobile = mobile;
    if (member.checkMobile === previous) member.checkMobile = mobile;
  }
}

/** Corps the account created that others still belong to: they stand in the way of a log-off. */
export function creatorCorps(state: SandboxState, userId: string): OrgState[] {
  return [...state.orgs.values()].filter(
    (org) =>
      org.corp.corpInfo.creatorUserId === userId &&
      [...org.members.keys()].some((memberId) => memberId !== userId),
  );
}

/** Removes an account with everything it owns; its sessions end. */
export function removeAccount(state: SandboxState, userId: string): void {
  state.accounts.delete(userId);
  for (const org of state.orgs.values()) removeMember(org, userId);
  for (const [id, session] of state.sessions)
    if (session.userId === userId) state.sessions.delete(id);
  const { security } = state;
  security.accounts.delete(userId);
  for (const [id, code] of security.codes) if (code.userId === userId) security.codes.delete(id);
  for (const [id, relation] of security.relations)
    if (relation.userId === userId) security.relations.delete(id);
  for (const [orderNum, order] of security.orders)
    if (order.userId === userId) security.orders.delete(orderNum);
}
