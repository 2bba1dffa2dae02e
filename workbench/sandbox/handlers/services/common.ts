/** What the service calls share: the session's corp, the views of its records, the services samples name. */
import { id } from '../../input';
import { type SessionContext } from '../../route';
import { DEMO_ACCOUNTS } from '../../store/accounts';
import type { SandboxState } from '../../store/state';
import type { Service } from '../../../../shared/domain/services';
import { type ServiceRecord } from '../../store/services/records';
import { kindOf, serviceView } from '../../store/services/lists';

export const serviceId = { serviceId: id() };

export function corpOf(context: SessionContext<unknown>): string {
  return context.org.corp.corpId;
}

export function views(context: SessionContext<unknown>, records: ServiceRecord[]): Service[] {
  return records.map((record) => serviceView(context.state.services, record, corpOf(context)));
}

/** The corp the contract's samples run in: the first demo account's. */
export function sampleCorp(state: SandboxState): string {
  return state.accounts.get(DEMO_ACCOUNTS[0].userId)?.defaultCorpId ?? '';
}

export function sampleOf(
  state: SandboxState,
  kinds: readonly string[],
  pick: (record: ServiceRecord) => boolean = () => true,
): ServiceRecord | undefined {
  const corpId = sampleCorp(state);
  return [...state.services.records.values()].find(
    (record) => kinds.includes(kindOf(record, corpId) ?? '') && pick(record),
  );
}

export function sampleId(state: SandboxState, kinds: readonly string[] = ['own']) {
  return { serviceId: sampleOf(state, kinds)?.serviceId ?? '' };
}
