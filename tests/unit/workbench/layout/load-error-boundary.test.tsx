import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary, retryableLazy } from '../../../../design-system/utils/lazy-named';
import { PageErrorBoundary } from '../../../../workbench/routes/layout/load-error-boundary';
import { renderWithProviders } from '../../helpers/render';

const Page = () => <p>the page</p>;
const Other = () => <p>another page</p>;
const offline = () => new TypeError('Failed to fetch dynamically imported module');

function page(resetKey: string, Lazy: ComponentType) {
  return (
    <PageErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A chunk load that fails `failures` times, then brings the page. */
function flakyLoad(failures: number) {
  const load = vi.fn<() => Promise<{ default: typeof Page }>>();
  for (let i = 0; i < failures; i += 1) load.mockRejectedValueOnce(offline());
  return load.mockResolvedValue({ default: Page });
}

describe('PageErrorBoundary with a retryable lazy page', () => {
  // React reports each caught error on the console; the boundary adds its own line.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it('should say the page could not be loaded, fetching once, and load it again on retry', async () => {
    const load = flakyLoad(1);
    renderWithProviders(page('/departments', retryableLazy(load)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The page could not be loaded. Check the connection and try again.',
    );
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should fetch once per retry while the chunk still fails', async () => {
    const load = flakyLoad(2);
    renderWithProviders(page('/devices', retryableLazy(load)));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('should start without the failure elsewhere, and load again on coming back', async () => {
    const load = flakyLoad(1);
    const Failing = retryableLazy(load);
    const Loaded = retryableLazy(() => Promise.resolve({ default: Other }));
    const { rerender } = renderWithProviders(page('/corps', Failing));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(page('/devices', Loaded));
    expect(await screen.findByText('another page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(page('/corps', Failing));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should show a page that failed to render with the same retry', async () => {
    let broken = true;
    const Fragile = () => {
      if (broken) throw new Error('render failed');
      return <Page />;
    };
    renderWithProviders(page('/home', Fragile));
    broken = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it("should show a part's own fallback, and load the part again at the next address", async () => {
    const load = flakyLoad(1);
    const Menu = retryableLazy(load);
    const header = (resetKey: string) => (
      <LoadErrorBoundary resetKey={resetKey} fallback={() => <p>menu placeholder</p>}>
        <Suspense fallback={<p>menu placeholder</p>}>
          <Menu />
        </Suspense>
      </LoadErrorBoundary>
    );
    const { rerender } = renderWithProviders(header('/corps'));
    // The boundary has caught the failure (it says so on the console) and shows the placeholder.
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByText('menu placeholder')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(header('/devices'));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
