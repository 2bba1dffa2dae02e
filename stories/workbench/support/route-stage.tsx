import { Box, Code, List, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppToaster, showErrorToast, toaster } from '../../../design-system/components/toaster';
import { setApiEffectHandlers } from '../../../workbench/api/errors/effects';
import { clearNotices } from '../../../workbench/api/errors/notices';
import { sandbox, sandboxHandlers } from '../../../workbench/sandbox';
import { ApiNoticeHost } from '../../../workbench/routes/layout/api-notice-host';
import { SecondCheckHost } from '../../../workbench/routes/layout/second-check-host';
import { settleSecondCheck } from '../../../workbench/routes/sign-in-flow/second-check';
import { keepStartupParams } from '../../../workbench/routes/startup';
import { HashMemoryRouter } from './hash-memory-router';

/** Where the page is (the hash route), for play functions to check a flow moved on. */
function LocationProbe() {
  const location = useLocation();
  return (
    <Text data-testid="location" srOnly>
      {location.pathname + location.search}
    </Text>
  );
}

export interface RouteStageProps {
  /** The page's route pattern, as in workbench/routes/paths.ts. */
  path: string;
  /** Where the story starts: the route with its query. @default path */
  entry?: string;
  /** The start-up query the page was opened with (?clientId=…). @default '' */
  search?: string;
  /** Other routes a flow may go to, each shown by a line naming it. @default [] */
  otherPaths?: readonly string[];
  children: ReactNode;
}

/**
 * A workbench page as a story: a router in memory at the page's route, the catalogue's dialogs, the
 * second-check dialog and the toaster, the start-up parameters given, and the addresses the page
 * would leave for (a destination outside the app) listed instead of followed.
 */
export function RouteStage({
  path,
  entry = path,
  search = '',
  otherPaths = [],
  children,
}: RouteStageProps) {
  const [left, setLeft] = useState<string[]>([]);
  keepStartupParams(search);
  useEffect(() => {
    setApiEffectHandlers({
      toast: (description) => showErrorToast({ description }),
      navigate: (url) => setLeft((urls) => [...urls, url]),
      openTab: (url) => setLeft((urls) => [...urls, url]),
    });
    return () => {
      // Not the page's own handlers back: a sign-out that comes late (a second check refused as
      // the stage goes, a call answered 401 by the next story's fresh sandbox) must not move
      // Storybook's frame to the logout path.
      // Nor its messages: a failure that comes as the stage goes. A fetch a loading story held back
      // no longer comes at all (.storybook/story-fetch.ts); a JSONP call still could.
      setApiEffectHandlers({ toast: () => {}, navigate: () => {}, openTab: () => {} });
      clearNotices();
      settleSecondCheck(false);
      toaster.remove();
      keepStartupParams('');
    };
  }, []);
  return (
    <Box minH="lg" w="full">
      <HashMemoryRouter entry={entry}>
        <LocationProbe />
        <Routes>
          <Route path={path} element={children} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<Text>→ {other}</Text>} />
          ))}
          <Route path="*" element={<Text>→ elsewhere</Text>} />
        </Routes>
        <ApiNoticeHost />
        <SecondCheckHost />
      </HashMemoryRouter>
      {left.length > 0 && (
        <List.Root data-testid="destinations" mt="4">
          {left.map((url) => (
            <List.Item key={url}>
              → <Code>{url}</Code>
            </List.Item>
          ))}
        </List.Root>
      )}
      <AppToaster />
    </Box>
  );
}

/**
 * The sandbox behind a page story: its handlers, the seed, and a session of the given account when
 * the page needs one (the handlers carry the session into document.cookie, as a browser would).
 */
export async function startSandbox(
  msw: { use: (...handlers: typeof sandboxHandlers) => void },
  { signedInAs }: { signedInAs?: string } = {},
): Promise<void> {
  msw.use(...sandboxHandlers);
  await sandbox.reset();
  document.cookie = 'jdySessionId=; Path=/; Max-Age=0';
  if (signedInAs)
    await fetch('/workbench/api/__sandbox/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: signedInAs }),
    });
}
