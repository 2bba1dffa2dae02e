import { getSystemParameter } from './system';

/**
 * The password encoding of docs/product.md §5 ("sent in an encoded form"), chosen in DESIGN.md:
 * RSA-OAEP with SHA-256 through Web Crypto, with the public key sso/system/parameter hands out.
 * The image captcha's answer travels the same way.
 */
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Encrypts text with an SPKI public key (base64); the ciphertext comes back as base64. */
export async function encryptWithPublicKey(
  publicKeySpkiBase64: string,
  text: string,
): Promise<string> {
  const key = await crypto.subtle.importKey('spki', fromBase64(publicKeySpkiBase64), RSA, false, [
    'encrypt',
  ]);
  return toBase64(await crypto.subtle.encrypt(RSA, key, new TextEncoder().encode(text)));
}

let systemKey: Promise<string> | undefined;

/**
 * The server's public key, fetched once and kept; a failed fetch is tried again next time. Its
 * failure is the caller's to show (a form encrypting a password), so it raises no toast.
 */
function publicKey(): Promise<string> {
  systemKey ??= getSystemParameter(undefined, { exempt: true }).then(
    (parameters) => parameters.publicKey,
    (error: unknown) => {
      systemKey = undefined;
      throw error;
    },
  );
  return systemKey;
}

/** Forgets the cached public key (the server's key changed, tests). */
export function clearPublicKeyCache(): void {
  systemKey = undefined;
}

/** Encrypts text with the server's public key. */
export async function encryptForServer(text: string): Promise<string> {
  return encryptWithPublicKey(await publicKey(), text);
}

/** A password in the form every call that carries one sends it. */
export function encodePassword(password: string): Promise<string> {
  return encryptForServer(password);
}
