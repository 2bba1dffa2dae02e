import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ImageCaptchaOverlay,
  type ImageCaptchaChallenge,
  type ImageCaptchaOverlayProps,
} from '../../../../../design-system/components/image-captcha-overlay';
import { CAPTCHA_SUCCESS_CLOSE_MS } from '../../../../../shared/constants';
import { system } from '../../../../../design-system/theme';

afterEach(() => {
  vi.useRealTimers();
});

const i18n = setupI18n();
// No catalogue: the macro keeps the English source message, which Lingui falls back to.
i18n.loadAndActivate({ locale: 'en_US', messages: {} });

const challenge: ImageCaptchaChallenge = {
  req_id: 'req-42',
  tip: '请依次点击：出 门 在 外',
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  length: 4,
};

/** The image is 300 × 200 of its own pixels, drawn at 150 × 100 with its corner at (10, 20). */
const NATURAL = { width: 300, height: 200 };
const DISPLAYED = { left: 10, top: 20, width: 150, height: 100 };

function layOut(image: HTMLElement, natural = NATURAL, displayed = DISPLAYED) {
  Object.defineProperties(image, {
    naturalWidth: { configurable: true, value: natural.width },
    naturalHeight: { configurable: true, value: natural.height },
    clientWidth: { configurable: true, value: displayed.width },
    clientHeight: { configurable: true, value: displayed.height },
  });
  image.getBoundingClientRect = () => ({
    x: displayed.left,
    y: displayed.top,
    left: displayed.left,
    top: displayed.top,
    width: displayed.width,
    height: displayed.height,
    right: displayed.left + displayed.width,
    bottom: displayed.top + displayed.height,
    toJSON: () => ({}),
  });
}

type Props = Partial<ImageCaptchaOverlayProps>;

function renderOverlay(props: Props = {}) {
  const handlers = {
    onVerify: vi.fn<ImageCaptchaOverlayProps['onVerify']>(() => new Promise<boolean>(() => {})),
    onRefresh: vi.fn(),
    onSuccess: vi.fn(),
    onClose: vi.fn(),
  };
  const allProps: ImageCaptchaOverlayProps = { open: true, challenge, ...handlers, ...props };
  const wrap = (node: React.ReactNode) => (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </ChakraProvider>
  );
  const view = render(wrap(<ImageCaptchaOverlay {...allProps} />));
  const rerender = (next: Props) =>
    view.rerender(wrap(<ImageCaptchaOverlay {...allProps} {...next} />));
  return { ...handlers, ...allProps, rerender };
}

function captchaImage() {
  return screen.getByRole('img', { name: /Verification image/ });
}

/** Clicks the image at a point given in displayed (CSS) pixels from its corner. */
function clickAt(x: number, y: number) {
  fireEvent.click(captchaImage(), {
    clientX: DISPLAYED.left + x,
    clientY: DISPLAYED.top + y,
  });
}

function markers() {
  return screen.queryAllByTestId('captcha-marker');
}

describe('ImageCaptchaOverlay', () => {
  it("should say what to do in the page's language, naming the tip's characters, in the description and the image alt", () => {
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Security check' });
    expect(dialog).toHaveAccessibleDescription('Click the characters in this order: 出 门 在 外');
    expect(captchaImage()).toHaveAccessibleName('Verification image: 出 门 在 外');
    expect(captchaImage()).toHaveAttribute('src', `data:image/png;base64,${challenge.data}`);
  });

  it('should show a labelled spinner and no image while the challenge loads', () => {
    renderOverlay({ challenge: undefined });
    const label = screen.getByText('Loading captcha…');
    expect(label.closest('[role="status"]')).toContainElement(
      document.querySelector('.chakra-spinner'),
    );
    expect(screen.queryByRole('img', { name: /Verification image/ })).not.toBeInTheDocument();
  });

  it('should number the markers in the order of the clicks, where they were clicked', () => {
    renderOverlay();
    layOut(captchaImage());
    clickAt(15, 20);
    clickAt(120, 80);
    clickAt(75, 50);
    const placed = markers();
    expect(placed.map((marker) => marker.textContent)).toEqual(['1', '2', '3']);
    // Pixel (30, 40) of 300 × 200: its centre is 10.1667% across and 20.25% down.
    expect(placed[0]!.style.left).toMatch(/^10\.16/);
    expect(placed[0]!.style.top).toBe('20.25%');
    expect(placed[1]!.style.left).toMatch(/^80\.16/);
    for (const marker of placed) expect(marker).toHaveAttribute('aria-hidden', 'true');
  });

  it('should keep a marker clicked at the edge whole inside the drawn image', () => {
    renderOverlay();
    layOut(captchaImage());
    clickAt(0, 99);
    // Half a 24 px marker from the edges of the 150 × 100 px drawing: 8% across, 88% down.
    expect(markers()[0]!.style.left).toBe('8%');
    expect(markers()[0]!.style.top).toBe('88%');
  });

  it('should announce the click count in a polite live region', () => {
    renderOverlay();
    layOut(captchaImage());
    const count = screen.getByText('Clicked: 0 / 4');
    expect(count).toHaveAttribute('role', 'status');
    expect(count).toHaveAttribute('aria-live', 'polite');
    clickAt(15, 10);
    clickAt(30, 10);
    expect(count).toHaveTextContent('Clicked: 2 / 4');
  });

  it('should remove the last click on Undo, and only the last', async () => {
    const user = userEvent.setup();
    renderOverlay();
    layOut(captchaImage());
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    clickAt(15, 20);
    clickAt(120, 80);
    expect(undo).toHaveAttribute('aria-disabled', 'false');
    await user.click(undo);
    expect(markers().map((marker) => marker.textContent)).toEqual(['1']);
    expect(markers()[0]!.style.top).toBe('20.25%');
    expect(screen.getByText('Clicked: 1 / 4')).toBeInTheDocument();
    await user.click(undo);
    expect(markers()).toHaveLength(0);
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    // Nothing left to undo: another press changes nothing.
    await user.click(undo);
    expect(markers()).toHaveLength(0);
  });

  it('should undo from the keyboard', async () => {
    const user = userEvent.setup();
    renderOverlay();
    layOut(captchaImage());
    clickAt(15, 10);
    clickAt(120, 80);
    screen.getByRole('button', { name: 'Undo' }).focus();
    await user.keyboard('{Enter}');
    expect(markers()).toHaveLength(1);
  });

  it('should call onVerify once with req_id and the clicks in image pixels when length is reached', () => {
    const { onVerify } = renderOverlay();
    layOut(captchaImage());
    clickAt(15, 10);
    clickAt(120, 80);
    clickAt(75.4, 50.9);
    expect(onVerify).not.toHaveBeenCalled();
    clickAt(149.9, 99.9);
    expect(onVerify).toHaveBeenCalledExactlyOnceWith({
      req_id: 'req-42',
      clicks: [
        { x: 30, y: 20 },
        { x: 240, y: 160 },
        { x: 150, y: 101 },
        { x: 299, y: 199 },
      ],
    });
  });

  it('should report clicks in image pixels when the image is drawn larger than its size', () => {
    const { onVerify } = renderOverlay({ challenge: { ...challenge, length: 2 } });
    layOut(captchaImage(), { width: 100, height: 50 }, DISPLAYED);
    clickAt(30, 40);
    clickAt(150, 0);
    expect(onVerify).toHaveBeenCalledExactlyOnceWith({
      req_id: 'req-42',
      clicks: [
        { x: 20, y: 20 },
        { x: 99, y: 0 },
      ],
    });
  });

  it('should ignore clicks and Undo while verifying', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderOverlay();
    layOut(captchaImage());
    for (const x of [10, 20, 30, 40]) clickAt(x, 10);
    expect(screen.getByText('Verifying…')).toBeInTheDocument();
    expect(captchaImage().parentElement).toHaveAttribute('aria-busy', 'true');
    clickAt(50, 10);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(markers()).toHaveLength(4);
    expect(onVerify).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('should place no click before the image has a size', () => {
    renderOverlay();
    layOut(captchaImage(), { width: 0, height: 0 });
    clickAt(15, 10);
    expect(markers()).toHaveLength(0);
  });

  it('should show the failure prompt and keep the markers when verification fails', async () => {
    const user = userEvent.setup();
    const { onRefresh } = renderOverlay({ onVerify: vi.fn(() => Promise.resolve(false)) });
    layOut(captchaImage());
    for (const x of [10, 20, 30, 40]) clickAt(x, 10);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed: click refresh to retry',
    );
    expect(markers()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    clickAt(50, 10);
    expect(markers()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(markers()).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should treat a verification that throws as a failure', async () => {
    renderOverlay({ onVerify: vi.fn(() => Promise.reject(new Error('network'))) });
    layOut(captchaImage());
    for (const x of [10, 20, 30, 40]) clickAt(x, 10);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed: click refresh to retry',
    );
  });

  it('should show the success, then call onSuccess after CAPTCHA_SUCCESS_CLOSE_MS', async () => {
    vi.useFakeTimers();
    const { onSuccess, onClose } = renderOverlay({ onVerify: vi.fn(() => Promise.resolve(true)) });
    layOut(captchaImage());
    for (const x of [10, 20, 30, 40]) clickAt(x, 10);
    await act(async () => {});
    expect(screen.getByText('Verification passed')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTCHA_SUCCESS_CLOSE_MS - 1);
    });
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAPTCHA_SUCCESS_CLOSE_MS * 4);
    });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should ask to complete verification on the first close and close on the second', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('Please complete verification');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledExactlyOnceWith({ completed: false });
  });

  it('should count Escape as a close attempt', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay();
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete verification');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledExactlyOnceWith({ completed: false });
  });

  it('should warn again after a click once the warning was answered by working on the captcha', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay();
    layOut(captchaImage());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    clickAt(15, 10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete verification');
  });

  it('should finish at once when closed during the pause after success', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn(() => Promise.resolve(true));
    const { onSuccess, onClose } = renderOverlay({ onVerify });
    layOut(captchaImage());
    for (const x of [10, 20, 30, 40]) clickAt(x, 10);
    await screen.findByText('Verification passed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledExactlyOnceWith({ completed: true });
    // The pending timer must not report the same success again.
    await new Promise((resolve) => setTimeout(resolve, CAPTCHA_SUCCESS_CLOSE_MS + 50));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('should show the load error with a working Refresh', async () => {
    const user = userEvent.setup();
    const { onRefresh } = renderOverlay({ challenge: undefined, loadError: true });
    expect(screen.getByText('Failed to load captcha')).toBeInTheDocument();
    expect(screen.queryByText('Loading captcha…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('should show the load error when the image itself fails to load', () => {
    renderOverlay();
    fireEvent.error(captchaImage());
    expect(screen.getByText('Failed to load captcha')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Verification image/ })).not.toBeInTheDocument();
  });

  it('should start afresh when a new challenge arrives', () => {
    const { rerender } = renderOverlay();
    layOut(captchaImage());
    clickAt(15, 10);
    clickAt(30, 10);
    rerender({ challenge: { ...challenge, req_id: 'req-43' } });
    expect(markers()).toHaveLength(0);
    expect(screen.getByText('Clicked: 0 / 4')).toBeInTheDocument();
  });

  it('should ignore a verification answer for a challenge that was replaced', async () => {
    let answer: (valid: boolean) => void = () => {};
    const onVerify = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    const { rerender } = renderOverlay({ onVerify });
    layOut(captchaImage());
    for (const x of [10, 20, 30, 40]) clickAt(x, 10);
    rerender({ onVerify, challenge: { ...challenge, req_id: 'req-43' } });
    await act(async () => {
      answer(false);
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Clicked: 0 / 4')).toBeInTheDocument();
  });

  it('should render nothing while closed', () => {
    renderOverlay({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
