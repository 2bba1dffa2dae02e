import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createMemoryHistory } from 'react-router-dom';

export interface HashMemoryRouterProps {
  /** The route the story starts at, with its query. */
  entry: string;
  children: ReactNode;
}

/**
 * A router for stories: its location lives in memory, as MemoryRouter's does, so the stories a
 * docs page draws side by side each keep their own route; but its links have the hash hrefs the
 * app's HashRouter gives them ('#/login'), which the stories check and a designer sees.
 * Navigations render at once, as the app's do (decision 0014).
 */
export function HashMemoryRouter({ entry, children }: HashMemoryRouterProps) {
  const [history] = useState(() => {
    const memory = UNSAFE_createMemoryHistory({ initialEntries: [entry], v5Compat: true });
    // Its action and location are getters: the hash hrefs are laid over it, not copied from it.
    const hashHref = (to: Parameters<typeof memory.createHref>[0]) => `#${memory.createHref(to)}`;
    return Object.create(memory, { createHref: { value: hashHref } }) as typeof memory;
  });
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => setState({ action, location })),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
