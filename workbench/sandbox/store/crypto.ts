/**
 * The sandbox's real RSA key pair (DESIGN.md): the client encrypts passwords and the image
 * captcha's answer with the public key from sso/system/parameter (RSA-OAEP, SHA-256, Web Crypto);
 * the sandbox decrypts with the private key. Passwords are stored as salted PBKDF2 hashes.
 */
export interface SandboxKeys {
  /** SPKI, base64: what sso/system/parameter hands out. */
  publicKey: string;
  privateKey: CryptoKey;
}

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function createKeys(): Promise<SandboxKeys> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  return { publicKey: toBase64(spki), privateKey: pair.privateKey };
}

/** Decrypts what the client encrypted; undefined when it is not valid ciphertext for this key. */
export async function decryptText(keys: SandboxKeys, cipher: string): Promise<string | undefined> {
  try {
    const plain = await crypto.subtle.decrypt(RSA, keys.privateKey, fromBase64(cipher));
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}

/** Encrypts with a public key as the client does (tests and the sandbox's own seed use it). */
export async function encryptText(publicKey: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('spki', fromBase64(publicKey), RSA, false, ['encrypt']);
  return toBase64(await crypto.subtle.encrypt(RSA, key, new TextEncoder().encode(text)));
}

const PBKDF2_ITERATIONS = 10_000;

export interface PasswordHash {
  salt: string;
  hash: string;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: PBKDF2_ITERATIONS },
    material,
    256,
  );
  return toBase64(bits);
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: await derive(password, salt) };
}

export async function checkPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return (await derive(password, fromBase64(stored.salt))) === stored.hash;
}

/**
 * The sandbox's stand-in for the server's reversible "Encry" fields (mobileEncry, userNameEncry,
 * loginAccountEncry): opaque to the client, reversed by service/desensitize/decrypt.
 */
export function encryptField(value: string): string {
  return `enc.${toBase64(new TextEncoder().encode(value))}`;
}

export function decryptField(token: string): string | undefined {
  if (!token.startsWith('enc.')) return undefined;
  try {
    return new TextDecoder().decode(fromBase64(token.slice(4)));
  } catch {
    return undefined;
  }
}

/** A token nobody can guess (ids of QR tokens, mfa, tickets, codes). */
export function randomToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
