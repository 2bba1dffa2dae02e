import { json, okBody, failBody, FAIL } from './reply';
import type { RouteDef } from './route';
import { parseScenario, type ScenarioStore } from './scenario';
import { endSession, findSession, startSession } from './session';
import {
  createTestAccount,
  MEMBERS_PER_TEST_ACCOUNT,
  TEST_ACCOUNT_GATES,
} from './store/test-accounts';
import { MAX_MEMBERS, type SandboxState, type SeedOptions } from './store/state';
import { DESTINATIONS } from '../../shared/destinations';
import { SESSION_COOKIE } from '../../shared/cookies';
import { captchaCentres } from './store/sign-in/captcha';
import { SANDBOX_CLIENT_ID, SANDBOX_TICKET } from './store/sign-in/seed';

/** Where the control surface is served. */
const CONTROL_BASE = '/workbench/api/__sandbox/';

/** Where the stand-in logout page sends the browser: the workbench's sign-in route. */
export const SIGN_IN_PAGE = '/workbench/web/index.html#/login';

/** What the control surface works on: the sandbox's scenarios, its routes, its reset (sandbox.ts). */
export interface Controlled {
  readonly scenarios: ScenarioStore;
  readonly routes: ReadonlyMap<string, RouteDef>;
  reset(options?: Partial<SeedOptions>): Promise<SandboxState>;
}

/**
 * The sandbox's control surface under /workbench/api/__sandbox/ (README, "Sandbox"): a panel for
 * people, JSON endpoints for tests, and the small pages that stand in for the destinations outside
 * the app. Returns undefined for a path it does not own, so a domain may add control routes.
 */
export async function handleControl(
  sandbox: Controlled,
  state: SandboxState,
  request: Request,
  path: string,
  cookies: Record<string, string> = {},
): Promise<Response | undefined> {
  const method = request.method.toUpperCase();
  // A clone: a path this function does not own goes on to the routes with its body unread.
  const body = method === 'GET' ? {} : await readJson(request.clone());
  switch (`${method} ${path}`) {
    case 'GET __sandbox':
    case 'GET __sandbox/':
      return new Response(panel(state, sandbox), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    case 'GET __sandbox/panel.css':
      return new Response(PANEL_CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
    case 'GET __sandbox/panel.js':
      return new Response(PANEL_JS, {
        headers: { 'content-type': 'text/javascript; charset=utf-8' },
      });
    case 'GET __sandbox/state':
      return json(okBody(summary(state, sandbox)));
    case 'POST __sandbox/reset': {
      const members = Number(body.members ?? state.options.members);
      const seed = Number(body.seed ?? state.options.seed);
      if (!Number.isInteger(members) || members < 2 || members > MAX_MEMBERS)
        return json(failBody(FAIL, `members must be a whole number from 2 to ${MAX_MEMBERS}`));
      if (!Number.isInteger(seed)) return json(failBody(FAIL, 'seed must be a whole number'));
      return json(okBody(summary(await sandbox.reset({ members, seed }), sandbox)));
    }
    case 'POST __sandbox/scenario': {
      const scenario = parseScenario(body);
      if (!scenario)
        return json(
          failBody(
            FAIL,
            'A scenario needs path and one of errcode, status, delayMs, timeout: true, network: true, malformed: true',
          ),
        );
      sandbox.scenarios.add(scenario);
      return json(okBody(sandbox.scenarios.list()));
    }
    case 'DELETE __sandbox/scenario':
      sandbox.scenarios.clear();
      return json(okBody([]));
    case 'POST __sandbox/clock': {
      const advanceMs = Number(body.advanceMs);
      if (!Number.isFinite(advanceMs) || advanceMs < 0)
        return json(failBody(FAIL, 'advanceMs must be a number of milliseconds'));
      state.clock.advance(advanceMs);
      return json(okBody({ now: state.clock.now() }));
    }
    // The next code to this mobile goes at once, as if its resend wait were over: for a test of
    // two SMS-guarded steps in a row, without moving the clock that every other test shares.
    case 'POST __sandbox/sms-ready': {
      if (typeof body.mobile !== 'string' || body.mobile === '')
        return json(failBody(FAIL, 'mobile is required'));
      state.sms.sent.delete(body.mobile);
      return json(okBody(null));
    }
    case 'POST __sandbox/session': {
      const account = state.accounts.get(typeof body.userId === 'string' ? body.userId : 'u0001');
      if (!account) return json(failBody(FAIL, 'userId is not a sandbox account'));
      const { setCookie } = startSession(state, account.userId, account.defaultCorpId);
      return json(okBody({ userId: account.userId }), { headers: { 'set-cookie': setCookie } });
    }
    // The caller's session as the server sees it: whose, and whether the page synced it with the
    // single-sign-on host (docs/decisions/0030).
    case 'GET __sandbox/session': {
      const session = state.sessions.get(cookies[SESSION_COOKIE] ?? '');
      if (!session) return json(failBody(FAIL, 'The request carries no session'));
      return json(okBody({ userId: session.userId, ssoSynced: session.ssoSyncedAt !== undefined }));
    }
    // Shortens the caller's session's idle limit: 0 ends it at its next request (a test of expiry).
    case 'POST __sandbox/session-idle': {
      const session = state.sessions.get(cookies[SESSION_COOKIE] ?? '');
      const idleMs = Number(body.idleMs);
      if (!session) return json(failBody(FAIL, 'The request carries no session'));
      if (!Number.isFinite(idleMs) || idleMs < 0)
        return json(failBody(FAIL, 'idleMs must be a number of milliseconds'));
      session.idleMs = idleMs;
      return json(okBody({ idleMs }));
    }
    case 'POST __sandbox/accounts': {
      const gate = typeof body.gate === 'string' ? body.gate : undefined;
      if (
        (body.gate !== undefined && gate === undefined) ||
        (gate !== undefined && !TEST_ACCOUNT_GATES.has(gate))
      )
        return json(failBody(FAIL, `gate must be one of ${[...TEST_ACCOUNT_GATES].join(', ')}`));
      const created = createTestAccount(state, {
        gate: gate as Parameters<typeof createTestAccount>[1]['gate'],
        userNameOnly: body.userNameOnly === true,
        admin: body.admin === true,
        secondCheck: body.secondCheck === true,
        ownCorp: body.ownCorp === true,
        services: body.services === true,
        orders: body.orders === true,
        trustedDevices: body.trustedDevices === true,
        devices: body.devices === true,
        wechat: body.wechat === true,
        applicants: body.applicants === true,
        noAdvertisements: body.noAdvertisements === true,
        certified: body.certified === true,
        expiredService: body.expiredService === true,
        taxFiling: body.taxFiling === true,
        activationCard: body.activationCard === true,
        assistantInvite: body.assistantInvite === true,
        passwordExpiring: body.passwordExpiring === true,
        members: Math.min(
          Math.max(Math.floor(Number(body.members) || 0), 0),
          MEMBERS_PER_TEST_ACCOUNT - 1,
        ),
      });
      return json(okBody(created));
    }
    // The clicks that solve an image captcha, for end-to-end tests of the captcha flow.
    case 'GET __sandbox/captcha': {
      const reqId = new URL(request.url).searchParams.get('req_id') ?? '';
      if (!state.signIn.imageCaptchas.has(reqId))
        return json(failBody(FAIL, `req_id ${reqId} not found`));
      return json(okBody({ points: captchaCentres(state, reqId) }));
    }
    // The logout path (docs/product.md §2): ends the session, clears its cookie, back to sign-in.
    case 'GET __sandbox/pages/logout':
      return new Response(null, {
        status: 302,
        headers: {
          location: SIGN_IN_PAGE,
          'set-cookie': endSession(state, findSession(state, cookies)),
        },
      });
  }
  if (method === 'GET' && path === '__sandbox/pages/cloud-sign-in')
    return new Response(
      cloudSignInPage(new URL(request.url).searchParams.get('return'), new URL(request.url).origin),
      {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  // The cloud's sign-in for an identity no workbench account has yet: a fresh ticket each time.
  if (method === 'GET' && path === '__sandbox/pages/cloud-sign-in/new-identity') {
    const url = new URL(request.url);
    const back = returnAddress(
      url.searchParams.get('return'),
      url.origin,
      newIdentityTicket(state),
    );
    return new Response(null, { status: 302, headers: { location: back } });
  }
  if (method === 'GET' && path.startsWith('__sandbox/pages/'))
    return new Response(
      destinationPage(
        path.slice('__sandbox/pages/'.length),
        new URL(request.url).searchParams.get('tip'),
      ),
      {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  return undefined;
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse((await request.text()) || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function summary(state: SandboxState, sandbox: Controlled) {
  return {
    options: state.options,
    now: state.clock.now(),
    corps: [...state.orgs.values()].map((org) => ({
      corpId: org.corp.corpId,
      corpName: org.corp.corpName,
      depts: org.depts.size,
      members: org.members.size,
    })),
    sessions: state.sessions.size,
    scenarios: sandbox.scenarios.list(),
    routes: sandbox.routes.size,
  };
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The panel's style and script, served as files: the servers' Content-Security-Policy runs no
 * inline script or style (docs/decisions/0015).
 */
const PANEL_CSS = `body{font:14px system-ui,sans-serif;margin:24px;max-width:760px}fieldset{margin:0 0 16px}label{display:block;margin:4px 0}pre{background:#f4f4f5;padding:12px;overflow:auto}`;

const PANEL_JS = `const api = (path, method, body) => fetch('${CONTROL_BASE}' + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) }).then((r) => r.json()).then(() => location.reload());
document.querySelector('[data-action=reset]').addEventListener('submit', (e) => { e.preventDefault(); const f = new FormData(e.target); api('reset', 'POST', { members: Number(f.get('members')), seed: Number(f.get('seed')) }); });
document.querySelector('[data-action=scenario]').addEventListener('submit', (e) => { e.preventDefault(); const f = new FormData(e.target); const kind = f.get('kind'); const value = String(f.get('value')); const s = { path: f.get('path') };
  if (kind === 'errcode') s.errcode = value; if (kind === 'status') s.status = Number(value); if (kind === 'delayMs') s.delayMs = Number(value); if (kind === 'timeout') s.timeout = true; if (kind === 'network') s.network = true; if (kind === 'malformed') s.malformed = true;
  if (f.get('times')) s.times = Number(f.get('times')); api('scenario', 'POST', s); });
document.getElementById('clear').addEventListener('click', () => api('scenario', 'DELETE'));
`;

/** The panel of the running app: reset, scenarios, the clock, and what the store holds. */
function panel(state: SandboxState, sandbox: Controlled): string {
  const data = escape(JSON.stringify(summary(state, sandbox), null, 2));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Workbench sandbox</title>
<link rel="stylesheet" href="${CONTROL_BASE}panel.css"></head>
<body><h1>Workbench sandbox</h1>
<p>Answers every call of the contract under /workbench/api/. Sign in with 13800138000 or 13900139000 and the password Sandbox@2026; every SMS code is 246810.</p>
<form data-action="reset"><fieldset><legend>Reset to the seed</legend>
<label>Members <input name="members" type="number" min="2" max="${MAX_MEMBERS}" value="${state.options.members}"></label>
<label>Seed <input name="seed" type="number" value="${state.options.seed}"></label><button>Reset</button></fieldset></form>
<form data-action="scenario"><fieldset><legend>Force an answer</legend>
<label>Path (as in endpoints.tsv, or *) <input name="path" required value="service/corp/current"></label>
<label>Answer <select name="kind"><option value="errcode">errcode</option><option value="status">HTTP status</option><option value="delayMs">delay (ms)</option><option value="timeout">timeout</option><option value="network">dropped connection</option><option value="malformed">malformed JSON</option></select></label>
<label>Value <input name="value" value="5001022900"></label>
<label>Times (empty: until cleared) <input name="times" type="number" min="1"></label>
<button>Add</button> <button type="button" id="clear">Clear all</button></fieldset></form>
<h2>State</h2><pre id="state">${data}</pre>
<script src="${CONTROL_BASE}panel.js" defer></script></body></html>`;
}

/** Titles of the stand-in pages for the destinations outside the app (api/config.ts). */
const PAGES: Record<string, string> = {
  logout: 'Signed out',
  agreement: 'User agreement',
  'account-transfer': 'Account transfer',
  'account-success': 'Modification complete',
  'client-service-selection': 'Choose a service',
  'verified-flow': 'Verified flow',
  'service-entry': 'Service',
  questionnaire: 'Questionnaire',
  'log-export': 'Operation log export',
  'market-app': 'Application',
  'app-market': 'Application market',
};

/**
 * The cloud's sign-in page (third-party cloud sign-in) as the sandbox plays it: one button that
 * goes back to the workbench with the seeded ticket, as the cloud would after its own sign-in.
 */
/** Where the cloud's sign-in returns with a ticket: only this origin, else the sign-in page. */
function returnAddress(returnTo: string | null, origin: string, jdyTicket: string): string {
  // A return address elsewhere (`//evil.example/`) is the sign-in page.
  let back = new URL(SIGN_IN_PAGE, origin);
  try {
    const asked = new URL(returnTo ?? SIGN_IN_PAGE, origin);
    if (asked.origin === origin) back = asked;
  } catch {
    // An address that does not parse is no address: the sign-in page.
  }
  back.search = new URLSearchParams({
    ...Object.fromEntries(back.searchParams),
    jdyTicket,
    clientId: SANDBOX_CLIENT_ID,
  }).toString();
  return back.href;
}

/** A ticket of the sandbox client for a cloud identity with no account (codeLogin asks it to register). */
function newIdentityTicket(state: SandboxState): string {
  let serial = state.signIn.tickets.size;
  while (state.signIn.tickets.has(`NEW-IDENTITY-${serial}`)) serial++;
  const ticket = `NEW-IDENTITY-${serial}`;
  state.signIn.tickets.set(ticket, {
    userId: '',
    corpId: '',
    clientId: SANDBOX_CLIENT_ID,
    standing: false,
    expiresAt: state.clock.now() + NEW_IDENTITY_TICKET_TTL_MS,
    used: false,
  });
  return ticket;
}

/** How long a new identity's ticket waits for its registration. */
const NEW_IDENTITY_TICKET_TTL_MS = 30 * 60_000;

function cloudSignInPage(returnTo: string | null, origin: string): string {
  const url = returnAddress(returnTo, origin, SANDBOX_TICKET);
  const query = returnTo ? `?return=${encodeURIComponent(returnTo)}` : '';
  const newIdentity = `${CONTROL_BASE}pages/cloud-sign-in/new-identity${query}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cloud sign-in</title></head><body><h1>Cloud sign-in</h1><p>A stand-in for the cloud's own sign-in page. It returns to the workbench with a ticket for 张伟 (${SANDBOX_TICKET}), or with one for a cloud identity that has no workbench account yet.</p><p><a href="${escape(url)}">Continue as 张伟</a></p><p><a href="${escape(newIdentity)}">Continue as a new cloud identity</a></p></body></html>`;
}

/** A destination's stand-in page; the account site's success route shows the tip it was given. */
function destinationPage(name: string, tip: string | null): string {
  const [page = ''] = name.split('?');
  const title = PAGES[page] ?? 'Not a sandbox page';
  const tipLine = tip ? `<p role="status">${escape(tip)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${tipLine}<p>A stand-in page of the workbench sandbox (${escape(Object.values(DESTINATIONS).find((url) => url.includes(page)) ?? page)}).</p></body></html>`;
}
