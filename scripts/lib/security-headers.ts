import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

/**
 * What Vite writes where a nonce belongs in index.html (`html.cspNonce`, vite.config.ts): the
 * server puts a fresh nonce there in each answer, and the same one in the policy. A production
 * server does the same (README, "Security headers").
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The policy of the app's page. Scripts only from the site and by the page's nonce; styles from
 * the site and by the nonce (emotion, under Chakra, gives its style tags the page's nonce:
 * workbench/app.tsx); no eval; calls, frames and forms to the site only; framed only by the site.
 * Images also from data: and blob: URLs (the captcha's picture, the QR code, a chosen file's preview).
 */
export function contentSecurityPolicy(nonce: string, ssoSource = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${ssoSource}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The script-src entry for the single-sign-on host, when the build names one (VITE_SSO_BASE,
 * workbench/api/client.ts): the session sync's JSONP is a script from it (docs/decisions/0030).
 * Only its origin, and only an https one (or http on localhost, for a local stand-in). Read once
 * when a server starts, so a bad address stops the server rather than every answer.
 */
export function ssoScriptSource(ssoBase: string | undefined = process.env.VITE_SSO_BASE): string {
  if (!ssoBase || ssoBase.startsWith('/')) return '';
  const url = new URL(ssoBase);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:'))
    throw new Error(`VITE_SSO_BASE must be an https URL: ${ssoBase}`);
  return ` ${url.origin}`;
}

/** Sent with every answer of the servers, the page, its assets and the API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // frame-ancestors says the same to browsers that read CSP; this to those that do not.
  'X-Frame-Options': 'SAMEORIGIN',
};

const WORKBENCH_ROOT = '/workbench/';
/** public/legacy-sample/: the sample legacy screens the #/legacy route frames. */
const LEGACY_SAMPLE = 'legacy-sample/';

/** The app's document: /workbench/web/ and its index.html (vite.config.ts: WORKBENCH_BASE). */
function isAppDocument(url: string, base: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path === base || path === `${base}index.html`;
}

function newNonce(): string {
  return randomBytes(16).toString('base64');
}

type Next = (error?: unknown) => void;

/**
 * The security headers on every answer of the dev and preview servers, and the app's document
 * with a nonce of its own. `documentHtml` gives the page as the server would send it, with the
 * placeholder where the nonce goes.
 */
function securityMiddleware(
  base: string,
  documentHtml: (url: string) => Promise<string>,
): (request: IncomingMessage, response: ServerResponse, next: Next) => void {
  const ssoSource = ssoScriptSource();
  return (request, response, next) => {
    const url = request.url ?? '/';
    // The app's own paths (/workbench/web/, /workbench/api/): Storybook, served by the same config,
    // runs inline scripts of its own and keeps its answers as they are.
    if (!url.startsWith(WORKBENCH_ROOT)) {
      next();
      return;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const nonce = newNonce();
    // Assets and API answers get the policy too (a JSON or an image opened as a page runs nothing).
    // The legacy sample stands in for the older product's screens, which that product serves with
    // its own policy; the app restyles them in its frame (EmbeddedLegacyPage), which this one's
    // nonce would forbid.
    if (!url.startsWith(`${base}${LEGACY_SAMPLE}`))
      response.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, ssoSource));
    if (request.method !== 'GET' || !isAppDocument(url, base)) {
      next();
      return;
    }
    documentHtml(url).then((html) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    }, next);
  };
}

/**
 * The security headers and the page's nonce on `npm start` and `npm run preview`
 * (docs/decisions/0015).
 */
export function securityHeadersPlugin(base: string): Plugin {
  return {
    name: 'workbench-security-headers',
    configureServer(server: ViteDevServer) {
      const index = resolve(server.config.root, 'index.html');
      server.middlewares.use(
        securityMiddleware(base, async (url) =>
          server.transformIndexHtml(url, await readFile(index, 'utf8')),
        ),
      );
    },
    configurePreviewServer(server: PreviewServer) {
      const index = resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use(securityMiddleware(base, () => readFile(index, 'utf8')));
    },
  };
}
