import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed, LoadErrorBoundary } from '../../../../design-system/utils/lazy-named';
import { renderWithProviders } from '../../helpers/render';

const Panel = ({ label }: { label: string }) => <p>{label}</p>;
type PanelModule = { Panel: typeof Panel };
const offline = () => new TypeError('Failed to fetch dynamically imported module');

/** A chunk that fails once (offline), then arrives. */
function flakyChunk() {
  return vi
    .fn<() => Promise<PanelModule>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValue({ Panel });
}

function renderPart(LazyPanel: ReturnType<typeof lazyNamed<PanelModule, 'Panel'>>) {
  renderWithProviders(
    <LoadErrorBoundary
      fallback={(retry) => <button onClick={retry}>Could not load: try again</button>}
    >
      <Suspense fallback={<p>loading</p>}>
        <LazyPanel label="the panel" />
      </Suspense>
    </LoadErrorBoundary>,
  );
}

describe('lazyNamed', () => {
  // React reports each caught error on the console; the boundary adds its own line.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it('should render the export by name on the second attempt after a failed load', async () => {
    const load = flakyChunk();
    renderPart(lazyNamed(load, 'Panel'));
    await userEvent.click(await screen.findByRole('button', { name: 'Could not load: try again' }));
    expect(await screen.findByText('the panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should let a preload fail without a rejection left unhandled, and load at the render', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = flakyChunk();
      const LazyPanel = lazyNamed(load, 'Panel');
      LazyPanel.preload();
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      renderPart(LazyPanel);
      expect(await screen.findByText('the panel')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
