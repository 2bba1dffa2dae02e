import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ForcedRedirectNotice,
  type ForcedRedirectNoticeProps,
} from '../../../../../design-system/components/forced-redirect-notice';
import { FORCED_REDIRECT_SECONDS } from '../../../../../shared/constants';
import { system } from '../../../../../design-system/theme';

// No catalogue: the macro keeps the English source message, which Lingui falls back to.
const english = setupI18n();
english.loadAndActivate({ locale: 'en_US', messages: {} });

const chinese = setupI18n();
chinese.loadAndActivate({
  locale: 'zh_CN',
  messages: {
    'forcedRedirect.title': '即将跳转',
    // Compiled form, as the catalogue loader hands it over: a placeholder is a one-item array.
    'forcedRedirect.countdown': [['seconds'], ' 秒后自动跳转'],
    'forcedRedirect.redirecting': '正在跳转…',
    'forcedRedirect.goNow': '立即跳转',
  },
});

const MESSAGE = '当前企业处于只读状态，即将前往只读服务页面。';

function renderNotice(props: Partial<ForcedRedirectNoticeProps> = {}, i18n: I18n = english) {
  const onRedirect = vi.fn();
  const view = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ForcedRedirectNotice message={MESSAGE} onRedirect={onRedirect} {...props} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { onRedirect, ...view };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The countdown on screen (the live region may repeat its text). */
function countdownText(text: string) {
  const matches = screen.getAllByText(text).filter((element) => !element.closest('[aria-live]'));
  expect(matches).toHaveLength(1);
  return matches[0];
}

/** The polite live region: the only part of the notice that speaks while it counts. */
function liveRegion() {
  const region = screen.getByRole('alertdialog').querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ForcedRedirectNotice', () => {
  it('should be an alertdialog that says why and how long', () => {
    renderNotice();
    // The dialog links its description a frame after it renders.
    advance(50);
    const dialog = screen.getByRole('alertdialog', { name: 'Redirecting' });
    expect(dialog).toHaveAccessibleDescription(`${MESSAGE} Redirecting in 10 s`);
  });

  it('should count from FORCED_REDIRECT_SECONDS by default', () => {
    renderNotice();
    expect(FORCED_REDIRECT_SECONDS).toBe(10);
    expect(countdownText(`Redirecting in ${FORCED_REDIRECT_SECONDS} s`)).toBeVisible();
  });

  it('should speak the catalogue language', () => {
    renderNotice({}, chinese);
    expect(screen.getByRole('alertdialog', { name: '即将跳转' })).toBeInTheDocument();
    expect(countdownText('10 秒后自动跳转')).toBeVisible();
    expect(screen.getByRole('button', { name: '立即跳转' })).toBeInTheDocument();
  });

  it('should count down once a second', () => {
    renderNotice();
    advance(1000);
    expect(countdownText('Redirecting in 9 s')).toBeVisible();
    advance(3000);
    expect(countdownText('Redirecting in 6 s')).toBeVisible();
  });

  it('should call onRedirect once when the countdown reaches 0', () => {
    const { onRedirect } = renderNotice();
    advance(FORCED_REDIRECT_SECONDS * 1000 - 1);
    expect(onRedirect).not.toHaveBeenCalled();
    advance(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(onRedirect).toHaveBeenCalledTimes(1);
    expect(countdownText('Redirecting…')).toBeVisible();
  });

  it('should call onRedirect once when "Go now" is pressed, and not again at 0', () => {
    const { onRedirect } = renderNotice();
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Go now' }));
    expect(onRedirect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go now' }));
    advance(FORCED_REDIRECT_SECONDS * 1000);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('should start from initialSecondsLeft', () => {
    const { onRedirect } = renderNotice({ initialSecondsLeft: 5 });
    expect(countdownText('Redirecting in 5 s')).toBeVisible();
    advance(4999);
    expect(onRedirect).not.toHaveBeenCalled();
    advance(1);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('should redirect at once when no time is left', () => {
    const { onRedirect } = renderNotice({ initialSecondsLeft: 0 });
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('should clear its timer when unmounted', () => {
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout');
    const { onRedirect, unmount } = renderNotice();
    advance(3000);
    const clearsBefore = clearSpy.mock.calls.length;
    unmount();
    expect(clearSpy.mock.calls.length).toBeGreaterThan(clearsBefore);
    advance(FORCED_REDIRECT_SECONDS * 1000);
    expect(onRedirect).not.toHaveBeenCalled();
    clearSpy.mockRestore();
  });

  it('should keep to the deadline when the timers run late', () => {
    // A background tab fires timers late; the clock, not the number of ticks, decides. Moving the
    // fake clock's time fires no timer, so the first tick comes 1.5 s late.
    const { onRedirect } = renderNotice();
    vi.setSystemTime(Date.now() + 500);
    advance(1000);
    expect(countdownText('Redirecting in 9 s')).toBeVisible();
    vi.setSystemTime(Date.now() + 7000);
    advance(500);
    expect(countdownText('Redirecting in 1 s')).toBeVisible();
    expect(onRedirect).not.toHaveBeenCalled();
    advance(1000);
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('should hold still while the clock is held, as stories hold it', () => {
    const held = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(held);
    const { onRedirect } = renderNotice();
    advance(60_000);
    expect(countdownText('Redirecting in 10 s')).toBeVisible();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('should mark the countdown while it runs, and not once it is over', () => {
    renderNotice({ initialSecondsLeft: 2 });
    expect(countdownText('Redirecting in 2 s')).toHaveAttribute('data-countdown');
    advance(2000);
    expect(countdownText('Redirecting…')).not.toHaveAttribute('data-countdown');
  });

  it('should not be dismissed by Escape', () => {
    const { onRedirect } = renderNotice();
    advance(50);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    advance(100);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('should take its copy from props', () => {
    renderNotice({ title: '服务已到期', goNowLabel: '查看服务' });
    const dialog = screen.getByRole('alertdialog', { name: '服务已到期' });
    expect(within(dialog).getByRole('button', { name: '查看服务' })).toBeInTheDocument();
  });

  describe('announcements', () => {
    it('should say nothing extra while the dialog opens', () => {
      renderNotice();
      expect(liveRegion()).toHaveTextContent('');
    });

    it('should stay quiet on ordinary seconds', () => {
      renderNotice();
      for (let second = 1; second <= 4; second += 1) {
        advance(1000);
        expect(liveRegion()).toHaveTextContent('');
      }
    });

    it('should speak at 5 seconds and again at 0', () => {
      renderNotice();
      advance(5000);
      expect(liveRegion()).toHaveTextContent('Redirecting in 5 s');
      advance(1000);
      expect(liveRegion()).toHaveTextContent('');
      advance(4000);
      expect(liveRegion()).toHaveTextContent('Redirecting…');
    });

    it('should keep the visible countdown out of the live region', () => {
      renderNotice();
      const countdown = screen.getByText('Redirecting in 10 s');
      expect(countdown.closest('[aria-live]')).toBeNull();
    });
  });

  it('should redirect exactly once, exactly at the deadline, for any start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (seconds) => {
        const { onRedirect, unmount } = renderNotice({ initialSecondsLeft: seconds });
        advance(seconds * 1000 - 1);
        const early = onRedirect.mock.calls.length;
        advance(1);
        const onTime = onRedirect.mock.calls.length;
        advance(seconds * 1000);
        const later = onRedirect.mock.calls.length;
        unmount();
        return early === 0 && onTime === 1 && later === 1;
      }),
      { numRuns: 20 },
    );
  });
});
