import { CATALOGUE } from '../../shared/error-codes';

/**
 * Scenario control (README, "Sandbox"): make any call answer with a code of error-codes.tsv, an
 * HTTP status, a delay, a timeout, a dropped connection or malformed JSON. Three ways in, one shape:
 * - the X-Sandbox-Scenario request header, for tests: `<path|*> <answer>` rules separated by ';',
 *   e.g. `service/corp/current errcode=5001022900; * delay=300`;
 * - POST /workbench/api/__sandbox/scenario with a Scenario as JSON (the running app, e2e tests);
 * - sandbox.scenarios.add() in-process (Vitest, stories).
 */
export type ScenarioAnswer =
  | { errcode: string; description?: string }
  | { status: number; description?: string }
  | { delayMs: number }
  | { timeout: true }
  | { network: true }
  | { malformed: true };

export interface Scenario {
  /** A path as in endpoints.tsv, or '*' for every call. */
  path: string;
  /** Only this method. @default every method */
  method?: string;
  answer: ScenarioAnswer;
  /** Answer this way this many times, then as normal. @default every time */
  times?: number;
}

export const SCENARIO_HEADER = 'x-sandbox-scenario';

/** English stand-ins for the server's descriptions of the catalogue's codes. */
const DESCRIPTIONS: Record<string, string> = {
  '5000000000': 'This service is read-only for your account.',
  '5001012000': 'Your session has ended. Please sign in again.',
  '5001022900': 'A second check is needed for this corp.',
  '5001032017': 'This is a cloud corp.',
  '5001037009': 'The corp has no creator.',
  '50010350015': 'The invitation could not be sent.',
  '50010350026': 'The invitation could not be accepted.',
  '5002012062': 'This account signs in with an authorization code.',
  '5001012077': 'Setting an admin needs verification.',
  '5001012078': 'Transferring the corp needs verification.',
  '5002012201': 'Your password must be reset before you sign in.',
  '5002012202': 'Register a cloud account to continue.',
  '5002012901': 'Two-factor verification is needed.',
  '5002012904': 'Two-factor verification is needed.',
  '5002012905': 'Two-factor verification is needed.',
  '5002012902': 'Your password must be changed.',
  '5002012047': 'Your password expired 90 days after it was set. Change it to sign in.',
  '5002012903': 'This account has been downgraded.',
  '5002012019': 'Complete the verification first.',
  '5002012051': 'Login protection has not been set for a long time.',
};

export function describeCode(code: string): string {
  return DESCRIPTIONS[code] ?? (CATALOGUE[code] ? 'Failed.' : `Failed with code ${code}.`);
}

function parseAnswer(text: string): ScenarioAnswer | undefined {
  const [name, value = ''] = text.split('=').map((part) => part.trim());
  if (name === 'timeout') return { timeout: true };
  if (name === 'malformed') return { malformed: true };
  if (name === 'network') return { network: true };
  if (name === 'errcode' && value) return { errcode: value };
  if (name === 'status' && /^\d{3}$/.test(value)) return { status: Number(value) };
  if (name === 'delay' && /^\d+$/.test(value)) return { delayMs: Number(value) };
  return undefined;
}

/** Parses the X-Sandbox-Scenario header; rules it cannot read are ignored. */
export function parseScenarioHeader(header: string | null): Scenario[] {
  if (!header) return [];
  const out: Scenario[] = [];
  for (const rule of header.split(';')) {
    const [path, ...rest] = rule.trim().split(/\s+/);
    const answer = parseAnswer(rest.join(' '));
    if (path && answer) out.push({ path, answer });
  }
  return out;
}

/** Reads a Scenario sent as JSON to the control endpoint; undefined when it is not one. */
export function parseScenario(body: unknown): Scenario | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.path !== 'string' || !record.path) return undefined;
  const description = typeof record.description === 'string' ? record.description : undefined;
  let answer: ScenarioAnswer | undefined;
  if (typeof record.errcode === 'string' || typeof record.errcode === 'number')
    answer = { errcode: String(record.errcode), ...(description ? { description } : {}) };
  else if (typeof record.status === 'number')
    answer = { status: record.status, ...(description ? { description } : {}) };
  else if (typeof record.delayMs === 'number') answer = { delayMs: record.delayMs };
  else if (record.timeout === true) answer = { timeout: true };
  else if (record.malformed === true) answer = { malformed: true };
  else if (record.network === true) answer = { network: true };
  if (!answer) return undefined;
  return {
    path: record.path,
    answer,
    ...(typeof record.method === 'string' ? { method: record.method.toUpperCase() } : {}),
    ...(typeof record.times === 'number' ? { times: record.times } : {}),
  };
}

export class ScenarioStore {
  private scenarios: Scenario[] = [];

  add(scenario: Scenario): void {
    this.scenarios.push({ ...scenario });
  }

  clear(): void {
    this.scenarios = [];
  }

  list(): readonly Scenario[] {
    return this.scenarios;
  }

  /** The first scenario for this call (header rules first), used up by one when it counts. */
  match(method: string, path: string, headerRules: Scenario[]): Scenario | undefined {
    const applies = (scenario: Scenario) =>
      (scenario.path === '*' || scenario.path === path) &&
      (!scenario.method || scenario.method === method);
    const fromHeader = headerRules.find(applies);
    if (fromHeader) return fromHeader;
    const index = this.scenarios.findIndex(applies);
    if (index === -1) return undefined;
    const scenario = this.scenarios[index]!;
    if (scenario.times !== undefined) {
      scenario.times -= 1;
      if (scenario.times <= 0) this.scenarios.splice(index, 1);
    }
    return scenario;
  }
}
