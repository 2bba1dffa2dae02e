import { expect } from 'vitest';
import { encodePassword } from '../../../workbench/api/encrypt';
import type { LoginOutcome } from '../../../workbench/api/endpoint';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { accountLogin } from '../../../workbench/api/sso';
import { sandbox } from '../../../workbench/sandbox';
import { ORIGIN } from '../helpers/sandbox';
import { SESSION_COOKIE } from '../../../shared/cookies';
import type { ImageCaptchaChallenge } from '../../../shared/domain/captcha';
import type { QrScan } from '../../../shared/payloads/sso';

export const PASSWORD = 'Sandbox@2026';
export const CODE = '246810';

export async function login(account: string, loginType: 0 | 1 = 0, password = PASSWORD) {
  return accountLogin({ account, password: await encodePassword(password), loginType });
}

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export async function sessionsOf(userId: string) {
  const state = await sandbox.state();
  return [...state.sessions.values()].filter((session) => session.userId === userId);
}

/**
 * The sandbox answers a sign-in with Set-Cookie, which msw/node does not carry into jsdom's
 * cookie jar: the test takes the newest session of the account as the browser would.
 */
export async function adoptSession(userId: string) {
  const sessions = await sessionsOf(userId);
  const newest = sessions.at(-1);
  if (!newest) throw new Error(`${userId} has no session`);
  document.cookie = `${SESSION_COOKIE}=${newest.id}; Path=/`;
  return newest;
}

export function success<T>(outcome: LoginOutcome<T>): T {
  if (outcome.kind !== 'success') throw new Error(`expected success, got ${outcome.kind}`);
  return outcome.data;
}

/** The characters' centres, read from the challenge's SVG, in the order the tip asks for. */
export function centres(challenge: ImageCaptchaChallenge) {
  const base64 = challenge.data.replace('data:image/svg+xml;base64,', '');
  const svg = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const glyphs = new Map<string, { x: number; y: number }>();
  for (const match of svg.matchAll(/<text x="(\d+)" y="(\d+)"[^>]*>([^<]+)<\/text>/g))
    glyphs.set(match[3]!, { x: Number(match[1]), y: Number(match[2]) });
  return challenge.tip.split(' ').map((char) => glyphs.get(char)!);
}

export async function jsonp(path: string, params: Record<string, string>): Promise<unknown> {
  const query = new URLSearchParams({ ...params, callback: 'cb' });
  const response = await fetch(`${ORIGIN}/workbench/api/${path}?${query.toString()}`);
  expect(response.headers.get('content-type')).toContain('application/javascript');
  const match = /^cb\((.*)\);$/s.exec(await response.text());
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

/**
 * The QR control route, with its input in the query: the control surface reads a POST body
 * before it passes an unknown __sandbox path on, so a body would arrive already read.
 */
export async function setQr(input: { loginCode: string; state: number; userId?: string }) {
  const query = new URLSearchParams({ loginCode: input.loginCode, state: String(input.state) });
  if (input.userId) query.set('userId', input.userId);
  const response = await fetch(`${ORIGIN}/workbench/api/__sandbox/qr?${query.toString()}`, {
    method: 'POST',
  });
  return (await response.json()) as { errcode: string; data: QrScan };
}
