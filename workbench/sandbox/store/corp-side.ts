/**
 * The corp-side records the org has no place for (second-check passes, hidden corps,
 * certification, the WeCom link, department admins). The state has no corp slice, so they hang
 * off the state in a WeakMap: a reset draws a new state, and so new records.
 */
import type { SandboxState } from './state';

export interface CertRecord {
  enterName: string;
  creditCode: string;
  legalPerson: string;
  failReason: string;
  licenceName: string;
}

export interface QywxLink {
  qywxCorpName: string;
  bound: Set<string>;
}

/** Corp-side records; state.ts has no corp slice, so they hang off the state (see corpSide). */
export interface CorpSide {
  /** session id → corps whose second check the session has passed. */
  secondCheckPassed: Map<string, Set<string>>;
  /** userId → corps hidden from that user's switcher. */
  hiddenCorps: Map<string, Set<string>>;
  /** corpId → members who turned their secondary login check off. */
  secondCheckOff: Map<string, Set<string>>;
  /** corpId → the certification's details (the status is corp.corpInfo.certStatus). */
  certs: Map<string, CertRecord>;
  /** corpId → its WeCom link; only corporate corps are linked. */
  qywx: Map<string, QywxLink>;
  /** corpId → deptId → the department's admins. */
  deptAdmins: Map<string, Map<string, Set<string>>>;
}

const sides = new WeakMap<SandboxState, CorpSide>();

/** The corp-side records of this store; a reset draws a new state, and so new records. */
export function corpSide(state: SandboxState): CorpSide {
  let side = sides.get(state);
  if (!side) {
    side = {
      secondCheckPassed: new Map(),
      hiddenCorps: new Map(),
      secondCheckOff: new Map(),
      certs: new Map(),
      qywx: new Map(),
      deptAdmins: new Map(),
    };
    sides.set(state, side);
  }
  return side;
}

export function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
