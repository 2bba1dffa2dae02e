import type { ApiFailure } from './classify';

/**
 * A failed call, rejected to its caller after the catalogue has done what the failure asks (a
 * toast, a redirect, a sign-out). `message` is the text to show the person.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly failure: ApiFailure,
    message: string,
  ) {
    super(message);
  }

  /** The business code, or undefined for a transport failure. */
  get code(): string | undefined {
    return this.failure.kind === 'business' ? this.failure.code : undefined;
  }

  /** The HTTP status, when the failure had one. */
  get status(): number | undefined {
    return this.failure.kind === 'transport' ? this.failure.status : undefined;
  }

  /**
   * Worth trying again by itself: no response, a timeout, or a 5xx. A business answer or a 4xx
   * says the same again (spec-silent; data hooks do not retry those).
   */
  get retryable(): boolean {
    const { failure } = this;
    if (failure.kind === 'business') return false;
    if (failure.transport === 'noResponse' || failure.transport === 'timeout') return true;
    return failure.status !== undefined && failure.status >= 500;
  }
}
