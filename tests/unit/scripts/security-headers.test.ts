// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, ssoScriptSource } from '../../../scripts/lib/security-headers';

const scriptSrc = (policy: string) =>
  policy.split('; ').find((part) => part.startsWith('script-src'));

describe("the page's script-src", () => {
  it('should allow the site and the nonce only, with the host played at the API base', () => {
    expect(scriptSrc(contentSecurityPolicy('n1', ssoScriptSource(undefined)))).toBe(
      "script-src 'self' 'nonce-n1'",
    );
    expect(scriptSrc(contentSecurityPolicy('n1', ssoScriptSource('/workbench/api/')))).toBe(
      "script-src 'self' 'nonce-n1'",
    );
  });

  it("should add the single-sign-on host's origin, and nothing of its path", () => {
    expect(
      scriptSrc(
        contentSecurityPolicy('n1', ssoScriptSource('https://sso.example.com/workbench/api/')),
      ),
    ).toBe("script-src 'self' 'nonce-n1' https://sso.example.com");
  });

  it('should refuse a host reached without TLS', () => {
    expect(() => ssoScriptSource('http://sso.example.com/')).toThrow(/https/);
  });
});
