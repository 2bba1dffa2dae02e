import { describe, expect, it } from 'vitest';
import { codeEnter, createEnter, selectEnter, syncCertInfo } from '../../../workbench/api/cert';
import {
  getCertCorpInfo,
  isServiceAvailable,
  modifyCertCorp,
  registerCorp,
  switchCorp,
} from '../../../workbench/api/corp';
import type { ApiError } from '../../../workbench/api/errors/api-error';
import {
  creditCodeFor,
  isValidCreditCode,
  sandbox,
  SANDBOX_SMS_CODE,
  sendCode,
} from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { CERT_STATUS } from '../../../shared/contract';

const { effects } = setupSandbox();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

/** A code sent to the admin's mobile, the wait between sends skipped. */
async function sent() {
  const state = await sandbox.state();
  state.clock.advance(61_000);
  sendCode(state.sms, state.clock, '13800138000');
  return SANDBOX_SMS_CODE;
}

/** Signs in as u0001 in a new, uncertified corporate corp. */
async function inNewCorp() {
  await signInAs('u0001');
  const made = await registerCorp({ corpName: '待认证有限公司' });
  await switchCorp({ corpId: made.corpId });
  return made.corpId;
}

/** A 1 x 1 PNG, as a chosen licence is sent. */
const LICENCE = {
  name: '营业执照.png',
  type: 'image/png',
  content:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};

/** The same code with a wrong check character. */
function spoiled(code: string) {
  return code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
}

describe('credit codes', () => {
  it('draws valid codes, the same for the same text', () => {
    for (const text of ['a', '华南示范科技有限公司', '远山贸易有限公司', '']) {
      expect(isValidCreditCode(creditCodeFor(text))).toBe(true);
      expect(creditCodeFor(text)).toBe(creditCodeFor(text));
    }
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode(spoiled('91350100M000100Y43'))).toBe(false);
    expect(isValidCreditCode('short')).toBe(false);
  });
});

describe('cert calls against the sandbox', () => {
  it('shows the seeded corp as certified, with valid details', async () => {
    await signInAs('u0001');
    const info = await getCertCorpInfo();
    expect(info).toMatchObject({ corpId: '1001', certStatus: CERT_STATUS.certified });
    expect(isValidCreditCode(info.creditCode)).toBe(true);
  });

  it('certifies a corp: entered, certifying, then certified on sync', async () => {
    await inNewCorp();
    expect(await getCertCorpInfo()).toMatchObject({ certStatus: CERT_STATUS.uncertified });
    const [candidate] = await selectEnter({ enterName: '待认证' });
    expect(isValidCreditCode(candidate!.creditCode)).toBe(true);

    const entered = await createEnter({ ...candidate!, vcode: await sent(), licence: LICENCE });
    expect(entered).toMatchObject({
      certStatus: CERT_STATUS.certifying,
      enterName: '待认证',
      licenceName: '营业执照.png',
    });
    expect(await isServiceAvailable()).toMatchObject({ available: false });
    expect(await syncCertInfo()).toMatchObject({ certStatus: CERT_STATUS.certified });
    expect(await isServiceAvailable()).toEqual({
      available: true,
      certStatus: CERT_STATUS.certified,
    });
  });

  it('fails a code whose check character is wrong, and a change starts over', async () => {
    await inNewCorp();
    const code = spoiled(creditCodeFor('待认证有限公司'));
    await codeEnter({ creditCode: code, vcode: await sent(), licence: LICENCE });
    const failed = await syncCertInfo();
    expect(failed).toMatchObject({ certStatus: CERT_STATUS.failed, creditCode: code });
    expect(failed.failReason).not.toBe('');

    const changed = await modifyCertCorp({
      enterName: '待认证有限公司',
      creditCode: creditCodeFor('待认证有限公司'),
      legalPerson: '张伟',
    });
    expect(changed).toMatchObject({ certStatus: CERT_STATUS.uncertified, failReason: '' });
    // Syncing leaves a corp that is not certifying as it is.
    expect(await syncCertInfo()).toMatchObject({ certStatus: CERT_STATUS.uncertified });
  });

  it('needs the SMS code to enter', async () => {
    await inNewCorp();
    const refused = await failure(
      codeEnter({ creditCode: creditCodeFor('x'), vcode: SANDBOX_SMS_CODE, licence: LICENCE }),
    );
    expect(refused.code).toBe('-1');
    expect(await getCertCorpInfo()).toMatchObject({ certStatus: CERT_STATUS.uncertified });
  });

  it('refuses a malformed credit code as bad input', async () => {
    await inNewCorp();
    const refused = await failure(
      codeEnter({ creditCode: 'IOZSV0000000000000', vcode: '1', licence: LICENCE }),
    );
    expect(refused.code).toBe('-1');
    expect(effects.toasts).toEqual(['creditCode: has the wrong format']);
  });

  it('does not certify a person corp', async () => {
    await signInAs('u0001');
    await switchCorp({ corpId: '1002' });
    const refused = await failure(
      codeEnter({ creditCode: creditCodeFor('x'), vcode: await sent(), licence: LICENCE }),
    );
    expect(refused.code).toBe('-1');
    expect(effects.toasts).toEqual(['This corp does not need certification.']);
  });

  it('lets only an admin enter', async () => {
    await signInAs('u0002');
    const refused = await failure(
      codeEnter({ creditCode: creditCodeFor('x'), vcode: '246810', licence: LICENCE }),
    );
    expect(effects.toasts).toEqual(['Only an admin of the corp can do this.']);
    expect(refused.code).toBe('-1');
  });

  it('refuses a licence that is not the file its type says, or is 10 MB or more', async () => {
    await inNewCorp();
    const code = creditCodeFor('待认证有限公司');
    const renamed = await failure(
      codeEnter({
        creditCode: code,
        vcode: await sent(),
        licence: { ...LICENCE, type: 'application/pdf' },
      }),
    );
    expect(renamed.code).toBe('-1');
    expect(effects.toasts.at(-1)).toBe(
      'The business licence is not the application/pdf file it says it is.',
    );
    // 10 MB of bytes: 13,981,016 base64 characters (the limit is below it).
    const tooLarge = LICENCE.content.slice(0, 12) + 'A'.repeat(13_981_016 - 12);
    const large = await failure(
      codeEnter({
        creditCode: code,
        vcode: await sent(),
        licence: { ...LICENCE, content: tooLarge },
      }),
    );
    expect(large.code).toBe('-1');
    expect(effects.toasts.at(-1)).toBe('The business licence must be smaller than 10 MB.');
    const notBase64 = await failure(
      codeEnter({
        creditCode: code,
        vcode: await sent(),
        licence: { ...LICENCE, content: `${LICENCE.content.slice(0, 12)}<script>` },
      }),
    );
    expect(notBase64.code).toBe('-1');
    expect(effects.toasts.at(-1)).toBe('licence.content: is not base64');
    expect(await getCertCorpInfo()).toMatchObject({
      certStatus: CERT_STATUS.uncertified,
      licenceName: '',
    });
  });

  it('needs a licence to enter', async () => {
    await inNewCorp();
    const refused = await failure(
      codeEnter({
        creditCode: creditCodeFor('x'),
        vcode: await sent(),
      } as unknown as Parameters<typeof codeEnter>[0]),
    );
    expect(refused.code).toBe('-1');
    expect(effects.toasts.at(-1)).toMatch(/^licence/);
  });
});
