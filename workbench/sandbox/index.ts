/**
 * The sandbox for Storybook and the tests (README.md beside this file): the MSW handlers, the
 * sandbox of this process with its store and scenarios, and the seeded values and store helpers
 * stories and tests arrange it with. The dev and preview servers mount it through mount.ts
 * instead, which brings the Node-only parts (the Connect middleware, the call log).
 */
export { sandboxHandlers } from './msw';
export { Sandbox, sandbox } from './sandbox';
export { startSession } from './session';
export type { ScenarioAnswer } from './scenario';
export { json, okBody } from './reply';

// The seed: its sizes, its clock, its fixed answers.
export { MAX_MEMBERS } from './store/state';
export { DAY_MS, SEED_DAY } from './store/clock';
export { createRng } from './store/rng';
export { SANDBOX_PASSWORD, findAccount } from './store/accounts';
export { SANDBOX_SMS_CODE, primeCode, sendCode } from './store/sms';
export {
  checkPassword,
  decryptField,
  decryptText,
  encryptField,
  encryptText,
} from './store/crypto';
export { createTestAccount } from './store/test-accounts';

// What the slices hold, for arranging a story or a test and for checking what a call changed.
export { advanceQr } from './store/sign-in/qr';
export { captchaCentres } from './store/sign-in/captcha';
export { startTwoFactor } from './store/sign-in/two-factor';
export { codeStatus, codesOf, securityOf } from './store/security/views';
export { CODES, SANDBOX_VERIFIED_TOKEN } from './store/corps';
export { certOf, creditCodeFor, isValidCreditCode } from './store/certification';
export { SANDBOX_CLIENT_IP, seedDevice } from './store/devices';
export { INVITE_TTL_MS, INVITING_CORP_NAME } from './store/invites';
export { listOf } from './store/services/lists';
export { EXPORT_READY_MS, LOG_DAYS } from './store/logs';
export { ACCESS_TOKEN_TTL_MS } from './store/market';
