import { http, type HttpHandler } from 'msw';
import type { Canvas } from 'storybook/internal/types';
import { expect, userEvent } from 'storybook/test';
import { encryptField, json, okBody, sandbox, startTwoFactor } from '../../../workbench/sandbox';
import type { TwoFactorKind, WechatTwoFactorLink } from '../../../shared/payloads/sso';
import { blurActive } from '../../design-system/fixtures/overlays';

/**
 * What the login-pop page stories share: fixed names for what the sandbox would draw at random
 * (an mfa, a wbCode), so the route and the QR code are the same on every run, and a clock held
 * still so a countdown holds its first number for the screenshot.
 */

/** The mfa of the story's two-factor attempt. */
export const STORY_MFA = encryptField('mfa-story-0001');
/** The wbCode of the story's WeChat link. */
export const STORY_WB_CODE = 'wb-story-0001';

/** The seeded sign-in accounts of workbench/sandbox/store/sign-in/seed.ts the stories use. */
export const SEEDED = {
  twoFactorSms: 'u0005',
  twoFactorEmail: 'u0006',
  twoFactorWechat: 'u0007',
  registerCloudAccount: { userId: 'u0004', userName: 'user0004' },
  downgrade: { userId: 'u0010', mobile: '13700000063' },
  userNameOnly: 'u0012',
} as const;

/**
 * A two-factor attempt of the account, as a right password starts it, under STORY_MFA. Call after
 * startSandbox (it resets the store).
 */
export async function startStoryTwoFactor(userId: string, factor: TwoFactorKind): Promise<void> {
  const state = await sandbox.state();
  const account = state.accounts.get(userId);
  if (!account) throw new Error(`${userId} is not a sandbox account`);
  const mfa = startTwoFactor(state, account, factor);
  const record = state.signIn.twoFactor.get(mfa)!;
  state.signIn.twoFactor.delete(mfa);
  state.signIn.twoFactor.set(STORY_MFA, record);
}

/**
 * getWechatTowFactorLink as the sandbox answers it, its random wbCode renamed STORY_WB_CODE (in
 * the store too), so the QR code draws the same modules on every run.
 */
export const fixedWechatLink: HttpHandler = http.post(
  '*/workbench/api/sso/account/getWechatTowFactorLink',
  async ({ request, cookies }) => {
    const answer = (await (await sandbox.handle(request, cookies)).json()) as {
      errcode: string;
      data?: WechatTwoFactorLink;
    };
    if (answer.errcode !== '0' || !answer.data) return json(answer);
    const { wbCode, link } = answer.data;
    const state = await sandbox.state();
    const qr = state.signIn.qr.get(wbCode)!;
    state.signIn.qr.delete(wbCode);
    state.signIn.qr.set(STORY_WB_CODE, { ...qr, loginCode: STORY_WB_CODE });
    state.signIn.wechatCodes.set(STORY_WB_CODE, state.signIn.wechatCodes.get(wbCode)!);
    state.signIn.wechatCodes.delete(wbCode);
    const fixed: WechatTwoFactorLink = {
      wbCode: STORY_WB_CODE,
      link: link.replace(wbCode, STORY_WB_CODE),
    };
    return json(okBody(fixed));
  },
);

/** WeChat scans the story's QR code, as the phone would (POST __sandbox/qr, state 1). */
export async function scanStoryQr(): Promise<void> {
  await fetch(`/workbench/api/__sandbox/qr?loginCode=${STORY_WB_CODE}&state=1`, {
    method: 'POST',
  });
}

/** The mobile and code fields and the send button of the login-pop forms, in zh_CN and en_US. */
export const MOBILE = /^(手机号|Mobile number)/;
export const CODE = /^(验证码|Verification code)/;
export const SEND = /^(获取验证码|Send code)$/;

/** Types the mobile, sends it a code and waits for the countdown, as a person would. */
export async function sendCodeTo(canvas: Canvas, mobile: string): Promise<void> {
  await userEvent.type(await canvas.findByLabelText(MOBILE), mobile);
  await userEvent.click(canvas.getByRole('button', { name: SEND }));
  await canvas.findByRole('button', { name: /60/ });
}

/** A wrong code sent with the `submit` button: the sandbox's message, every field kept. */
export async function playWrongCode(canvas: Canvas, mobile: string, submit: RegExp): Promise<void> {
  await sendCodeTo(canvas, mobile);
  await userEvent.type(canvas.getByLabelText(CODE), '135790');
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'The verification code is wrong.',
  );
  await expect(canvas.getByLabelText(MOBILE)).toHaveValue(mobile);
  await expect(canvas.getByLabelText(CODE)).toHaveValue('135790');
  blurActive();
}

/** A page's Loading story: `path` answers only after a minute, and the page says it is loading. */
export function pageLoading(path: string) {
  return {
    beforeEach: () => {
      sandbox.scenarios.add({ path, answer: { delayMs: 60_000 } });
    },
    play: async ({ canvas }: { canvas: Canvas }) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(/加载中|Loading/);
    },
  };
}
