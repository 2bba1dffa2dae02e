import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  clearPublicKeyCache,
  encodePassword,
  encryptWithPublicKey,
} from '../../../workbench/api/encrypt';
import { decryptText, sandbox } from '../../../workbench/sandbox';
import { setupSandbox } from '../helpers/sandbox';

const { server } = setupSandbox();

afterEach(() => {
  clearPublicKeyCache();
  server.events.removeAllListeners('request:start');
});

/** Counts the requests for the system parameters (the public key's source). */
function countParameterRequests(): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/sso/system/parameter')) counter.count++;
  });
  return counter;
}

describe('encryptWithPublicKey', () => {
  it('encrypts with RSA-OAEP SHA-256 so the private key opens it', async () => {
    const keys = (await sandbox.state()).keys;
    const cipher = await encryptWithPublicKey(keys.publicKey, 'Sandbox@2026 密码');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(cipher)).toHaveLength(256);
    expect(await decryptText(keys, cipher)).toBe('Sandbox@2026 密码');
  });

  it('never gives the same ciphertext twice', async () => {
    const { publicKey } = (await sandbox.state()).keys;
    const first = await encryptWithPublicKey(publicKey, 'same');
    expect(await encryptWithPublicKey(publicKey, 'same')).not.toBe(first);
  });

  it('rejects a key that is not SPKI', async () => {
    await expect(encryptWithPublicKey(btoa('not a key'), 'x')).rejects.toThrow();
  });
});

describe('encodePassword', () => {
  it('encrypts with the key of sso/system/parameter, fetched once', async () => {
    const requests = countParameterRequests();
    const keys = (await sandbox.state()).keys;
    const first = await encodePassword('Sandbox@2026');
    const second = await encodePassword('Other@2026');
    expect(await decryptText(keys, first)).toBe('Sandbox@2026');
    expect(await decryptText(keys, second)).toBe('Other@2026');
    expect(requests.count).toBe(1);
    clearPublicKeyCache();
    await encodePassword('Sandbox@2026');
    expect(requests.count).toBe(2);
  });

  it('tries the key again after a failed fetch', async () => {
    server.use(
      http.get('*/workbench/api/sso/system/parameter', () => Response.error(), { once: true }),
    );
    await expect(encodePassword('Sandbox@2026')).rejects.toBeInstanceOf(ApiError);
    const cipher = await encodePassword('Sandbox@2026');
    expect(await decryptText((await sandbox.state()).keys, cipher)).toBe('Sandbox@2026');
  });
});
