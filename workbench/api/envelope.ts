/**
 * The answer every call gets (docs/product.md §8). The sandbox answers
 * `{ errcode: "0", description: "", data }` and `{ errcode: "<code>", description }` (DESIGN.md);
 * a backend that answers `{ code, msg, data }` is understood as well.
 */
export interface Envelope<T = unknown> {
  errcode?: string | number;
  code?: string | number;
  description?: string;
  msg?: string;
  data?: T;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * The success rule of docs/product.md §8: errcode '0', or code 0 or 200. With `strict` only the
 * string errcode '0' counts (docs/product.md §7, sso/login/accountLogin).
 */
export function isSuccess(body: Envelope, strict = false): boolean {
  if (strict) return body.errcode === '0';
  return body.errcode === '0' || body.code === 0 || body.code === 200;
}

/** The code a failed envelope carries, as a string ('' when it carries none). */
export function failureCode(body: Envelope): string {
  const code = body.errcode ?? body.code;
  return code === undefined ? '' : String(code);
}

/** The server's own words for a failure: description, else msg. */
export function failureText(body: Envelope): string {
  return body.description || body.msg || '';
}
