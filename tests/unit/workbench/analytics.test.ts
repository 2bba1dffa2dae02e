import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENT,
  trackLogin,
  type AnalyticsEvent,
} from '../../../workbench/routes/sign-in-flow/analytics';

describe('analytics', () => {
  beforeEach(() => {
    delete window.workbenchAnalytics;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should record the login of an admin with the role admin', () => {
    trackLogin('password', true);
    expect(window.workbenchAnalytics).toEqual([
      { name: 'login', role: 'admin', method: 'password' },
    ]);
  });

  it('should record the login of an ordinary user with the role user', () => {
    trackLogin('sms', false);
    expect(window.workbenchAnalytics).toEqual([{ name: 'login', role: 'user', method: 'sms' }]);
  });

  it('should keep every event in order', () => {
    trackLogin('qr', false);
    trackLogin('cloud', true);
    expect(window.workbenchAnalytics?.map((event) => event.method)).toEqual(['qr', 'cloud']);
  });

  it('should dispatch the event for a deployment own tag to hear', () => {
    const heard: AnalyticsEvent[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<AnalyticsEvent>).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    trackLogin('authorizationCode', true);
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(heard).toEqual([{ name: 'login', role: 'admin', method: 'authorizationCode' }]);
  });

  it('should send nothing anywhere (no third-party tracker)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const scripts = document.scripts.length;
    trackLogin('password', true);
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(document.scripts.length).toBe(scripts);
  });
});
