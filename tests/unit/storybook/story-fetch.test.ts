// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endCallsWithStory } from '../../../.storybook/story-fetch';

/** A server that answers only when told, and stops when the request's signal aborts. */
function heldServer() {
  const answers: ((response: Response) => void)[] = [];
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        answers.push(resolve);
        const signal = init?.signal;
        if (!signal) return;
        signals.push(signal);
        signal.addEventListener('abort', () =>
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')),
        );
      }),
  );
  return { fetch, answers, signals };
}

/** Whether the promise has settled once everything already due has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('endCallsWithStory', () => {
  const real = globalThis.fetch;
  let server: ReturnType<typeof heldServer>;
  beforeEach(() => {
    server = heldServer();
    globalThis.fetch = server.fetch;
  });
  afterEach(() => {
    globalThis.fetch = real;
  });

  it('should answer a call as it came while the story lasts', async () => {
    const end = endCallsWithStory();
    const call = fetch('/workbench/api/service/user/info');
    server.answers[0]!(new Response('{"errcode":"0"}'));
    await expect((await call).text()).resolves.toBe('{"errcode":"0"}');
    end();
  });

  it('should still let the caller abort its own call', async () => {
    const end = endCallsWithStory();
    const caller = new AbortController();
    const call = fetch('/workbench/api/service/user/info', { signal: caller.signal });
    caller.abort(new DOMException('given up', 'TimeoutError'));
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    end();
  });

  it('should abort a held call at the story end, and never settle it', async () => {
    const end = endCallsWithStory();
    const call = fetch('/workbench/api/service/corp/current');
    end();
    // The sandbox is told to stop holding it...
    expect(server.signals[0]!.aborted).toBe(true);
    // ...and the client hears nothing: no failure to show in the next story.
    expect(await settled(call)).toBe(false);
  });

  it('should drop an answer that comes after the story end', async () => {
    const end = endCallsWithStory();
    const call = fetch('/workbench/api/service/corp/current');
    end();
    server.answers[0]!(new Response('{"errcode":"0"}'));
    expect(await settled(call)).toBe(false);
  });

  it('should pass on the calls of another story after its own has ended (docs pages)', async () => {
    const endFirst = endCallsWithStory();
    const endSecond = endCallsWithStory();
    endFirst();
    const call = fetch('/workbench/api/service/user/info');
    server.answers[0]!(new Response('{"errcode":"0"}'));
    await expect((await call).text()).resolves.toBe('{"errcode":"0"}');
    endSecond();
    const later = fetch('/workbench/api/service/user/info');
    server.answers[1]!(new Response('{"errcode":"0"}'));
    await expect(later).resolves.toBeInstanceOf(Response);
  });

  it('should give the next story the fetch it found', () => {
    const end = endCallsWithStory();
    expect(globalThis.fetch).not.toBe(server.fetch);
    end();
    expect(globalThis.fetch).toBe(server.fetch);
  });
});
