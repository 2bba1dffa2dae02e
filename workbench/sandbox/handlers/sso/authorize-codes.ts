/** Signing in by authorization code, and handing a code on to another mobile. */
import { maskMobile } from '../../../../shared/validation/mobile';
import { found, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, route, type RouteDef } from '../../route';
import { type AccountRecord } from '../../store/accounts';
import { encryptField } from '../../store/crypto';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type { AuthorizeCodeItem, CodeMobile, CodeSent } from '../../../../shared/payloads/sso';
import { readyToSend, signIn } from '../../store/sign-in/login';
import { authorizeCodeItem, validCode } from '../../store/sign-in/authorize-codes';
import { addCode, drawCode, type AuthorizationCodeEntry } from '../../store/security/records';
import { codesOf, codeStatus } from '../../store/security/views';
import { DAY_MS } from '../../store/clock';
import { mobile, vCode, code } from './inputs';
import { ADMIN_MOBILE, USER_MOBILE, codeSent, mobileOf } from './common';

/** The signed-in account's valid code by its value, or the fail shape. */
function ownCode(state: SandboxState, userId: string, value: string): AuthorizationCodeEntry {
  const entry = validCode(state, value);
  if (entry.userId !== userId)
    throw new SandboxFail(FAIL, `Authorization code ${value} is not valid.`);
  return entry;
}

/** Samples: a fresh valid code of u0001's, transferring when asked. */
function sampleCode(state: SandboxState, transferTo?: string): string {
  const now = state.clock.now();
  const entry = addCode(state.security, {
    userId: 'u0001',
    serviceId: state.security.authorizeServices[0]!.serviceId,
    code: drawCode(state.rng),
    status: 'valid',
    createdAt: now,
    expiresAt: now + DAY_MS,
  });
  if (transferTo) state.signIn.codeTransfers.set(entry.id, transferTo);
  return entry.code;
}

function ownerOf(state: SandboxState, entry: AuthorizationCodeEntry): AccountRecord {
  return found(state.accounts.get(entry.userId), `Account ${entry.userId}`);
}

export const authorizeCodeRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/account/getMobileByCode',
    input: v.object({ code: code() }),
    handle: ({ state, input }): CodeMobile => {
      const to = mobileOf(ownerOf(state, validCode(state, input.code)));
      return { mobile: maskMobile(to), mobileEncry: encryptField(to) };
    },
    sample: (state) => ({ code: sampleCode(state) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/authorizeLoginSendSms',
    input: v.object({ code: code() }),
    handle: ({ state, input }): CodeSent => {
      const to = mobileOf(ownerOf(state, validCode(state, input.code)));
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { code: sampleCode(state) };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/authorizeCodeLogin',
    input: v.object({ code: code(), vCode: vCode() }),
    handle: ({ state, input }) => {
      const owner = ownerOf(state, validCode(state, input.code));
      verifyCode(state.sms, state.clock, mobileOf(owner), input.vCode);
      const { reply, sessionId } = signIn(state, owner);
      state.signIn.authorizeCodeSessions.add(sessionId);
      return reply;
    },
    sample: (state) => ({ code: sampleCode(state), vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
  route({
    method: 'POST',
    path: 'sso/sms/authorizeCodeListSendSms',
    handle: ({ state, account }): CodeSent => {
      const to = mobileOf(account);
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return {};
    },
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeTransferList',
    input: v.object({ vCode: vCode() }),
    handle: ({ state, account, input }): AuthorizeCodeItem[] => {
      verifyCode(state.sms, state.clock, mobileOf(account), input.vCode);
      const now = state.clock.now();
      return codesOf(state, account.userId)
        .filter((entry) => codeStatus(entry, now) === 'valid')
        .map((entry) => authorizeCodeItem(state, entry));
    },
    sample: (state) => ({ vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
  route({
    method: 'POST',
    path: 'sso/sms/authorizeCodeTransferSendSms',
    handle: ({ state, account }): CodeSent => {
      const to = mobileOf(account);
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return {};
    },
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeTransfer',
    input: v.object({ code: code(), mobile: mobile(), vCode: vCode() }),
    handle: ({ state, account, input }): AuthorizeCodeItem => {
      const entry = ownCode(state, account.userId, input.code);
      if (state.signIn.codeTransfers.has(entry.id))
        throw new SandboxFail(FAIL, 'This code is already being transferred.');
      if (input.mobile === account.mobile)
        throw new SandboxFail(FAIL, 'The code is yours already.');
      verifyCode(state.sms, state.clock, mobileOf(account), input.vCode);
      state.signIn.codeTransfers.set(entry.id, input.mobile);
      return authorizeCodeItem(state, entry);
    },
    sample: (state) => ({
      code: sampleCode(state),
      mobile: USER_MOBILE,
      vCode: primeCode(state, ADMIN_MOBILE),
    }),
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeCancelTransfer',
    input: v.object({ code: code() }),
    handle: ({ state, account, input }): AuthorizeCodeItem => {
      const entry = ownCode(state, account.userId, input.code);
      if (!state.signIn.codeTransfers.delete(entry.id))
        throw new SandboxFail(FAIL, 'This code is not being transferred.');
      return authorizeCodeItem(state, entry);
    },
    sample: (state) => ({ code: sampleCode(state, USER_MOBILE) }),
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeCancelAuth',
    input: v.object({ code: code() }),
    handle: ({ state, account, input }) => {
      const entry = ownCode(state, account.userId, input.code);
      entry.status = 'disabled';
      state.signIn.codeTransfers.delete(entry.id);
      return null;
    },
    sample: (state) => ({ code: sampleCode(state) }),
  }),
];
