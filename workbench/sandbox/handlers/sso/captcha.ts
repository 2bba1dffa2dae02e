/** The image captcha: a challenge, and the clicks that answer it. */
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import { findAccount } from '../../store/accounts';
import { decryptText, encryptText, randomToken } from '../../store/crypto';
import type {
  ImageCaptchaChallenge,
  ImageCaptchaVerifyResult,
} from '../../../../shared/domain/captcha';
import { clearCaptchaNeeded } from '../../store/sign-in/login';
import { captchaCentres, checkCaptcha, generateCaptcha } from '../../store/sign-in/captcha';
import { ADMIN_MOBILE } from './common';
import { cipher } from './inputs';

const target = {
  imgtest_contact: v.string({ max: 100 }),
  imgtest_sessionId: v.string({ max: 100 }),
};
const captchaAnswer = v.object({
  req_id: v.string({ max: 100 }),
  points: v.array(v.object({ x: v.int({ min: 0 }), y: v.int({ min: 0 }) }), { max: 10 }),
});

export const captchaRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/img-captcha/generate',
    input: v.object(target),
    handle: ({ state, input }): ImageCaptchaChallenge =>
      generateCaptcha(state, input.imgtest_contact, input.imgtest_sessionId),
    sample: () => ({ imgtest_contact: ADMIN_MOBILE, imgtest_sessionId: 'sample-session' }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/img-captcha/verify',
    input: v.object({ imgtest_captcha: cipher(), ...target }),
    handle: async ({ state, input }): Promise<ImageCaptchaVerifyResult> => {
      const plain = await decryptText(state.keys, input.imgtest_captcha);
      let parsed: unknown;
      try {
        parsed = plain === undefined ? undefined : JSON.parse(plain);
      } catch {
        parsed = undefined;
      }
      if (parsed === undefined)
        throw new SandboxFail(FAIL, 'The captcha answer could not be read.');
      const answer = captchaAnswer.parse(parsed, 'imgtest_captcha');
      const { imgtest_contact: contact, imgtest_sessionId: sessionId } = input;
      const valid = checkCaptcha(state, answer.req_id, contact, sessionId, answer.points);
      if (!valid) return { is_valid: false };
      // In a session sso/captcha/register opened, the answer is version 4's result fields, which
      // the retried sign-in carries (docs/decisions/0032).
      const registered = [...state.signIn.geetest].find(
        ([, record]) => record.sessionId === sessionId && !record.used,
      );
      if (registered) {
        const [lot_number, record] = registered;
        record.passToken = randomToken('gp');
        return {
          is_valid: true,
          lot_number,
          pass_token: record.passToken,
          gen_time: String(Math.floor(state.clock.now() / 1000)),
          captcha_output: randomToken('go'),
        };
      }
      const account = findAccount(state.accounts, contact);
      if (account) clearCaptchaNeeded(state, account.userId);
      return { is_valid: true };
    },
    sample: async (state) => {
      const { req_id } = generateCaptcha(state, ADMIN_MOBILE, 'sample-session');
      const answer = JSON.stringify({ req_id, points: captchaCentres(state, req_id) });
      return {
        imgtest_captcha: await encryptText(state.keys.publicKey, answer),
        imgtest_contact: ADMIN_MOBILE,
        imgtest_sessionId: 'sample-session',
      };
    },
  }),
];
