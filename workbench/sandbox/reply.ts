/**
 * The sandbox's answers, in the envelope DESIGN.md chose: `{ errcode: "0", description: "", data }`
 * on success, `{ errcode, description }` on failure (the catalogue's fail shape: errcode -1 for
 * bad input).
 */
export const FAIL = '-1';

/** Thrown by a route to answer with a business failure. */
export class SandboxFail extends Error {
  constructor(
    readonly code: string,
    description: string,
    readonly data?: unknown,
  ) {
    super(description);
  }
}

/** A route's answer with more than data: cookies to set or clear, or a raw response. */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly headers: ReadonlyArray<readonly [string, string]> = [],
  ) {}
}

export function okBody(data: unknown) {
  return { errcode: '0', description: '', data: data ?? null };
}

export function failBody(code: string, description: string, data?: unknown) {
  return data === undefined ? { errcode: code, description } : { errcode: code, description, data };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}
