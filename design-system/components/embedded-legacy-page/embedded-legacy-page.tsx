import { AbsoluteCenter, Box, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { injectStyle, LEGACY_CHROME_CSS, reloadFrame, sameOriginDocument } from './legacy-frame';

export interface EmbeddedLegacyPageLoadDetails {
  /** Whether the page had the workbench's origin, so the styles could be injected into it. */
  sameOrigin: boolean;
}

export interface EmbeddedLegacyPageProps {
  /** The legacy page's address. A new value loads it, with the spinner. */
  src: string;
  /** The frame's accessible name, e.g. the page's name in the navigation; also in the spinner's text. */
  title: string;
  /**
   * The refresh event, as a counter: each time the number changes, the spinner shows and the page
   * in the frame reloads. Its value means nothing else; the first value reloads nothing.
   * @default 0
   */
  refreshSignal?: number;
  /**
   * A style sheet injected into the page at each load, same-origin pages only. An empty string
   * injects nothing. @default LEGACY_CHROME_CSS (hides LEGACY_CHROME_SELECTORS)
   */
  injectedCss?: string;
  /** Called each time a page has loaded in the frame (the first, a reload, a navigation in it). */
  onLoad?: (details: EmbeddedLegacyPageLoadDetails) => void;
}

/**
 * A page of the older web product shown inside the workbench (docs/product.md §2 and §4): a frame
 * LEGACY_FRAME_HEIGHT tall, covered by a spinner until the page loads, again when the page
 * unloads (the user followed a link in it) and on each refresh event, which reloads the page.
 *
 * Hiding the page's own chrome works only for a page served from the workbench's own origin:
 * the browser keeps a cross-origin page's document out of reach, so such a page shows whole, and
 * its navigations inside the frame show no spinner (only its loads do).
 *
 * The spinner returns on the frame window's pagehide, the event that replaces unload; not on
 * beforeunload, which also fires for a link that turns out to be a download or a navigation the
 * page cancels, and would leave the spinner up for good.
 */
export function EmbeddedLegacyPage({
  src,
  title,
  refreshSignal = 0,
  injectedCss = LEGACY_CHROME_CSS,
  onLoad,
}: EmbeddedLegacyPageProps) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loading, setLoading] = useState(true);

  // A new src or refresh event shows the spinner in the same render (React's pattern for state
  // that follows a prop); the reload itself is the effect below.
  const [seen, setSeen] = useState({ src, refreshSignal });
  if (seen.src !== src || seen.refreshSignal !== refreshSignal) {
    setSeen({ src, refreshSignal });
    setLoading(true);
  }

  const reloadedSignalRef = useRef(refreshSignal);
  useEffect(() => {
    if (reloadedSignalRef.current === refreshSignal) return;
    reloadedSignalRef.current = refreshSignal;
    if (frameRef.current) reloadFrame(frameRef.current);
  }, [refreshSignal]);

  // Each load brings a new window: the listener of the last one goes with it.
  const detachRef = useRef<(() => void) | null>(null);
  useEffect(() => () => detachRef.current?.(), []);

  function handleLoad(event: SyntheticEvent<HTMLIFrameElement>) {
    detachRef.current?.();
    detachRef.current = null;
    const document = sameOriginDocument(event.currentTarget);
    const view = document?.defaultView;
    if (document && view) {
      if (injectedCss) injectStyle(document, injectedCss);
      const showSpinner = () => setLoading(true);
      view.addEventListener('pagehide', showSpinner);
      detachRef.current = () => view.removeEventListener('pagehide', showSpinner);
    }
    setLoading(false);
    onLoad?.({ sameOrigin: document != null });
  }

  return (
    <Box position="relative" w="full" h="legacyFrameHeight" aria-busy={loading || undefined}>
      <chakra.iframe
        ref={frameRef}
        src={src}
        title={title}
        onLoad={handleLoad}
        display="block"
        w="full"
        h="full"
      />
      {/* Always present, so the spinner's coming is announced; it lets clicks through when idle. */}
      <AbsoluteCenter
        w="full"
        h="full"
        display="flex"
        alignItems="flex-start"
        justifyContent="center"
        pt="32"
        px="4"
        bg={loading ? 'bg' : undefined}
        pointerEvents={loading ? 'auto' : 'none'}
      >
        <Stack role="status" align="center" gap="3" maxW="lg" textAlign="center">
          {loading && (
            <>
              <Spinner size="lg" color="fg.muted" aria-hidden="true" />
              <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                {t({ id: 'legacyPage.loading', message: `Loading ${title}…` })}
              </Text>
            </>
          )}
        </Stack>
      </AbsoluteCenter>
    </Box>
  );
}

EmbeddedLegacyPage.displayName = 'EmbeddedLegacyPage';
