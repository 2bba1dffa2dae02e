import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { paths } from '../../../workbench/routes/paths';
import SignInPage from '../../../workbench/routes/sign-in/sign-in-page';
import { codeStatus, sandbox, type ScenarioAnswer } from '../../../workbench/sandbox';
import {
  blurActive,
  waitForDialogGone,
  waitForSettled,
} from '../../design-system/fixtures/overlays';
import { holdClock } from '../../design-system/fixtures/clock';
import { RouteStage, startSandbox } from '../support/route-stage';

/**
 * The sign-in page (#/login) against the sandbox: every method, each state the sandbox's answers
 * lead to. Accounts of workbench/sandbox/store/sign-in/seed.ts: 13800138000 (zhangwei, u0001),
 * 13900139000 (lina, u0002), user0012 (user name only); password Sandbox@2026, every code 246810.
 */

/** A fixed loginCode, so the QR code draws the same modules on every run. */
const STORY_LOGIN_CODE = 'story-login-code';
const storyLoginCode = () => STORY_LOGIN_CODE;

function SignInStage({ search = '' }: { search?: string }) {
  return (
    <RouteStage
      path={paths.login.path}
      search={search}
      otherPaths={[paths.home.path, paths.forgetPassword.path, paths.twoFactor.path]}
    >
      <SignInPage newLoginCode={storyLoginCode} />
    </RouteStage>
  );
}

const ACCOUNT = /^(手机号或用户名|Mobile number or user name)$/;
const PASSWORD = /^(密码|Password)$/;
const MOBILE = /^(手机号|Mobile number)$/;
const CODE = /^(验证码|Verification code)$/;
const AUTHORIZATION_CODE = /^(授权码|Authorization code)$/;
const SIGN_IN = /^(登录|Sign in)$/;
const AGREEMENT = /我已阅读并同意|I have read and agree/;
const QR_CODE = /二维码|QR code for signing in/;
const TAB = {
  sms: /^(短信登录|SMS code)$/,
  qr: /^(扫码登录|QR code)$/,
  authorizationCode: /^(授权码登录|Authorization code)$/,
};

/** Forces the sandbox's answer to one call, from the story's beforeEach. */
function answer(path: string, reply: ScenarioAnswer, times?: number) {
  return () => void sandbox.scenarios.add({ path, answer: reply, times });
}

/** The open tab's form: each tab panel is named by its tab, so fields are looked for inside it. */
function form(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('tabpanel'));
}

/** Opens a tab, once the panel of the one left has gone. */
async function openTab(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  await waitFor(() => expect(canvas.getAllByRole('tabpanel')).toHaveLength(1));
}

async function agree(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByText(AGREEMENT));
}

async function typePassword(canvasElement: HTMLElement, account: string, password: string) {
  // The form shows once the page knows there is no session.
  await within(canvasElement).findByRole('tabpanel');
  const fields = form(canvasElement);
  await userEvent.type(fields.getByLabelText(ACCOUNT), account);
  await userEvent.type(fields.getByLabelText(PASSWORD), password);
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click(form(canvasElement).getByRole('button', { name: SIGN_IN }));
}

async function expectLocation(canvasElement: HTMLElement, pathname: string) {
  await waitFor(() =>
    expect(within(canvasElement).getByTestId('location').textContent).toBe(pathname),
  );
}

/** The QR tab with its code shown, the agreement ticked. */
async function showQr(canvasElement: HTMLElement) {
  await openTab(canvasElement, TAB.qr);
  await agree(canvasElement);
  await expect(await within(canvasElement).findByRole('img', { name: QR_CODE })).toBeVisible();
}

/** The phone's part in a QR sign-in (POST __sandbox/qr). */
async function advanceQr(state: 1 | 2 | 3) {
  await fetch(`/workbench/api/__sandbox/qr?loginCode=${STORY_LOGIN_CODE}&state=${state}`, {
    method: 'POST',
  });
}

/** A valid authorization code of the seeded admin's (u0001, mobile 138****8000). */
async function validAuthorizationCode(): Promise<string> {
  const state = await sandbox.state();
  const now = state.clock.now();
  const entry = [...state.security.codes.values()].find(
    (code) => code.userId === 'u0001' && codeStatus(code, now) === 'valid',
  );
  if (!entry) throw new Error('The seed has no valid authorization code for u0001');
  return entry.code;
}

const meta = preview.meta({
  title: 'Workbench/Sign-in/Sign-in page',
  component: SignInStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw);
  },
});

/** Password sign-in, the first of the methods, with the agreement and cloud sign-in. */
export const Password = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(await canvas.findAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
});

/** The page waits for the session check (sso/system/parameter held back). */
export const Loading = meta.story({
  beforeEach: answer('sso/system/parameter', { delayMs: 600_000 }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
});

/** A sign-in on its way (accountLogin held back): the button is busy. */
export const SigningIn = meta.story({
  beforeEach: answer('sso/login/accountLogin', { delayMs: 600_000 }),
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, '13800138000', 'Sandbox@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: /正在登录|Signing in/ })).toBeDisabled();
    blurActive();
  },
});

/** The right password: signed in, on to the main page. */
export const SignedIn = meta.story({
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, '13800138000', 'Sandbox@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    await expectLocation(canvasElement, '/');
  },
});

/** A user-name account (user0012) signs in by user name, login type 1. */
export const SignedInByUserName = meta.story({
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, 'user0012', 'Sandbox@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    await expectLocation(canvasElement, '/');
  },
});

/** A wrong password: the sandbox's message in the form, account and password kept. */
export const WrongPassword = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, '13900139000', 'Wrong@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The account or password is wrong.',
    );
    await expect(form(canvasElement).getByLabelText(ACCOUNT)).toHaveValue('13900139000');
    await expect(form(canvasElement).getByLabelText(PASSWORD)).toHaveValue('Wrong@2026');
    blurActive();
  },
});

/** 5002012019: the click-the-characters captcha before the sign-in is tried again. */
export const CaptchaNeeded = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  beforeEach: answer('sso/login/accountLogin', { errcode: '5002012019' }, 1),
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, '13800138000', 'Sandbox@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    const dialog = await screen.findByRole('dialog');
    await expect(
      await within(dialog).findByRole('img', { name: /验证图片|Verification image/ }),
    ).toBeVisible();
    await waitForSettled(dialog);
  },
});

/** The captcha closed unsolved: 'please complete verification', what was typed kept. */
export const CaptchaClosed = meta.story({
  beforeEach: answer('sso/login/accountLogin', { errcode: '5002012019' }, 1),
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, '13800138000', 'Sandbox@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByRole('img', { name: /验证图片|Verification image/ });
    const close = dialog.getByRole('button', { name: /^(关闭|Close)$/ });
    await userEvent.click(close);
    await userEvent.click(close);
    await waitForDialogGone();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /请完成验证|Please complete verification/,
    );
    await expect(form(canvasElement).getByLabelText(ACCOUNT)).toHaveValue('13800138000');
    await expect(form(canvasElement).getByLabelText(PASSWORD)).toHaveValue('Sandbox@2026');
    blurActive();
  },
});

export const SmsCode = meta.story({
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, TAB.sms);
    await expect(form(canvasElement).getByLabelText(MOBILE)).toBeVisible();
  },
});

/** A wrong SMS code: the sandbox's message, mobile and code kept. */
export const SmsCodeWrong = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    await openTab(canvasElement, TAB.sms);
    const fields = form(canvasElement);
    await userEvent.type(fields.getByLabelText(MOBILE), '13800138000');
    await userEvent.click(fields.getByRole('button', { name: /^(获取验证码|Send code)$/ }));
    await fields.findByRole('button', { name: /60/ });
    await userEvent.type(fields.getByLabelText(CODE), '135790');
    await agree(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expect(fields.getByLabelText(MOBILE)).toHaveValue('13800138000');
    await expect(fields.getByLabelText(CODE)).toHaveValue('135790');
    blurActive();
  },
});

/** The QR code waits for a scan. */
export const QrWaiting = meta.story({
  play: async ({ canvasElement }) => {
    await showQr(canvasElement);
    blurActive();
  },
});

/** The phone scanned the code: confirm there. */
export const QrScanned = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await showQr(canvasElement);
    await advanceQr(1);
    await expect(await canvas.findByText(/扫描成功|Scanned/)).toBeVisible();
    blurActive();
  },
});

/** The code expired: Refresh asks for a new one. */
export const QrExpired = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await showQr(canvasElement);
    await advanceQr(3);
    await expect(await canvas.findByRole('button', { name: /^(刷新|Refresh)$/ })).toBeVisible();
    await expect(canvas.getByText(/二维码已失效|expired/)).toBeVisible();
    blurActive();
  },
});

/** Confirmed on the phone: the scan token is exchanged and the person is on the main page. */
export const QrConfirmed = meta.story({
  play: async ({ canvasElement }) => {
    await showQr(canvasElement);
    await advanceQr(2);
    await expectLocation(canvasElement, '/');
  },
});

export const AuthorizationCode = meta.story({
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, TAB.authorizationCode);
    await expect(form(canvasElement).getByLabelText(AUTHORIZATION_CODE)).toBeVisible();
  },
});

/** The code was found: its owner's masked mobile, where the SMS code goes. */
export const AuthorizationCodeSmsStep = meta.story({
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, TAB.authorizationCode);
    const fields = form(canvasElement);
    await userEvent.type(
      fields.getByLabelText(AUTHORIZATION_CODE),
      `${await validAuthorizationCode()}{Enter}`,
    );
    await expect(
      await fields.findByLabelText(/授权码所有者的手机号|Mobile of the code’s owner/),
    ).toHaveValue('138****8000');
    // The step moves the focus to its code field; the picture is taken without it.
    await waitFor(() => expect(fields.getByLabelText(CODE)).toHaveFocus());
    blurActive();
  },
});

/** Back from the cloud with a ticket: the page signs in with it (codeLogin held back). */
export const TicketSigningIn = meta.story({
  args: { search: '?jdyTicket=SANDBOX-TICKET&clientId=sandbox-client' },
  beforeEach: answer('sso/oauth2/codeLogin', { delayMs: 600_000 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/正在为您登录|Signing you in/)).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
});

/** The ticket signs in: on to the main page without a form. */
export const TicketSignedIn = meta.story({
  args: { search: '?jdyTicket=SANDBOX-TICKET&clientId=sandbox-client' },
  play: async ({ canvasElement }) => {
    await expectLocation(canvasElement, '/');
  },
});

/** Sign in with the cloud: the page leaves for the cloud's sign-in page, to come back here. */
export const CloudSignIn = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /使用云账号登录|Sign in with the cloud account/ }),
    );
    await expect(canvas.getByTestId('destinations')).toHaveTextContent(
      /__sandbox\/pages\/cloud-sign-in\?return=/,
    );
    blurActive();
  },
});

/** Already signed in: the page goes straight on. */
export const AlreadySignedIn = meta.story({
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
  play: async ({ canvasElement }) => {
    await expectLocation(canvasElement, '/');
  },
});

/** showAgreement=0: no agreement, nothing holds the sign-in. */
export const AgreementHidden = meta.story({
  args: { search: '?showAgreement=0' },
  play: async ({ canvas }) => {
    await canvas.findByRole('tab', { name: TAB.sms });
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
});

/** After the sign-in the shop's fromeBuyUrl is where the person goes (an allowed host). */
export const RedirectAfterSuccess = meta.story({
  args: { search: '?fromeBuyUrl=https%3A%2F%2Fshop.example.com%2Forder%2F1001' },
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvasElement, '13800138000', 'Sandbox@2026');
    await agree(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('destinations')).toHaveTextContent(
        'https://shop.example.com/order/1001',
      ),
    );
    blurActive();
  },
});
