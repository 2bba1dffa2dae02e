import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pendingSecondCheck,
  requestSecondCheck,
  settleSecondCheck,
  subscribeSecondCheck,
} from '../../../../workbench/routes/sign-in-flow/second-check';

const DATA = { corpId: '1001', checkMobile: '138****8000' };

describe('the second-check request', () => {
  afterEach(() => settleSecondCheck(false));

  it('should publish what the dialog needs while a flow waits', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSecondCheck(listener);
    void requestSecondCheck(DATA);
    unsubscribe();
    expect(pendingSecondCheck()?.data).toEqual(DATA);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('should resolve true once the check is passed, and show nothing more', async () => {
    const asked = requestSecondCheck(DATA);
    settleSecondCheck(true);
    await expect(asked).resolves.toBe(true);
    expect(pendingSecondCheck()).toBeUndefined();
  });

  it('should resolve false when the person closes the dialog', async () => {
    const asked = requestSecondCheck(DATA);
    settleSecondCheck(false);
    await expect(asked).resolves.toBe(false);
  });

  it('should refuse an earlier request a later one replaces, with a new dialog', async () => {
    const first = requestSecondCheck(DATA);
    const firstId = pendingSecondCheck()?.id;
    const second = requestSecondCheck({ corpId: '1002', checkMobile: '139****9000' });
    await expect(first).resolves.toBe(false);
    expect(pendingSecondCheck()?.id).not.toBe(firstId);
    expect(pendingSecondCheck()?.data.corpId).toBe('1002');
    settleSecondCheck(true);
    await expect(second).resolves.toBe(true);
  });

  it('should stop telling a listener that unsubscribed', () => {
    const listener = vi.fn();
    subscribeSecondCheck(listener)();
    void requestSecondCheck(DATA);
    expect(listener).not.toHaveBeenCalled();
  });
});
