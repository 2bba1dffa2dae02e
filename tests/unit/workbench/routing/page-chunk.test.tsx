import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../../workbench/routes/lazy-page';
import { pageChunk } from '../../../../workbench/routes/page-chunk';

const Page = () => <p>the page</p>;

function renderInSuspense(Lazy: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );
}

describe('pageChunk', () => {
  it('fetches once however often it is asked for, and keeps the module once in', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const chunk = pageChunk(load);
    expect(chunk.loaded).toBeUndefined();
    const [first, second] = await Promise.all([chunk(), chunk()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(chunk.loaded).toBe(first);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Page });
    const chunk = pageChunk(load);
    await expect(chunk()).rejects.toThrow('offline');
    expect(chunk.loaded).toBeUndefined();
    await expect(chunk()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage', () => {
  it('renders a chunk already in at once, without the fallback', async () => {
    const chunk = pageChunk(() => Promise.resolve({ default: Page }));
    await chunk();
    renderInSuspense(lazyPage(chunk));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while a chunk is still on its way, then the page', async () => {
    let arrive!: (module: { default: typeof Page }) => void;
    const chunk = pageChunk(() => new Promise((resolve) => (arrive = resolve)));
    renderInSuspense(lazyPage(chunk));
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive({ default: Page });
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});

describe('preloadRouteChunk', () => {
  it('starts the opened page and, behind a session only, the frame around it', async () => {
    vi.resetModules();
    const table = await import('../../../../workbench/routes/route-table');
    const page = (path: string) => table.pageRoutes.find((route) => route.path === path)!.chunk;
    table.preloadRouteChunk('#/LOGIN?clientId=1');
    // The first import of a page transforms its whole module graph.
    const imported = { timeout: 20_000 };
    await vi.waitFor(() => expect(page('/login').loaded).toBeDefined(), imported);
    expect(table.sessionControlsChunk.loaded).toBeUndefined();
    expect(table.workbenchLayoutChunk.loaded).toBeUndefined();

    table.preloadRouteChunk('#/departments');
    await vi.waitFor(() => {
      expect(page('/departments').loaded).toBeDefined();
      expect(table.sessionControlsChunk.loaded).toBeDefined();
      expect(table.workbenchLayoutChunk.loaded).toBeDefined();
    }, imported);
    expect(page('/corps').loaded).toBeUndefined();
  });
});
