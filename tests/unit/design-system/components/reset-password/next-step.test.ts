import { describe, expect, it } from 'vitest';
import { resetPasswordNextStep } from '../../../../../design-system/components/reset-password/next-step';

const policy = { origin: 'https://workbench.example.com', allowedHosts: ['account.example.com'] };
const next = (query: string) => resetPasswordNextStep(new URLSearchParams(query), policy);

describe('resetPasswordNextStep', () => {
  it('should go to the account site success route for scene2', () => {
    expect(next('scene=scene2&relayState=%2Fhome')).toEqual({ kind: 'accountSiteSuccess' });
  });

  it('should go to the account site success route when opened from the app', () => {
    expect(next('from=app')).toEqual({ kind: 'accountSiteSuccess' });
  });

  it('should follow a same-origin relayState', () => {
    expect(next('relayState=%2Fworkbench%2Fweb%2Findex.html')).toEqual({
      kind: 'relay',
      url: 'https://workbench.example.com/workbench/web/index.html',
    });
  });

  it('should decode a relayState that was encoded twice', () => {
    const target = encodeURIComponent(
      encodeURIComponent('https://account.example.com/done?x=1&y=2'),
    );
    expect(next(`relayState=${target}`)).toEqual({
      kind: 'relay',
      url: 'https://account.example.com/done?x=1&y=2',
    });
  });

  it('should log out instead of following a relayState to another host', () => {
    expect(next(`relayState=${encodeURIComponent('https://evil.com/phish')}`)).toEqual({
      kind: 'logout',
    });
    expect(next(`relayState=${encodeURIComponent('//evil.com')}`)).toEqual({ kind: 'logout' });
    expect(next(`relayState=${encodeURIComponent('javascript:alert(1)')}`)).toEqual({
      kind: 'logout',
    });
  });

  it('should log out when nothing says where to go', () => {
    expect(next('')).toEqual({ kind: 'logout' });
    expect(next('scene=scene1&from=web')).toEqual({ kind: 'logout' });
  });
});
