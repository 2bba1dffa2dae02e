import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import TwoFactorPage from '../../../../workbench/routes/logpop/two-factor-page';
import { paths } from '../../../../workbench/routes/paths';
import { advanceQr, sandbox, startTwoFactor } from '../../../../workbench/sandbox';
import { QR_STATE } from '../../../../shared/contract';
import { setupSandbox } from '../../helpers/sandbox';
import { renderRoute } from './render-route';
import type { TwoFactorKind } from '../../../../shared/payloads/sso';

const { server, effects } = setupSandbox();

/** The seeded accounts of store/sign-in.ts behind each second factor. */
const GATED: Record<TwoFactorKind, string> = { sms: 'u0005', email: 'u0006', wechat: 'u0007' };

async function attempt(factor: TwoFactorKind): Promise<string> {
  const state = await sandbox.state();
  return startTwoFactor(state, state.accounts.get(GATED[factor])!, factor);
}

function open(entry: string) {
  return renderRoute(paths.twoFactor.path, entry, <TwoFactorPage />);
}

const href = (mfa: string, factor: string) => paths.twoFactor.getHref(mfa, '0', factor).slice(1);
const code = () => screen.getByLabelText(/^Verification code/);

/** Counts the WeChat scan checks the page makes from now on. */
function countScanChecks() {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('sso/account/checkTotpScan')) counter.count += 1;
  });
  return counter;
}

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('TwoFactorPage', () => {
  it('should call a link without mfa broken and lead back to sign-in', () => {
    open(`${paths.twoFactor.path}?tipType=0&factor=sms`);
    expect(
      screen.getByRole('heading', { name: 'This sign-in link does not work' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '#/login',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('should call a link with an unknown factor broken', async () => {
    open(href(await attempt('sms'), 'fax'));
    expect(
      screen.getByRole('heading', { name: 'This sign-in link does not work' }),
    ).toBeInTheDocument();
  });

  it("should ask for the SMS code when the link names no factor (the spec's own form)", async () => {
    const user = userEvent.setup();
    const mfa = await attempt('sms');
    open(`${paths.twoFactor.path}?mfa=${encodeURIComponent(mfa)}&tipType=0`);
    expect(screen.getByRole('heading', { name: "Verify it's you" })).toBeInTheDocument();
    await sendCode(user);
    expect(await screen.findByText('Code sent to 137****0028.')).toBeInTheDocument();
  });

  it('should show a wrong SMS code beside the form only, the code kept', async () => {
    const user = userEvent.setup();
    open(href(await attempt('sms'), 'sms'));
    await sendCode(user);
    await screen.findByText('Code sent to 137****0028.');
    await user.type(code(), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(code()).toHaveValue('135790');
    expect(effects.toasts).toEqual([]);
  });

  it('should sign in with the right SMS code, trust this browser, and go to the main page', async () => {
    const user = userEvent.setup();
    open(href(await attempt('sms'), 'sms'));
    await sendCode(user);
    await screen.findByText('Code sent to 137****0028.');
    await user.type(code(), '246810');
    await user.click(screen.getByRole('checkbox', { name: /Trust this browser/ }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Main page')).toBeInTheDocument();
    const state = await sandbox.state();
    expect(state.devices.trusted.get(GATED.sms)).toHaveLength(1);
    expect(window.workbenchAnalytics?.at(-1)).toMatchObject({ name: 'login', method: 'twoFactor' });
  });

  it('should send the e-mail code and sign in with it', async () => {
    const user = userEvent.setup();
    open(href(await attempt('email'), 'email'));
    expect(screen.getByText(/e-mail address of your account/)).toBeInTheDocument();
    await sendCode(user);
    expect(await screen.findByText('Code sent to u***@example.com.')).toBeInTheDocument();
    await user.type(code(), '246810{Enter}');
    expect(await screen.findByText('Main page')).toBeInTheDocument();
  });

  it('should say so when the SMS attempt has ended, with the way back to sign-in', async () => {
    const user = userEvent.setup();
    open(href('enc.ended', 'sms'));
    await sendCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification has ended. Sign in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  });

  describe('WeChat', () => {
    it('should call an ended attempt broken, with the reason', async () => {
      open(href('enc.ended', 'wechat'));
      expect(
        await screen.findByText('This verification has ended. Sign in again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
      expect(effects.toasts).toEqual([]);
    });

    it('should draw the link, poll until scanned, then sign in with the WeChat code', async () => {
      const user = userEvent.setup();
      const checks = countScanChecks();
      open(href(await attempt('wechat'), 'wechat'));
      expect(
        await screen.findByRole('img', { name: 'QR code to scan with WeChat' }),
      ).toBeInTheDocument();
      const state = await sandbox.state();
      const [wbCode] = [...state.signIn.wechatCodes.keys()];
      await waitFor(() => expect(checks.count).toBeGreaterThan(0));
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      advanceQr(state, state.signIn.qr.get(wbCode!)!, QR_STATE.scanned, undefined);
      const field = await screen.findByLabelText(/^WeChat verification code/);
      await user.type(field, '135790{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The WeChat verification code is wrong.',
      );
      expect(field).toHaveValue('135790');
      await user.clear(field);
      await user.type(field, '246810{Enter}');
      expect(await screen.findByText('Main page')).toBeInTheDocument();
    });

    it('should stop polling once scanned', async () => {
      const checks = countScanChecks();
      open(href(await attempt('wechat'), 'wechat'));
      await screen.findByRole('img', { name: 'QR code to scan with WeChat' });
      const state = await sandbox.state();
      const [wbCode] = [...state.signIn.wechatCodes.keys()];
      advanceQr(state, state.signIn.qr.get(wbCode!)!, QR_STATE.scanned, undefined);
      await screen.findByLabelText(/^WeChat verification code/);
      const seen = checks.count;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(checks.count).toBe(seen);
    });

    it('should stop polling when the page goes', async () => {
      const checks = countScanChecks();
      const { unmount } = open(href(await attempt('wechat'), 'wechat'));
      await screen.findByRole('img', { name: 'QR code to scan with WeChat' });
      unmount();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(checks.count).toBe(0);
    });

    it('should get a new link on refresh', async () => {
      const user = userEvent.setup();
      open(href(await attempt('wechat'), 'wechat'));
      await screen.findByRole('img', { name: 'QR code to scan with WeChat' });
      await user.click(screen.getByRole('button', { name: 'Get a new QR code' }));
      await waitFor(async () => expect((await sandbox.state()).signIn.wechatCodes.size).toBe(2));
      expect(
        await screen.findByRole('img', { name: 'QR code to scan with WeChat' }),
      ).toBeInTheDocument();
    });
  });
});
