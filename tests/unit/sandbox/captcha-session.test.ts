import { describe, expect, it } from 'vitest';
import { encodePassword } from '../../../workbench/api/encrypt';
import {
  accountLogin,
  generateImageCaptcha,
  verifyImageCaptchaClicks,
} from '../../../workbench/api/sso';
import { getCaptchaRegister } from '../../../workbench/api/system';
import { setupSandbox } from '../helpers/sandbox';
import type { CaptchaFields } from '../../../shared/payloads/sso';
import { centres, login, PASSWORD } from '../api/sso-support';

setupSandbox();

const MOBILE = '13900139000';

/** Three wrong passwords: the account's sign-in now waits for a captcha (5002012019). */
async function captchaNeeded() {
  for (let attempt = 0; attempt < 3; attempt++)
    await login(MOBILE, 0, 'Wrong@2026').catch(() => {});
  expect(await login(MOBILE)).toMatchObject({ kind: 'captchaNeeded' });
}

/** The click captcha solved in the registered session: the result fields verification yields. */
async function solveIn(sessionId: string): Promise<CaptchaFields> {
  const target = { imgtest_contact: MOBILE, imgtest_sessionId: sessionId };
  const challenge = await generateImageCaptcha(target);
  const answer = await verifyImageCaptchaClicks(
    { req_id: challenge.req_id, clicks: centres(challenge) },
    target,
  );
  expect(answer.is_valid).toBe(true);
  const { lot_number, pass_token, gen_time, captcha_output } = answer;
  return { lot_number, pass_token, gen_time, captcha_output };
}

async function signInCarrying(fields: CaptchaFields) {
  return accountLogin({
    account: MOBILE,
    password: await encodePassword(PASSWORD),
    loginType: 0,
    ...fields,
  });
}

describe('the click captcha in a registered captcha session (docs/decisions/0032)', () => {
  it("should yield version 4's result fields, which the retried sign-in carries once", async () => {
    await captchaNeeded();
    const { sessionId, challenge } = await getCaptchaRegister();
    const result = await solveIn(sessionId);
    expect(result.lot_number).toBe(challenge);
    expect(result.pass_token).toMatch(/\S/);
    expect(result.captcha_output).toMatch(/\S/);
    expect(result.gen_time).toMatch(/^\d+$/);
    // Solving alone lifts nothing: the sign-in must carry the result.
    expect(await login(MOBILE)).toMatchObject({ kind: 'captchaNeeded' });
    expect((await signInCarrying(result)).kind).toBe('success');
  });

  it('should refuse a made-up pass_token, and a result used twice', async () => {
    await captchaNeeded();
    const { sessionId } = await getCaptchaRegister();
    const result = await solveIn(sessionId);
    expect((await signInCarrying({ ...result, pass_token: 'made-up' })).kind).toBe('captchaNeeded');
    expect((await signInCarrying(result)).kind).toBe('success');
    await captchaNeeded();
    expect((await signInCarrying(result)).kind).toBe('captchaNeeded');
  });
});
