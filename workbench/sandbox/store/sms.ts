import { SMS_RESEND_SECONDS } from '../../../shared/constants';
import { FAIL, SandboxFail } from '../reply';
import type { Clock } from './clock';

/**
 * SMS codes in the sandbox: no text message leaves it. Every code it "sends" is SANDBOX_SMS_CODE
 * (README documents it), a number can be sent to once per 60 s, and a code lasts 5 minutes and
 * verifies once.
 */
export const SANDBOX_SMS_CODE = '246810';
export const SMS_CODE_TTL_MS = 5 * 60_000;

interface SentCode {
  code: string;
  sentAt: number;
  used: boolean;
}

export interface SmsState {
  /** mobile (or e-mail) → the last code sent there. */
  sent: Map<string, SentCode>;
}

export function createSms(): SmsState {
  return { sent: new Map() };
}

export function sendCode(sms: SmsState, clock: Clock, to: string): { waitSeconds: number } {
  const now = clock.now();
  const last = sms.sent.get(to);
  if (last) {
    const wait = Math.ceil((last.sentAt + SMS_RESEND_SECONDS * 1000 - now) / 1000);
    if (wait > 0) throw new SandboxFail(FAIL, `Please wait ${wait} s before sending another code.`);
  }
  sms.sent.set(to, { code: SANDBOX_SMS_CODE, sentAt: now, used: false });
  return { waitSeconds: SMS_RESEND_SECONDS };
}

/** Checks and uses up a code; answers with the fail shape when it is wrong, used or expired. */
export function verifyCode(sms: SmsState, clock: Clock, to: string, code: string): void {
  const sent = sms.sent.get(to);
  if (!sent || sent.used) throw new SandboxFail(FAIL, 'Send a verification code first.');
  if (clock.now() - sent.sentAt > SMS_CODE_TTL_MS)
    throw new SandboxFail(FAIL, 'The verification code has expired. Send a new one.');
  if (sent.code !== code) throw new SandboxFail(FAIL, 'The verification code is wrong.');
  sent.used = true;
}

/**
 * For the contract's samples: a fresh code at `to`, as if an SMS call had sent it a minute ago, so
 * an SMS-guarded call verifies as sampled and the next send is not held back.
 */
export function primeCode(state: { sms: SmsState; clock: Clock }, to: string): string {
  state.sms.sent.set(to, {
    code: SANDBOX_SMS_CODE,
    sentAt: state.clock.now() - SMS_RESEND_SECONDS * 1000,
    used: false,
  });
  return SANDBOX_SMS_CODE;
}
