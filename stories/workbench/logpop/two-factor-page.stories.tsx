import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { paths } from '../../../workbench/routes/paths';
import TwoFactorPage from '../../../workbench/routes/logpop/two-factor-page';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { fixedWechatLink, scanStoryQr, SEEDED, startStoryTwoFactor, STORY_MFA } from './support';
import { blurActive } from '../../design-system/fixtures/overlays';
import { holdClock } from '../../design-system/fixtures/clock';

/**
 * /logpop/twoFactor, where 5002012901, 5002012904 and 5002012905 lead: each second factor against
 * the sandbox, with a two-factor attempt of the seeded gated accounts (u0005 SMS, u0006 e-mail,
 * u0007 WeChat) started as a right password starts it. Every code is 246810.
 */
function TwoFactorStage({ entry }: { entry: string }) {
  return (
    <RouteStage
      path={paths.twoFactor.path}
      entry={entry}
      otherPaths={[paths.home.path, paths.login.path]}
    >
      <TwoFactorPage />
    </RouteStage>
  );
}

const entry = (factor: string, mfa = STORY_MFA) =>
  paths.twoFactor.getHref(mfa, '0', factor).slice(1);

const TITLE = /^(验证身份|Verify it's you)$/;
const CODE = /^(验证码|Verification code)/;
const WX_CODE = /^(微信验证码|WeChat verification code)/;
const SEND = /^(获取验证码|Send code)$/;
const VERIFY = /^(验证|Verify)$/;
const BACK = /^(返回登录|Back to sign-in)$/;

const meta = preview.meta({
  title: 'Workbench/Logpop/Two-factor page',
  component: TwoFactorStage,
  tags: ['!autodocs'],
  args: { entry: entry('sms') },
  async beforeEach({ msw }) {
    await startSandbox(msw);
  },
});

async function expectSignedIn(canvasElement: HTMLElement) {
  const location = canvasElement.querySelector('[data-testid="location"]');
  await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
}

/** SMS: why the step is asked for, the code field, the way back to sign-in. */
export const Sms = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  beforeEach: () => startStoryTwoFactor(SEEDED.twoFactorSms, 'sms'),
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/login');
  },
});

/** The SMS code is sent: the masked mobile it went to, and the wait before another. */
export const SmsCodeSent = meta.story({
  beforeEach: async () => {
    await startStoryTwoFactor(SEEDED.twoFactorSms, 'sms');
    return holdClock();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: TITLE })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByText(/137\*\*\*\*0028/)).toBeVisible();
    blurActive();
  },
});

/** A wrong code: the sandbox's message beside the form, the code kept as typed. */
export const WrongCode = meta.story({
  beforeEach: async () => {
    await startStoryTwoFactor(SEEDED.twoFactorSms, 'sms');
    return holdClock();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await canvas.findByText(/137\*\*\*\*0028/);
    await userEvent.type(canvas.getByLabelText(CODE), '135790');
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code is wrong.',
    );
    await expect(canvas.getByLabelText(CODE)).toHaveValue('135790');
    blurActive();
  },
});

/** Verifying: the sandbox holds the answer, the button is busy. */
export const Verifying = meta.story({
  beforeEach: async () => {
    await startStoryTwoFactor(SEEDED.twoFactorSms, 'sms');
    sandbox.scenarios.add({ path: 'sso/login/secondVerify', answer: { delayMs: 60_000 } });
    return holdClock();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await canvas.findByText(/137\*\*\*\*0028/);
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /验证中|Verifying/ })).toHaveAttribute(
      'data-loading',
    );
    blurActive();
  },
});

/** The right code, this browser trusted: signed in, on to the main page. */
export const SmsSuccess = meta.story({
  beforeEach: async () => {
    await startStoryTwoFactor(SEEDED.twoFactorSms, 'sms');
    return holdClock();
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await canvas.findByText(/137\*\*\*\*0028/);
    await userEvent.type(canvas.getByLabelText(CODE), '246810');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    await expectSignedIn(canvasElement);
    const state = await sandbox.state();
    await expect(state.devices.trusted.get(SEEDED.twoFactorSms)?.length).toBeGreaterThan(0);
  },
});

/** E-mail: the code is sent to the account's address, shown masked. */
export const Email = meta.story({
  args: { entry: entry('email') },
  beforeEach: async () => {
    await startStoryTwoFactor(SEEDED.twoFactorEmail, 'email');
    return holdClock();
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^(验证码将发送至账号绑定的邮箱|Get a code sent to the e-mail address)/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByText(/u\*\*\*@example\.com/)).toBeVisible();
    blurActive();
  },
});

/** WeChat: the link's QR code waits for a scan. */
export const Wechat = meta.story({
  args: { entry: entry('wechat') },
  beforeEach: async ({ msw }) => {
    msw.use(fixedWechatLink);
    await startStoryTwoFactor(SEEDED.twoFactorWechat, 'wechat');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /微信|WeChat/ })).toBeVisible();
    await expect(canvas.queryByLabelText(WX_CODE)).not.toBeInTheDocument();
  },
});

/** The WeChat link is on its way. */
export const WechatLoading = meta.story({
  args: { entry: entry('wechat') },
  beforeEach: async () => {
    await startStoryTwoFactor(SEEDED.twoFactorWechat, 'wechat');
    sandbox.scenarios.add({
      path: 'sso/account/getWechatTowFactorLink',
      answer: { delayMs: 60_000 },
    });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/加载中|Loading/);
  },
});

/** WeChat has scanned it (the page polls every 2 s): the code WeChat shows is asked for. */
export const WechatScanned = meta.story({
  args: { entry: entry('wechat') },
  beforeEach: async ({ msw }) => {
    msw.use(fixedWechatLink);
    await startStoryTwoFactor(SEEDED.twoFactorWechat, 'wechat');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /微信|WeChat/ });
    await scanStoryQr();
    await expect(await canvas.findByLabelText(WX_CODE)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/已扫描|Scanned/);
  },
});

/** A wrong WeChat code: the sandbox's message, the code kept. */
export const WechatWrongCode = meta.story({
  args: { entry: entry('wechat') },
  beforeEach: async ({ msw }) => {
    msw.use(fixedWechatLink);
    await startStoryTwoFactor(SEEDED.twoFactorWechat, 'wechat');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: /微信|WeChat/ });
    await scanStoryQr();
    const field = await canvas.findByLabelText(WX_CODE);
    await userEvent.type(field, '135790');
    await userEvent.click(canvas.getByRole('button', { name: VERIFY }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The WeChat verification code is wrong.',
    );
    await expect(field).toHaveValue('135790');
    blurActive();
  },
});

/** The right WeChat code: signed in, on to the main page. */
export const WechatSuccess = meta.story({
  args: { entry: entry('wechat') },
  beforeEach: async ({ msw }) => {
    msw.use(fixedWechatLink);
    await startStoryTwoFactor(SEEDED.twoFactorWechat, 'wechat');
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: /微信|WeChat/ });
    await scanStoryQr();
    const field = await canvas.findByLabelText(WX_CODE);
    await userEvent.type(field, '246810{Enter}');
    await expectSignedIn(canvasElement);
  },
});

/** A link without its mfa: said plainly, with the way back to sign-in. */
export const MissingMfa = meta.story({
  args: { entry: `${paths.twoFactor.path}?tipType=0&factor=sms` },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /此登录链接无法使用|This sign-in link does not work/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: BACK })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
});

/** A WeChat link whose attempt has ended: the sandbox's reason, with the way back to sign-in. */
export const WechatEnded = meta.story({
  args: { entry: entry('wechat', 'enc.ended') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('This verification has ended. Sign in again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: BACK })).toBeVisible();
  },
});

/** An SMS link whose attempt has ended: the send says so, the way back is beside it. */
export const SmsEnded = meta.story({
  args: { entry: entry('sms', 'enc.ended') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEND }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This verification has ended. Sign in again.',
    );
    await expect(canvas.getByRole('link', { name: BACK })).toBeVisible();
    blurActive();
  },
});
