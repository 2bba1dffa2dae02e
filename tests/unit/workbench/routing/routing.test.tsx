import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Layout() {
  return (
    <section aria-label="layout">
      <Outlet />
    </section>
  );
}

function GoButton({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to, { replace })}>go {to}</button>;
}

function MfaParam() {
  const [params] = useSearchParams();
  return <p>mfa={params.get('mfa')}</p>;
}

function App() {
  return (
    <>
      <Where />
      <Routes>
        <Route element={<Layout />}>
          <Route path="/login" element={<p>Sign-in page</p>} />
          <Route path="/logpop/twoFactor" element={<MfaParam />} />
          <Route path="/old" element={<Navigate to="/login" replace />} />
        </Route>
        <Route path="/legacy/*" element={<p>Legacy page</p>} />
        <Route path="*" element={<p>Not found</p>} />
      </Routes>
      <GoButton to="/logpop/twoFactor?mfa=m1" />
      <Link to="/login">Sign in</Link>
    </>
  );
}

const inMemory = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]} useTransitions={false}>
      <App />
    </MemoryRouter>,
  );

describe('routing', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('should show the matched route inside its layout', () => {
    inMemory('/login');
    expect(screen.getByRole('region', { name: 'layout' })).toHaveTextContent('Sign-in page');
  });

  it('should match a path whatever its case and a trailing slash', () => {
    inMemory('/LOGPOP/twofactor/?mfa=x');
    expect(screen.getByText('mfa=x')).toBeInTheDocument();
  });

  it('should match a path under base/* and fall back to * for anything else', () => {
    inMemory('/legacy/corp/list');
    expect(screen.getByText('Legacy page')).toBeInTheDocument();
    inMemory('/nowhere');
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'layout' })).not.toBeInTheDocument();
  });

  it('should take the first route declared when two match', () => {
    render(
      <MemoryRouter initialEntries={['/a']} useTransitions={false}>
        <Routes>
          <Route path="/a" element={<p>first</p>} />
          <Route path="*" element={<p>second</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('should redirect with Navigate', () => {
    inMemory('/old');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('should navigate with the query, which useSearchParams reads', async () => {
    inMemory('/login');
    await userEvent.click(screen.getByRole('button', { name: /go/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/logpop/twoFactor?mfa=m1');
    expect(screen.getByText('mfa=m1')).toBeInTheDocument();
  });

  it('should give a link a hash href and follow a plain click in place', async () => {
    window.history.replaceState(null, '', '/#/nowhere');
    render(
      <HashRouter useTransitions={false}>
        <App />
      </HashRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '#/login');
    await userEvent.click(link);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('should read the route from the hash, push it on navigate and follow the back button', async () => {
    window.history.replaceState(null, '', '/workbench/web/index.html?clientId=c#/login');
    render(
      <HashRouter useTransitions={false}>
        <App />
      </HashRouter>,
    );
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: /go/ }));
    expect(window.location.pathname + window.location.search).toBe(
      '/workbench/web/index.html?clientId=c',
    );
    expect(window.location.hash).toBe('#/logpop/twoFactor?mfa=m1');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByText('mfa=m1')).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '#/elsewhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('should replace the history entry when asked', async () => {
    window.history.replaceState(null, '', '/#/login');
    render(
      <HashRouter useTransitions={false}>
        <GoButton to="/next" replace />
        <Where />
      </HashRouter>,
    );
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button'));
    expect(window.location.hash).toBe('#/next');
    expect(window.history.length).toBe(entries);
    expect(screen.getByTestId('where')).toHaveTextContent('/next');
  });

  it('should follow a hash set from outside', () => {
    window.history.replaceState(null, '', '/#/login');
    render(
      <HashRouter useTransitions={false}>
        <Where />
      </HashRouter>,
    );
    act(() => {
      window.location.hash = '#/readonly/myService';
      // A browser fires both on a fragment navigation (HTML's "navigate to a fragment"); jsdom fires
      // neither here. React Router's hash history follows popstate.
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/readonly/myService');
  });
});
