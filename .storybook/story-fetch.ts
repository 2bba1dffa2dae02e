/** What a call that outlived its story comes to. */
const never = new Promise<never>(() => {});

/**
 * The calls a story makes end with it. A loading story holds a call back (the sandbox answers it
 * after ten minutes) and the client gives up after five minutes (its timeout in a test build): that
 * call then failed into whichever story of the same file was on screen by then, whose capture
 * showed "服务器响应超时" (two runs side by side, 2026-12-02, whose files took over 500 s: 5 captures
 * of 3 stories files, none of them a loading story). At the story's end its calls are aborted, so
 * the sandbox stops holding them, and what they come to is dropped: they never settle, so the
 * client sees no failure and the next story no message.
 *
 * The client looks fetch up on each call (workbench/api/client.ts), so the story's fetch is the
 * one it uses. JSONP (the QR sign-in, the session sync) goes by script tags, not fetch.
 */
export function endCallsWithStory(): () => void {
  const outer = globalThis.fetch;
  const ended = new AbortController();
  const storyFetch: typeof fetch = (input, init) => {
    // Docs pages render several stories, each wrapping the fetch it found: one whose story has
    // ended passes later calls on untouched, whatever order the stories end in.
    if (ended.signal.aborted) return outer(input, init);
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = own ? AbortSignal.any([own, ended.signal]) : ended.signal;
    return outer(input, { ...init, signal }).then(
      (response) => (ended.signal.aborted ? never : response),
      (error: unknown) => {
        if (ended.signal.aborted) return never;
        throw error;
      },
    );
  };
  globalThis.fetch = storyFetch;
  return () => {
    ended.abort();
    if (globalThis.fetch === storyFetch) globalThis.fetch = outer;
  };
}
