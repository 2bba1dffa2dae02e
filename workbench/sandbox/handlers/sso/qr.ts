/** QR sign-in: the code the page shows, its scan state, and the phone's part (__sandbox/qr). */
import { QR_STATE } from '../../../../shared/contract';
import { found, id, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import type { QrScan } from '../../../../shared/payloads/sso';
import { signIn } from '../../store/sign-in/login';
import { advanceQr, createQr, qrOf } from '../../store/sign-in/qr';
import { randomToken } from '../../store/crypto';

const loginCode = () => v.string({ max: 64, pattern: /^[\w-]+$/ });

export const qrRoutes: RouteDef[] = [
  publicRoute({
    method: 'JSONP',
    path: 'sso/login/scanRequest',
    input: v.object({ loginCode: loginCode() }),
    handle: ({ state, input }): QrScan => {
      const record = createQr(state, input.loginCode);
      return {
        loginCode: record.loginCode,
        state: record.state,
        qrContent: `https://m.example.com/scan-login?loginCode=${record.loginCode}`,
      };
    },
    sample: () => ({ loginCode: randomToken('qr') }),
  }),
  publicRoute({
    method: 'JSONP',
    path: 'sso/login/scanGet',
    input: v.object({ loginCode: loginCode() }),
    handle: ({ state, input }): QrScan => {
      const record = qrOf(state, input.loginCode);
      return record.state === QR_STATE.confirmed && record.scanToken
        ? { loginCode: record.loginCode, state: record.state, scanToken: record.scanToken }
        : { loginCode: record.loginCode, state: record.state };
    },
    sample: (state) => ({ loginCode: createQr(state, randomToken('qr')).loginCode }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/scanLogin',
    input: v.object({ scanToken: v.string({ max: 100 }) }),
    handle: ({ state, input }) => {
      const record = [...state.signIn.qr.values()].find(
        (candidate) => candidate.scanToken === input.scanToken,
      );
      if (!record || record.used || record.state !== QR_STATE.confirmed || !record.userId)
        throw new SandboxFail(FAIL, 'The scan is not valid. Scan the QR code again.');
      record.used = true;
      return signIn(state, found(state.accounts.get(record.userId), `Account ${record.userId}`))
        .reply;
    },
    sample: (state) => {
      const record = createQr(state, randomToken('qr'));
      advanceQr(state, record, QR_STATE.confirmed, 'u0001');
      return { scanToken: record.scanToken };
    },
  }),
  // Control: a phone's part in a QR sign-in (README, "Sandbox"); tests and stories call it.
  publicRoute({
    method: 'POST',
    path: '__sandbox/qr',
    input: v.object({
      loginCode: loginCode(),
      state: v.oneOf([QR_STATE.waiting, QR_STATE.scanned, QR_STATE.confirmed, QR_STATE.expired]),
      userId: v.withDefault(id(), 'u0001'),
    }),
    handle: ({ state, input }): QrScan => {
      const record = qrOf(state, input.loginCode);
      found(state.accounts.get(input.userId), `Account ${input.userId}`);
      advanceQr(state, record, input.state, input.userId);
      return { loginCode: record.loginCode, state: record.state, scanToken: record.scanToken };
    },
    sample: (state) => ({
      loginCode: createQr(state, randomToken('qr')).loginCode,
      state: QR_STATE.scanned,
    }),
  }),
];
