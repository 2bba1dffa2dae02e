export interface RedirectPolicy {
  /** The page's own origin, e.g. https://workbench.example.com. */
  origin: string;
  /**
   * Other hosts a redirect may go to. `example.com` allows exactly that host; `.example.com` allows
   * it and every subdomain. @default []
   */
  allowedHosts?: readonly string[];
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    if (allowed.startsWith('.')) return host === allowed.slice(1) || host.endsWith(allowed);
    return host === allowed;
  });
}

/**
 * The one guard every redirect target from a URL parameter passes (relayState, redirectUrl,
 * fromeBuyUrl): http or https only, and the page's own origin or a host on the allow-list.
 * The target is judged as the browser would parse it, so `//evil.com`, `/\evil.com` and
 * `javascript:` are caught. Returns the absolute URL to go to, or undefined to refuse it.
 */
export function safeRedirectUrl(
  target: string | null | undefined,
  policy: RedirectPolicy,
): string | undefined {
  if (!target || target.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(target.trim(), policy.origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const own = new URL(policy.origin);
  if (
    url.origin === own.origin ||
    hostAllowed(url.hostname.toLowerCase(), policy.allowedHosts ?? [])
  ) {
    return url.href;
  }
  return undefined;
}
