import type { ApiError } from '../data/api-error';

/**
 * A list's failure as its page shows it in place of a toast (its read is SHOWN_IN_PLACE): the
 * page's sentence, then on a line of its own why, in the catalogue's or the server's words.
 */
export function listFailure(sentence: string, error: ApiError | undefined): string {
  return error?.message ? `${sentence}\n${error.message}` : sentence;
}
