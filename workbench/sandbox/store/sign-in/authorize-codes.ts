/** Signing in by authorization code: the account slice's codes as the sign-in calls see them. */
import { maskMobile } from '../../../../shared/validation/mobile';
import type { AuthorizeCodeItem } from '../../../../shared/payloads/sso';
import { FAIL, SandboxFail } from '../../reply';
import type { SandboxState } from '../state';
import type { AuthorizationCodeEntry } from '../security/records';
import { codeStatus } from '../security/views';

// Authorization codes (the account slice's records)

/** A valid authorization code by its value, or the fail shape. */
export function validCode(state: SandboxState, value: string): AuthorizationCodeEntry {
  for (const entry of state.security.codes.values())
    if (entry.code === value && codeStatus(entry, state.clock.now()) === 'valid') return entry;
  throw new SandboxFail(FAIL, `Authorization code ${value} is not valid.`);
}

export function authorizeCodeItem(
  state: SandboxState,
  entry: AuthorizationCodeEntry,
): AuthorizeCodeItem {
  const transferMobile = state.signIn.codeTransfers.get(entry.id);
  return {
    id: entry.id,
    code: entry.code,
    serviceId: entry.serviceId,
    serviceName:
      state.security.authorizeServices.find((service) => service.serviceId === entry.serviceId)
        ?.serviceName ?? '',
    status: transferMobile ? 'transferring' : 'valid',
    transferMobile: transferMobile ? maskMobile(transferMobile) : '',
  };
}
