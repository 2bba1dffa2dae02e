import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TYPE, QR_STATE } from '../../../shared/contract';
import { sandbox } from '../../../workbench/sandbox/sandbox';
import { SANDBOX_PASSWORD } from '../../../workbench/sandbox/store/accounts';
import { checkPassword } from '../../../workbench/sandbox/store/crypto';
import { createState, type SandboxState } from '../../../workbench/sandbox/store/state';
import { CAPTCHA_GRID_SIZE } from '../../../shared/constants';
import { GATE_CODES } from '../../../workbench/sandbox/store/sign-in/records';
import {
  WRONG_PASSWORDS_BEFORE_CAPTCHA,
  countWrongPassword,
  findByLogin,
} from '../../../workbench/sandbox/store/sign-in/login';
import { QR_TTL_MS, advanceQr, createQr, qrOf } from '../../../workbench/sandbox/store/sign-in/qr';
import {
  CAPTCHA_CLICK_TOLERANCE_PX,
  captchaCentres,
  checkCaptcha,
  generateCaptcha,
} from '../../../workbench/sandbox/store/sign-in/captcha';

let state: SandboxState;

beforeEach(async () => {
  state = await sandbox.reset();
});

describe('the seeded sign-in accounts', () => {
  it('answer each login code of error-codes.tsv, and the admin none', () => {
    expect(new Set(state.signIn.gates.values()).size).toBe(Object.keys(GATE_CODES).length);
    expect(state.signIn.gates.get('u0003')).toBe('resetPassword');
    expect(state.signIn.gates.get('u0011')).toBe('loginProtectTimeout');
    expect(state.signIn.gates.has('u0001')).toBe(false);
    expect(state.signIn.gates.has('u0012')).toBe(false);
  });

  it('are the seeded members, with the shared sandbox password', async () => {
    const member = state.orgs.get('1001')!.members.get('u0005')!;
    const account = state.accounts.get('u0005')!;
    expect(account).toMatchObject({
      mobile: '13700000028',
      userName: 'user0005',
      realName: member.realName,
      loginType: LOGIN_TYPE.mobile,
      defaultCorpId: '1001',
    });
    expect(await checkPassword(SANDBOX_PASSWORD, account.password)).toBe(true);
  });

  it('include user-name accounts without a mobile', () => {
    for (const userId of ['u0004', 'u0012'])
      expect(state.accounts.get(userId)).toMatchObject({ mobile: '', loginType: 1 });
  });

  it('exist even when the seed draws fewer members', async () => {
    const small = await createState({ members: 2, seed: 1 }, state.keys);
    expect(small.orgs.get('1001')!.members.has('u0003')).toBe(false);
    expect(small.accounts.get('u0003')).toMatchObject({ mobile: '13700000014' });
  });

  it('are found by the login type the person chose', () => {
    expect(findByLogin(state, '13800138000', LOGIN_TYPE.mobile)?.userId).toBe('u0001');
    expect(findByLogin(state, 'zhangwei', LOGIN_TYPE.userName)?.userId).toBe('u0001');
    expect(findByLogin(state, 'zhangwei@example.com', LOGIN_TYPE.userName)?.userId).toBe('u0001');
    expect(findByLogin(state, 'zhangwei', LOGIN_TYPE.mobile)).toBeUndefined();
    expect(findByLogin(state, '13800138000', LOGIN_TYPE.userName)).toBeUndefined();
  });
});

describe('wrong passwords', () => {
  it('need a captcha from the third in a row', () => {
    for (let count = 1; count < WRONG_PASSWORDS_BEFORE_CAPTCHA; count++) {
      countWrongPassword(state, 'u0002');
      expect(state.signIn.captchaNeeded.has('u0002')).toBe(false);
    }
    countWrongPassword(state, 'u0002');
    expect(state.signIn.captchaNeeded.has('u0002')).toBe(true);
    expect(state.signIn.captchaNeeded.has('u0001')).toBe(false);
  });
});

describe('the image captcha', () => {
  it('draws 3 or 4 distinct characters apart from each other inside the grid', () => {
    for (let draw = 0; draw < 40; draw++) {
      const challenge = generateCaptcha(state, 'c', 's');
      const chars = challenge.tip.split(' ');
      expect([3, 4]).toContain(challenge.length);
      expect(new Set(chars).size).toBe(challenge.length);
      const points = captchaCentres(state, challenge.req_id);
      for (const { x, y } of points) {
        expect(x).toBeGreaterThan(0);
        expect(y).toBeLessThan(CAPTCHA_GRID_SIZE);
      }
      for (const [index, a] of points.entries())
        for (const b of points.slice(index + 1))
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * CAPTCHA_CLICK_TOLERANCE_PX);
      const svg = atob(challenge.data.split(',')[1]!);
      expect(svg).toContain(`width="${CAPTCHA_GRID_SIZE}" height="${CAPTCHA_GRID_SIZE}"`);
    }
  });

  it('accepts clicks within the tolerance, in order, once', () => {
    const { req_id } = generateCaptcha(state, 'c', 's');
    const points = captchaCentres(state, req_id);
    const near = points.map(({ x, y }) => ({ x: x + CAPTCHA_CLICK_TOLERANCE_PX, y }));
    expect(checkCaptcha(state, req_id, 'c', 's', near)).toBe(true);
    expect(() => checkCaptcha(state, req_id, 'c', 's', points)).toThrow('This captcha has ended');
  });

  it('refuses clicks too far off, out of order, or too few', () => {
    const attempts = [
      (points: { x: number; y: number }[]) =>
        points.map(({ x, y }) => ({ x: x + CAPTCHA_CLICK_TOLERANCE_PX + 1, y })),
      (points: { x: number; y: number }[]) => [...points].reverse(),
      (points: { x: number; y: number }[]) => points.slice(1),
    ];
    for (const attempt of attempts) {
      const { req_id } = generateCaptcha(state, 'c', 's');
      expect(checkCaptcha(state, req_id, 'c', 's', attempt(captchaCentres(state, req_id)))).toBe(
        false,
      );
    }
  });
});

describe('QR codes', () => {
  it('expire after QR_TTL_MS unless confirmed', () => {
    // Real time must stand still: a millisecond passing between two lines would expire it early.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const waiting = createQr(state, 'a');
    const confirmed = createQr(state, 'b');
    advanceQr(state, confirmed, QR_STATE.confirmed, 'u0001');
    state.clock.advance(QR_TTL_MS);
    expect(qrOf(state, 'a').state).toBe(QR_STATE.waiting);
    state.clock.advance(1);
    expect(qrOf(state, 'a').state).toBe(QR_STATE.expired);
    expect(qrOf(state, 'b')).toMatchObject({ state: QR_STATE.confirmed, userId: 'u0001' });
    expect(waiting.scanToken).toBeUndefined();
    expect(confirmed.scanToken).toMatch(/^scan-/);
    now.mockRestore();
  });

  it('give a scan token only while confirmed', () => {
    const record = createQr(state, 'c');
    advanceQr(state, record, QR_STATE.confirmed, 'u0002');
    advanceQr(state, record, QR_STATE.expired, undefined);
    expect(record.scanToken).toBeUndefined();
  });
});
