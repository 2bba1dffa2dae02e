import * as account from './account';
import * as cert from './cert';
import * as corp from './corp';
import * as dept from './dept';
import * as device from './device';
import * as invite from './invite';
import * as logs from './logs';
import * as market from './market';
import * as oauth from './oauth';
import * as selfService from './self-service';
import * as services from './services';
import * as sms from './sms';
import * as sso from './sso';
import * as system from './system';
import type { Endpoint } from './endpoint';

/**
 * Every domain module of the client, for the contract test and the contract page only (the app
 * imports domains one by one, so each page's chunk carries only its own calls).
 */
export const API_DOMAINS = {
  account,
  sms,
  logs,
  system,
  corp,
  cert,
  oauth,
  sso,
  dept,
  device,
  invite,
  services,
  selfService,
  market,
} as const;

export type AnyEndpoint = Endpoint<never, unknown>;

function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'function' && 'spec' in value;
}

/** Every typed call function, with the domain and export name it has. */
export function allEndpoints(): { domain: string; name: string; call: AnyEndpoint }[] {
  const out: { domain: string; name: string; call: AnyEndpoint }[] = [];
  for (const [domain, module] of Object.entries(API_DOMAINS))
    for (const [name, value] of Object.entries(module))
      if (isEndpoint(value)) out.push({ domain, name, call: value });
  return out;
}
