import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SmsCodeButton,
  type SmsCodeButtonProps,
} from '../../../../../design-system/components/sms-code-button';
import { SMS_RESEND_SECONDS } from '../../../../../shared/constants';
import { renderWithProviders } from '../../../helpers/render';

beforeEach(() => {
  // Only the clock and intervals the countdown uses: Testing Library and user-event wait on a real
  // setTimeout between events, which a faked one would never fire.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderButton(props: Partial<SmsCodeButtonProps> = {}) {
  const onSend = props.onSend ?? vi.fn(() => Promise.resolve());
  const user = userEvent.setup();
  const view = renderWithProviders(<SmsCodeButton {...props} onSend={onSend} />);
  return { user, onSend, ...view };
}

/** Lets the promise returned by onSend settle and React render the outcome. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

function tick(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** A promise the test resolves or rejects by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SmsCodeButton', () => {
  it('should offer to send a code at first', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('should show a sending state that cannot be pressed again', async () => {
    const pending = deferred();
    const onSend = vi.fn(() => pending.promise);
    const { user } = renderButton({ onSend });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('should count down after a send and allow a resend at 0', async () => {
    const { user, onSend } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(
      screen.getByRole('button', { name: `Resend in ${SMS_RESEND_SECONDS} s` }),
    ).toHaveAttribute('aria-disabled', 'true');
    tick(1000);
    expect(screen.getByRole('button')).toHaveAccessibleName(
      `Resend in ${SMS_RESEND_SECONDS - 1} s`,
    );
    tick(1000);
    expect(screen.getByRole('button')).toHaveAccessibleName(
      `Resend in ${SMS_RESEND_SECONDS - 2} s`,
    );
    tick((SMS_RESEND_SECONDS - 3) * 1000);
    expect(screen.getByRole('button')).toHaveAccessibleName('Resend in 1 s');
    tick(1000);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).not.toHaveAttribute('aria-disabled');
    await user.click(resend);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button')).toHaveAccessibleName(`Resend in ${SMS_RESEND_SECONDS} s`);
  });

  it('should not send while counting down', async () => {
    const { user, onSend } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    tick(5000);
    await user.click(screen.getByRole('button'));
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('should send once on a double click', async () => {
    const { user, onSend } = renderButton();
    await user.dblClick(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('should send once when two clicks land in the same frame', async () => {
    const { onSend } = renderButton();
    const button = screen.getByRole('button', { name: 'Send code' });
    // Both clicks before React renders: only the ref guard can stop the second.
    act(() => {
      button.click();
      button.click();
    });
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('should send once when Enter is pressed while sending', async () => {
    const pending = deferred();
    const onSend = vi.fn(() => pending.promise);
    const { user } = renderButton({ onSend });
    screen.getByRole('button', { name: 'Send code' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    // The button keeps focus while it waits, so a keyboard user does not lose their place.
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('should show the error message and let the user retry', async () => {
    const onSend = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('发送过于频繁，请稍后再试'))
      .mockResolvedValueOnce(undefined);
    const onError = vi.fn();
    const { user } = renderButton({ onSend, onError });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('发送过于频繁，请稍后再试');
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      error: expect.objectContaining({ message: '发送过于频繁，请稍后再试' }) as Error,
    });
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAccessibleDescription('发送过于频繁，请稍后再试');

    await user.click(button);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveAccessibleName(`Resend in ${SMS_RESEND_SECONDS} s`);
  });

  it('should fall back to the catalogue message when the error has no message', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('')));
    const { user } = renderButton({ onSend });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The code could not be sent. Please try again.',
    );
  });

  it('should pass an Error to onError when the send rejects with something else', async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test
    const onSend = vi.fn(() => Promise.reject({ errcode: '1001' }));
    const onError = vi.fn();
    const { user } = renderButton({ onSend, onError });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The code could not be sent. Please try again.',
    );
    expect(onError.mock.calls[0]?.[0]).toEqual({ error: expect.any(Error) as Error });
  });

  it('should clear the countdown timer on unmount', async () => {
    const { user, unmount } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should stop its timer when the countdown ends', async () => {
    const { user } = renderButton({ seconds: 3 });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    tick(3000);
    expect(screen.getByRole('button')).toHaveAccessibleName('Resend code');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should count from a deadline so a slowed background tab does not drift', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    // The browser held the timers back for 30 s; the clock moved on regardless.
    vi.setSystemTime(Date.now() + 30_000);
    tick(1000);
    expect(screen.getByRole('button')).toHaveAccessibleName(
      `Resend in ${SMS_RESEND_SECONDS - 31} s`,
    );
  });

  it('should use the seconds given', async () => {
    const { user } = renderButton({ seconds: 90 });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(screen.getByRole('button')).toHaveAccessibleName('Resend in 90 s');
  });

  it('should start mid-countdown from initialSecondsLeft and block sending', async () => {
    const { user, onSend } = renderButton({ initialSecondsLeft: 42 });
    const button = screen.getByRole('button', { name: 'Resend in 42 s' });
    await user.click(button);
    expect(onSend).not.toHaveBeenCalled();
    tick(42_000);
    expect(screen.getByRole('button')).toHaveAccessibleName('Resend code');
  });

  it('should offer a resend when initialSecondsLeft is 0', async () => {
    const { user, onSend } = renderButton({ initialSecondsLeft: 0 });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('should mark the button as counting down only while it counts', async () => {
    const { user } = renderButton({ seconds: 2 });
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).not.toHaveAttribute('data-countdown');
    await user.click(button);
    await settle();
    expect(button).toHaveAttribute('data-countdown');
    tick(2_000);
    expect(button).toHaveAccessibleName('Resend code');
    expect(button).not.toHaveAttribute('data-countdown');
  });

  it('should hold its number while Date.now holds still, as the stories hold it', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    tick(10_000);
    expect(screen.getByRole('button')).toHaveAccessibleName(`Resend in ${SMS_RESEND_SECONDS} s`);
  });

  it('should not send when disabled', async () => {
    const { user, onSend } = renderButton({ disabled: true });
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('should announce the start and the end of the wait politely, not every second', async () => {
    const { user } = renderButton({ seconds: 3 });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(status).toHaveTextContent('Code sent. You can request a new one in 3 seconds.');
    tick(1000);
    expect(status).toHaveTextContent('Code sent. You can request a new one in 3 seconds.');
    tick(2000);
    expect(status).toHaveTextContent('You can request a new code now.');
  });
});
