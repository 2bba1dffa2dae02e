import { failBody, FAIL, json, okBody, Reply, SandboxFail } from './reply';
import { ROUTES } from './handlers';
import type { PublicContext, RouteDef, SessionContext } from './route';
import { describeCode, parseScenarioHeader, ScenarioStore, SCENARIO_HEADER } from './scenario';
import { findSession } from './session';
import {
  createState,
  DEFAULT_SEED_OPTIONS,
  type SandboxState,
  type SeedOptions,
} from './store/state';
import { handleControl } from './control';

/** Where the contract lives in a URL: everything after it is the call's path. */
export const API_PREFIX = '/workbench/api/';
/** Bodies above this are refused with the fail shape (the sandbox's own limit). */
export const MAX_BODY_BYTES = 256 * 1024;

function routeKey(method: string, path: string) {
  return `${method} ${path}`;
}

/** The sandbox: the store, the scenarios, and the one function that answers a request. */
export class Sandbox {
  readonly scenarios = new ScenarioStore();
  readonly routes = new Map<string, RouteDef>();
  private current: Promise<SandboxState>;
  private options: SeedOptions;

  constructor(options: Partial<SeedOptions> = {}, routes: readonly RouteDef[] = ROUTES) {
    this.options = { ...DEFAULT_SEED_OPTIONS, ...options };
    for (const route of routes) this.routes.set(routeKey(route.method, route.path), route);
    this.current = createState(this.options);
  }

  state(): Promise<SandboxState> {
    return this.current;
  }

  /** Back to the seed (with new options, if given); scenarios are cleared. */
  async reset(options: Partial<SeedOptions> = {}): Promise<SandboxState> {
    const { keys } = await this.current;
    this.options = { ...this.options, ...options };
    this.scenarios.clear();
    this.current = createState(this.options, keys);
    return this.current;
  }

  /**
   * Answers one request. `cookies` are the request's cookies as MSW resolved them (in a browser
   * the worker cannot read the Cookie header, so they come from document.cookie).
   */
  async handle(request: Request, cookies: Record<string, string> = {}): Promise<Response> {
    const url = new URL(request.url);
    const at = url.pathname.indexOf(API_PREFIX);
    const path = decodeURIComponent(url.pathname.slice(at + API_PREFIX.length));
    const state = await this.current;
    const forged = forgedWriteRefusal(request, url, path);
    if (forged) return forged;
    const control = path.startsWith('__sandbox')
      ? await handleControl(this, state, request, path, cookies)
      : undefined;
    if (control) return control;

    const method = request.method.toUpperCase();
    const callback = url.searchParams.get('callback');
    const route =
      this.routes.get(routeKey(method, path)) ??
      (method === 'GET' && callback ? this.routes.get(routeKey('JSONP', path)) : undefined);
    if (!route) {
      const known = [...this.routes.values()].some((candidate) => candidate.path === path);
      return json(failBody(String(known ? 405 : 404), `${method} ${path} is not a call`), {
        status: known ? 405 : 404,
      });
    }

    const scenario = path.startsWith('__sandbox')
      ? undefined
      : this.scenarios.match(
          method,
          path,
          parseScenarioHeader(request.headers.get(SCENARIO_HEADER)),
        );
    if (scenario) {
      const { answer } = scenario;
      if ('delayMs' in answer) await wait(answer.delayMs, request.signal);
      if ('timeout' in answer) return hang(request.signal);
      if ('network' in answer) return Response.error();
      if ('malformed' in answer)
        return new Response('{"errcode": "0", "data": {', {
          headers: { 'content-type': 'application/json' },
        });
      if ('status' in answer)
        return json(
          failBody(String(answer.status), answer.description ?? `HTTP ${answer.status}`),
          { status: answer.status },
        );
      if ('errcode' in answer)
        return this.wrap(
          route,
          callback,
          failBody(answer.errcode, answer.description ?? describeCode(answer.errcode)),
        );
    }

    const session = findSession(state, cookies);
    if (!route.public && !session) return json(failBody('401', 'Please sign in.'), { status: 401 });

    let headers: ReadonlyArray<readonly [string, string]> = [];
    let body: unknown;
    try {
      const input = route.input
        ? route.input.parse(await readInput(request, url, route.maxBodyBytes), '')
        : {};
      const context: PublicContext<unknown> = { input, state, session, request };
      const result = await route.handle(
        session && !route.public ? withSession(context, state, session) : context,
      );
      if (result instanceof Response) return result;
      if (result instanceof Reply) {
        headers = result.headers;
        body = okBody(result.data);
      } else body = okBody(result);
    } catch (error) {
      body =
        error instanceof SandboxFail
          ? failBody(error.code, error.message, error.data)
          : failBody(FAIL, `The sandbox could not answer: ${String(error)}`);
    }
    const response = this.wrap(route, callback, body);
    for (const [name, value] of headers) response.headers.append(name, value);
    return response;
  }

  private wrap(route: RouteDef, callback: string | null, body: unknown): Response {
    if (route.method === 'JSONP' && callback && /^[A-Za-z_$][\w$]*$/.test(callback))
      return new Response(`${callback}(${JSON.stringify(body)});`, {
        headers: { 'content-type': 'application/javascript; charset=utf-8' },
      });
    return json(body);
  }
}

function withSession(
  context: PublicContext<unknown>,
  state: SandboxState,
  session: NonNullable<PublicContext<unknown>['session']>,
): SessionContext<unknown> {
  const account = state.accounts.get(session.userId);
  const org = state.orgs.get(session.corpId);
  if (!account || !org) throw new SandboxFail('5001012000', describeCode('5001012000'));
  return { ...context, session, account, org };
}

/**
 * What the client relies on from a backend (docs/decisions/0015): a write a page
 * of another origin could make a browser send is refused before anything reads it. A write is
 * any method but GET and HEAD; it is refused when its Origin is not this server's, when its body
 * is not JSON (a form or text/plain body is what a cross-site form sends), and, on the contract's
 * calls, when it lacks the client's ajax_flag header (no form can add a header, and another origin's
 * script cannot without CORS, which the server does not grant).
 */
function forgedWriteRefusal(request: Request, url: URL, path: string): Response | undefined {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return undefined;
  const refuse = (status: number, why: string) =>
    json(failBody(String(status), `${method} ${path} refused: ${why}`), { status });
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin)
    return refuse(403, `Origin ${origin} is not this site`);
  const type = request.headers.get('content-type');
  if (type !== null && !/^application\/json\s*(;|$)/i.test(type))
    return refuse(415, `a ${type} body is not JSON`);
  if (!path.startsWith('__sandbox') && !request.headers.has('ajax_flag'))
    return refuse(403, 'the ajax_flag header is missing');
  return undefined;
}

/** The query (without _t) merged with a JSON body. */
async function readInput(
  request: Request,
  url: URL,
  maxBodyBytes = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams)
    if (key !== '_t' && key !== 'callback') input[key] = value;
  if (request.method === 'GET' || request.method === 'HEAD') return input;
  const text = await request.text();
  if (!text) return input;
  if (text.length > maxBodyBytes) throw new SandboxFail(FAIL, 'The request body is too large.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SandboxFail(FAIL, 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new SandboxFail(FAIL, 'The request body must be a JSON object.');
  return { ...input, ...(parsed as Record<string, unknown>) };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A timeout: no answer until the client gives up (or ten minutes, so nothing leaks). */
async function hang(signal: AbortSignal): Promise<Response> {
  await wait(10 * 60_000, signal);
  return Response.error();
}

/** The one sandbox of this process (the dev server, a Storybook tab, a Vitest worker). */
export const sandbox = new Sandbox();

export { describeCode };
