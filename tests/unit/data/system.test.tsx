import { renderHook, waitFor } from '@testing-library/react';
import { mutate, SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QR_STATE } from '../../../shared/contract';
import { QR_POLL_INTERVAL_MS, useQrScanState } from '../../../workbench/data/sign-in';
import {
  preloadSystemParameters,
  useEvnInfo,
  useLoginInfo,
  useRecommendations,
  useSystemParameters,
} from '../../../workbench/data/system';
import { sandbox } from '../../../workbench/sandbox';
import { ORIGIN, setupSandbox, signInAs } from '../helpers/sandbox';

const { server } = setupSandbox();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

/** Counts the requests whose path ends with `path`. */
function countRequests(path: string): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) counter.count++;
  });
  return counter;
}

afterEach(() => server.events.removeAllListeners('request:start'));

describe('system hooks', () => {
  it('useSystemParameters reads the public key, the version and the flags', async () => {
    const { result } = renderHook(() => useSystemParameters(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({
      publicKey: (await sandbox.state()).keys.publicKey,
      loginVersion: { version: 20250821 },
      showRefer: true,
    });
  });

  it('a preloaded read shows its answer in the first render of a hook mounted after it, asked once', async () => {
    const requests = countRequests('/sso/system/parameter');
    // The app's own cache, as the entry uses it: no SWRConfig around the hook.
    await mutate(() => true, undefined, { revalidate: false });
    await preloadSystemParameters();
    const renders: unknown[] = [];
    const { result } = renderHook(() => {
      const read = useSystemParameters();
      renders.push(read.data);
      return read;
    });
    expect(renders[0]).toMatchObject({ publicKey: (await sandbox.state()).keys.publicKey });
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    expect(requests.count).toBe(1);
  });

  it('useEvnInfo reads the environment', async () => {
    const { result } = renderHook(() => useEvnInfo(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ runEnvi: 'dev' }));
  });

  it('useRecommendations reads one slot in the language asked for', async () => {
    await signInAs();
    const { result } = renderHook(() => useRecommendations('workbench_tuijian_banner', 'th_TH'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(result.current.data?.[0]?.title).toBe('คลังสินค้าและการขาย: ทดลองใช้ฟรี');
  });

  it('useLoginInfo is null signed out and follows the session when revalidated', async () => {
    const requests = countRequests('/sso/system/parameter');
    const { result } = renderHook(
      () => ({ loginInfo: useLoginInfo(), parameters: useSystemParameters() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.loginInfo.data).toBeNull());
    expect(result.current.parameters.data?.loginInfo).toBeNull();
    expect(requests.count).toBe(1);

    await signInAs('u0002');
    await result.current.loginInfo.mutate();
    await waitFor(() =>
      expect(result.current.loginInfo.data).toMatchObject({ loginAccount: '139****9000' }),
    );
    expect(result.current.parameters.data?.loginInfo?.loginAccount).toBe('139****9000');
  });
});

describe('useQrScanState', () => {
  let observer: MutationObserver;

  // jsdom loads no script: this plays the browser's part for the JSONP tags jsonp.ts adds.
  beforeEach(() => {
    observer = new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) void run(node.src);
    });
    observer.observe(document.head, { childList: true });
  });
  afterEach(() => observer.disconnect());

  async function run(src: string) {
    const match = /^([\w$]+)\((.*)\);$/s.exec(await (await fetch(src)).text());
    const callbacks = window as unknown as Record<string, ((body: unknown) => void) | undefined>;
    if (match) callbacks[match[1]!]?.(JSON.parse(match[2]!));
  }

  async function control(path: string, query: Record<string, string>) {
    const search = new URLSearchParams(query).toString();
    const url = `${ORIGIN}/workbench/api/${path}?${search}`;
    return fetch(url, { method: path.startsWith('__sandbox') ? 'POST' : 'GET' });
  }

  it('asks nothing until a code is shown', async () => {
    const requests = countRequests('/sso/login/scanGet');
    const { result } = renderHook(() => useQrScanState(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(requests.count).toBe(0);
  });

  it(
    'polls until the code is confirmed, then stops',
    async () => {
      await control('sso/login/scanRequest', { loginCode: 'qr-hook', callback: 'cb' });
      const requests = countRequests('/sso/login/scanGet');
      const { result } = renderHook(() => useQrScanState('qr-hook'), { wrapper });
      await waitFor(() => expect(result.current.data?.state).toBe(QR_STATE.waiting));

      await control('__sandbox/qr', { loginCode: 'qr-hook', state: '2', userId: 'u0002' });
      await waitFor(() => expect(result.current.data?.state).toBe(QR_STATE.confirmed), {
        timeout: QR_POLL_INTERVAL_MS * 2,
      });
      expect(result.current.data?.scanToken).toMatch(/^scan-/);
      expect(requests.count).toBeGreaterThanOrEqual(2);

      const settledAt = requests.count;
      await new Promise((resolve) => setTimeout(resolve, QR_POLL_INTERVAL_MS * 1.5));
      expect(requests.count).toBe(settledAt);
    },
    QR_POLL_INTERVAL_MS * 6,
  );
});
