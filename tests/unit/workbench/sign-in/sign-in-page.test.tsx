import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_POLL_INTERVAL_MS } from '../../../../workbench/data/sign-in';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SignInPage from '../../../../workbench/routes/sign-in/sign-in-page';
import { captchaCentres, codeStatus, sandbox } from '../../../../workbench/sandbox';
import { keepStartupParams } from '../../../../workbench/routes/startup';
import { renderWithProviders } from '../../helpers/render';
import { ORIGIN, setupSandbox, signInAs } from '../../helpers/sandbox';

const { server, effects } = setupSandbox();

// Tests sign in through the sandbox's RSA key, load lazy chunks, and wait on the QR poll.
vi.setConfig({ testTimeout: 15_000 });

let loginCodes = 0;
/** Each QR code's loginCode, numbered, so a test knows which code it moves on. */
const nextLoginCode = () => `unit-qr-${++loginCodes}`;

function renderPage(search = '') {
  keepStartupParams(search);
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/login']} useTransitions={false}>
        <Routes>
          <Route path="/login" element={<SignInPage newLoginCode={nextLoginCode} />} />
          <Route path="/" element={<p>Main page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return userEvent.setup();
}

/** The paths of the requests made, for a test to count or read. */
function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => requests.push(request.clone()));
  return requests;
}

const pathOf = (request: Request) => new URL(request.url).pathname;
const calls = (requests: Request[], path: string) =>
  requests.filter((request) => pathOf(request).endsWith(path));

// jsdom loads no script: this plays the browser's part for the JSONP tags of the QR sign-in.
let observer: MutationObserver;
beforeEach(() => {
  loginCodes = 0;
  observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (node instanceof HTMLScriptElement && node.src) void runJsonp(node.src);
  });
  observer.observe(document.head, { childList: true });
});
afterEach(() => {
  observer.disconnect();
  server.events.removeAllListeners('request:start');
  sandbox.scenarios.clear();
  keepStartupParams('');
});

async function runJsonp(src: string) {
  const match = /^([\w$]+)\((.*)\);$/s.exec(await (await fetch(src)).text());
  const callbacks = window as unknown as Record<string, ((body: unknown) => void) | undefined>;
  if (match) callbacks[match[1]!]?.(JSON.parse(match[2]!));
}

async function advanceQr(loginCode: string, state: 1 | 2 | 3) {
  await fetch(`${ORIGIN}/workbench/api/__sandbox/qr?loginCode=${loginCode}&state=${state}`, {
    method: 'POST',
  });
}

/** The open tab's form (each tab panel is named by its tab). */
const form = () => within(screen.getByRole('tabpanel'));
const accountField = () => form().getByLabelText('Mobile number or user name');
const passwordField = () => form().getByLabelText('Password');

async function typePassword(
  user: ReturnType<typeof userEvent.setup>,
  account: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Mobile number or user name'), account);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await user.click(form().getByRole('button', { name: 'Sign in' }));
}

/** Opens a tab, once the panel of the one left has gone. */
async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
}

const mainPage = () => screen.findByText('Main page');

describe('SignInPage: password', () => {
  it('should sign in by mobile and password and go on to the main page', async () => {
    const requests = recordRequests();
    const user = renderPage();
    await typePassword(user, '13800138000', 'Sandbox@2026');
    await mainPage();
    const [login] = calls(requests, '/sso/login/accountLogin');
    const body = (await login!.json()) as { account: string; password: string; loginType: number };
    expect(body).toMatchObject({ account: '13800138000', loginType: 0 });
    // The password travels encrypted, never as typed.
    expect(body.password).not.toContain('Sandbox@2026');
  });

  it('should sign user0012 in by user name with login type 1', async () => {
    const requests = recordRequests();
    const user = renderPage();
    await typePassword(user, 'user0012', 'Sandbox@2026');
    await mainPage();
    const [login] = calls(requests, '/sso/login/accountLogin');
    expect(await login!.json()).toMatchObject({ account: 'user0012', loginType: 1 });
  });

  it('should show a wrong password in the form, not as a toast, with what was typed kept', async () => {
    const user = renderPage();
    await typePassword(user, '13900139000', 'Wrong@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is wrong.');
    expect(accountField()).toHaveValue('13900139000');
    expect(passwordField()).toHaveValue('Wrong@2026');
    expect(effects.toasts).toEqual([]);
  });

  it.each([
    ['401', { status: 401 }, /Please sign in again \(401\)/],
    ['5001012000', { errcode: '5001012000', description: 'Session over' }, /Session over/],
    ['5000000000', { errcode: '5000000000', description: 'Read-only' }, /Read-only/],
  ])(
    'should say what a %s answer to the sign-in means, with what was typed kept and the page kept',
    async (_, answer, message) => {
      sandbox.scenarios.add({ path: 'sso/login/accountLogin', answer, times: 1 });
      const user = renderPage();
      await typePassword(user, '13800138000', 'Sandbox@2026');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(accountField()).toHaveValue('13800138000');
      expect(passwordField()).toHaveValue('Sandbox@2026');
      // No session to end, no service to leave: the page neither reloads nor goes elsewhere.
      expect(effects.navigations).toEqual([]);
      expect(effects.toasts).toEqual([]);
    },
  );
});

describe('SignInPage: captcha', () => {
  it('should say "please complete verification" when the captcha is closed unsolved', async () => {
    sandbox.scenarios.add({
      path: 'sso/login/accountLogin',
      answer: { errcode: '5002012019' },
      times: 1,
    });
    const user = renderPage();
    await typePassword(user, '13800138000', 'Sandbox@2026');
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('img', { name: /Verification image/ });
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please complete verification'),
    );
    expect(accountField()).toHaveValue('13800138000');
    expect(passwordField()).toHaveValue('Sandbox@2026');
  });

  it('should try the same sign-in again once the captcha is solved', async () => {
    // jsdom lays nothing out: the image is given the 280 px it has in a browser.
    const size = { configurable: true, get: () => 280 };
    for (const name of ['clientWidth', 'clientHeight', 'naturalWidth', 'naturalHeight'])
      Object.defineProperty(HTMLImageElement.prototype, name, size);
    try {
      const requests = recordRequests();
      sandbox.scenarios.add({
        path: 'sso/login/accountLogin',
        answer: { errcode: '5002012019' },
        times: 1,
      });
      const user = renderPage();
      await typePassword(user, '13800138000', 'Sandbox@2026');
      const dialog = within(await screen.findByRole('dialog'));
      const image = await dialog.findByRole('img', { name: /Verification image/ });
      const state = await sandbox.state();
      const [reqId] = [...state.signIn.imageCaptchas.keys()];
      for (const point of captchaCentres(state, reqId!))
        fireEvent.click(image, { clientX: point.x, clientY: point.y });
      await dialog.findByText('Verification passed');
      await mainPage();
      expect(calls(requests, '/sso/login/accountLogin')).toHaveLength(2);
    } finally {
      for (const name of ['clientWidth', 'clientHeight', 'naturalWidth', 'naturalHeight'])
        delete (HTMLImageElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
});

describe('SignInPage: SMS code', () => {
  async function openSms(user: ReturnType<typeof userEvent.setup>) {
    await openTab(user, 'SMS code');
    await user.type(form().getByLabelText('Mobile number'), '13800138000');
    await user.click(form().getByRole('button', { name: 'Send code' }));
    await form().findByRole('button', { name: /Resend in/ });
  }

  it('should send a code and sign in with it', async () => {
    const user = renderPage();
    await openSms(user);
    await user.type(form().getByLabelText('Verification code'), '246810');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(form().getByRole('button', { name: 'Sign in' }));
    await mainPage();
  });

  it('should show a wrong code in the form with the mobile and code kept', async () => {
    const user = renderPage();
    await openSms(user);
    await user.type(form().getByLabelText('Verification code'), '135790');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(form().getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(form().getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(form().getByLabelText('Verification code')).toHaveValue('135790');
    expect(effects.toasts).toEqual([]);
  });
});

describe('SignInPage: authorization code', () => {
  it('should show the owner’s mobile, send the SMS and sign in', async () => {
    const state = await sandbox.state();
    const entry = [...state.security.codes.values()].find(
      (code) => code.userId === 'u0001' && codeStatus(code, state.clock.now()) === 'valid',
    );
    const user = renderPage();
    await openTab(user, 'Authorization code');
    await user.type(form().getByLabelText('Authorization code'), `${entry!.code}{Enter}`);
    expect(await form().findByLabelText('Mobile of the code’s owner')).toHaveValue('138****8000');
    await user.click(form().getByRole('button', { name: 'Send code' }));
    await form().findByRole('button', { name: /Resend in/ });
    await user.type(form().getByLabelText('Verification code'), '246810');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(form().getByRole('button', { name: 'Sign in' }));
    await mainPage();
  });
});

describe('SignInPage: QR code', () => {
  async function openQr(user: ReturnType<typeof userEvent.setup>) {
    await openTab(user, 'QR code');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await screen.findByRole('img', { name: /QR code for signing in/ });
  }

  it('should exchange a confirmed scan through scanLogin and go on', async () => {
    const requests = recordRequests();
    const user = renderPage();
    await openQr(user);
    const loginCode = `unit-qr-${loginCodes}`;
    await advanceQr(loginCode, 2);
    await mainPage();
    expect(calls(requests, '/sso/login/scanLogin')).toHaveLength(1);
  });

  it('should stop polling an expired code and ask for a new one on refresh', async () => {
    const requests = recordRequests();
    const user = renderPage();
    await openQr(user);
    const expired = `unit-qr-${loginCodes}`;
    await advanceQr(expired, 3);
    await screen.findByText('The QR code has expired.', {}, { timeout: QR_POLL_INTERVAL_MS * 2 });
    const polled = calls(requests, '/sso/login/scanGet').length;
    await new Promise((resolve) => setTimeout(resolve, QR_POLL_INTERVAL_MS * 1.5));
    expect(calls(requests, '/sso/login/scanGet')).toHaveLength(polled);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(
        calls(requests, '/sso/login/scanRequest').map((request) =>
          new URL(request.url).searchParams.get('loginCode'),
        ),
      ).toContain(`unit-qr-${loginCodes}`),
    );
    expect(`unit-qr-${loginCodes}`).not.toBe(expired);
    await screen.findByRole('img', { name: /QR code for signing in/ });
    expect(screen.queryByText('The QR code has expired.')).not.toBeInTheDocument();
  });

  it('should stop polling when the QR tab is closed', async () => {
    const requests = recordRequests();
    const user = renderPage();
    await openQr(user);
    await openTab(user, 'Password');
    const polled = calls(requests, '/sso/login/scanGet').length;
    await new Promise((resolve) => setTimeout(resolve, QR_POLL_INTERVAL_MS * 1.5));
    expect(calls(requests, '/sso/login/scanGet')).toHaveLength(polled);
  });
});

describe('SignInPage: arrivals', () => {
  it('should sign in once with the cloud ticket the page was opened with', async () => {
    const requests = recordRequests();
    renderPage('?jdyTicket=SANDBOX-TICKET&clientId=sandbox-client');
    await screen.findByText('Signing you in…');
    await mainPage();
    const logins = calls(requests, '/sso/oauth2/codeLogin');
    expect(logins).toHaveLength(1);
    expect(new URL(logins[0]!.url).searchParams.get('clientId')).toBe('sandbox-client');
  });

  it('should show a refused ticket above the form', async () => {
    renderPage('?jdyTicket=NOT-A-TICKET&clientId=sandbox-client');
    expect(await screen.findByRole('alert')).toHaveTextContent('The ticket is not valid.');
    expect(screen.getByRole('tab', { name: 'Password' })).toBeInTheDocument();
  });

  it('should go straight on when already signed in', async () => {
    await signInAs('u0001');
    renderPage();
    await mainPage();
  });

  it('should leave for the cloud sign-in page to come back here', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign in with the cloud account' }));
    expect(effects.navigations).toEqual([
      expect.stringMatching(/__sandbox\/pages\/cloud-sign-in\?return=http/),
    ]);
  });

  it('should hide the agreement when showAgreement is not 1', async () => {
    renderPage('?showAgreement=0');
    await screen.findByRole('tab', { name: 'Password' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
