/**
 * The HTTP half of docs/product.md §8 as data: the failures that never reached a business answer.
 * What each business code means is in shared/error-codes.ts; classify() reads both.
 */

/** Failures that never reached a business answer (docs/product.md §8, HTTP). */
export type TransportFailure =
  | 'badRequest'
  | 'unauthorised'
  | 'forbidden'
  | 'notFound'
  | 'methodNotAllowed'
  | 'serverError'
  | 'unreadableAnswer'
  | 'connectionError'
  | 'noResponse'
  | 'timeout';

export const HTTP_FAILURES: Readonly<Record<number, TransportFailure>> = {
  400: 'badRequest',
  401: 'unauthorised',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  500: 'serverError',
};
