import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToasterStore } from '../../../design-system/components/toaster/toaster-loader';
import { getDeptList } from '../../../workbench/api/dept';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { businessFailure, httpFailure } from '../../../workbench/api/errors/classify';
import { setApiEffectHandlers } from '../../../workbench/api/errors/effects';
import { appErrorEffects } from '../../../workbench/error-effects';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox/sandbox';
import { setupSandbox } from '../helpers/sandbox';

setupSandbox();

/** The app's own handlers in force, as on a real page (the suite's helper records instead). */
function asTheApp() {
  setApiEffectHandlers(appErrorEffects);
}

async function failedRead(): Promise<void> {
  await expect(getDeptList()).rejects.toBeInstanceOf(ApiError);
}

async function visibleToasts() {
  const { toaster } = await loadToasterStore();
  return toaster.getVisibleToasts().map(({ description }) => description);
}

afterEach(async () => {
  window.location.hash = '';
  (await loadToasterStore()).toaster.remove();
});

describe("the app's handlers of the error catalogue", () => {
  it('know the addresses of the pages a failure leads to', () => {
    expect(appErrorEffects.hrefOf('readOnlyService')).toBe(paths.readOnlyService.getHref());
    expect(appErrorEffects.hrefOf('findPassword')).toBe(paths.findPassword.getHref());
  });

  it('word a failure: the server’s words, else the catalogue’s in the active language', () => {
    expect(
      appErrorEffects.describe(businessFailure('service/dept/list', '7007', '名称已存在')),
    ).toBe('名称已存在');
    expect(appErrorEffects.describe(businessFailure('service/dept/list', '7007', ''))).toBe(
      'Operation failed, please try again later.',
    );
    expect(appErrorEffects.describe(httpFailure('service/dept/list', 500, 'Disk full'))).toBe(
      'Server error (500): Disk full',
    );
  });

  it('go to the read-only service page on 5000000000, and toast it on a login pop page', async () => {
    asTheApp();
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { errcode: '5000000000' } });
    await failedRead();
    expect(window.location.hash).toBe(paths.readOnlyService.getHref());

    window.location.hash = '#/logpop/upgrade';
    await failedRead();
    expect(window.location.hash).toBe('#/logpop/upgrade');
    // The toaster's code loads with the first toast: on a busy machine that took over a second.
    await vi.waitFor(async () => expect(await visibleToasts()).toHaveLength(1), {
      timeout: 10_000,
    });
  });

  it('drop the toasts of calls cancelled once the page leaves for another document', async () => {
    asTheApp();
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { errcode: '7007' } });
    window.dispatchEvent(new Event('beforeunload'));
    await failedRead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await visibleToasts()).toEqual([]);

    // Shown again (back from the back-forward cache): failures toast again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await failedRead();
    await vi.waitFor(async () => expect(await visibleToasts()).toHaveLength(1), {
      timeout: 10_000,
    });
  });
});
