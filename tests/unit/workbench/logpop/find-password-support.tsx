import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { clearPublicKeyCache } from '../../../../workbench/api/encrypt';
import { paths } from '../../../../workbench/routes/paths';
import { checkPassword, findAccount, primeCode, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import type { setupSandbox } from '../../helpers/sandbox';

export const NEW_PASSWORD = 'Renewed#2026';

/** A find-password page at its route, with the sign-in route beside it. */
export function renderAt(entry: string, path: string, page: ReactElement) {
  clearPublicKeyCache();
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]} useTransitions={false}>
      <Routes>
        <Route path={path} element={page} />
        <Route path={paths.login.path} element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The JSON bodies the page sent, by path under /workbench/api/. */
export function recordBodies(server: ReturnType<typeof setupSandbox>['server']) {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname.replace('/workbench/api/', '');
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push({ path, body }))
      .catch(() => undefined);
  });
  return bodies;
}

/** A code waiting at the mobile, as if the person had pressed send a minute ago. */
export async function codeSentTo(mobile: string): Promise<void> {
  primeCode(await sandbox.state(), mobile);
}

export async function passwordOf(login: string, password: string): Promise<boolean> {
  const account = findAccount((await sandbox.state()).accounts, login);
  if (!account) throw new Error(`${login} is not a sandbox account`);
  return checkPassword(password, account.password);
}
