import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';

/**
 * Two clicks in one task, as a double click can land before React renders the busy button: both
 * run before any re-render. (fireEvent would render between them, and hide a guard kept in state.)
 */
export function clickTwiceInOneTask(button: HTMLElement): void {
  act(() => {
    button.click();
    button.click();
  });
}

/**
 * Counts the suite's requests by the end of their path, from a clean count in each test:
 * `requests('service/dept/edit')`.
 */
export function countRequests(server: SetupServer): (path: string) => number {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  beforeEach(() => {
    paths.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => {
    server.events.removeListener('request:start', listener);
  });
  return (path: string) => paths.filter((pathname) => pathname.endsWith(path)).length;
}
