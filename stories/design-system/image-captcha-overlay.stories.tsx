import { Button, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  ImageCaptchaOverlay,
  imageCaptchaMessages as messages,
  tipCharacters,
  type CaptchaClick,
  type ImageCaptchaChallenge,
  type ImageCaptchaVerifyDetails,
} from '../../design-system/components/image-captcha-overlay';
import { i18n } from '../../design-system/i18n/catalog';
import {
  CAPTCHA_IMAGE_DATA_URL_2,
  CAPTCHA_TARGETS,
  CAPTCHA_TARGETS_2,
  captchaChallenge,
} from './fixtures/captcha-image';
import { blurActive, findSettledDialog } from './fixtures/overlays';

const meta = preview.meta({
  title: 'Design system/ImageCaptchaOverlay',
  component: ImageCaptchaOverlay,
  args: {
    open: true,
    challenge: captchaChallenge,
    loadError: false,
    onVerify: fn(() => Promise.resolve(true)),
    onRefresh: fn(),
    onSuccess: fn(),
    onClose: fn(),
  },
  // The dialog is portalled over the page; give the canvas the room it covers.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
});

/** The names the overlay shows in the active locale: plays run in every locale. */
const say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
  i18n._({ ...descriptor, values });

/** The dialog once its opening animation is over, so what the play measures stays put. */
async function openDialog() {
  const dialog = await findSettledDialog('dialog', { name: say(messages.title) });
  // The dialog's own animation only: a spinner inside it turns for ever.
  await waitFor(() =>
    expect(dialog.getAnimations().every((animation) => animation.playState !== 'running')).toBe(
      true,
    ),
  );
  return dialog;
}

/** The captcha image once it has loaded (it has a natural size then). */
async function loadedImage(tip = captchaChallenge.tip) {
  await openDialog();
  const image = screen.getByRole<HTMLImageElement>('img', {
    name: say(messages.imageAlt, { characters: tipCharacters(tip) }),
  });
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  return image;
}

/** Clicks the image on points given in its own pixels, wherever and however large it is drawn. */
async function clickImageAt(image: HTMLImageElement, points: readonly CaptchaClick[]) {
  const rect = image.getBoundingClientRect();
  for (const { x, y } of points) {
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: image,
      coords: {
        clientX: rect.left + ((x + 0.5) * rect.width) / image.naturalWidth,
        clientY: rect.top + ((y + 0.5) * rect.height) / image.naturalHeight,
      },
    });
  }
}

/**
 * A clicked button keeps focus, and whether its ring paints depends on window focus, which
 * headless runs do not promise: clear it so the captured state is the same every time.
 */
function clearFocus() {
  blurActive();
}

function markerNumbers() {
  return screen.queryAllByTestId('captcha-marker').map((marker) => marker.textContent);
}

export const Ready = meta.story({
  play: async () => {
    const image = await loadedImage();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      say(messages.instruction, { characters: '出 门 在 外' }),
    );
    await expect(image.naturalWidth).toBe(300);
    await expect(screen.getByRole('button', { name: say(messages.undo) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      screen.getByText(say(messages.clickCount, { count: 0, length: 4 })),
    ).toBeInTheDocument();
  },
});

export const Loading = meta.story({
  args: { challenge: undefined },
  play: async () => {
    await openDialog();
    await expect(screen.getByText(say(messages.loading))).toBeInTheDocument();
    await expect(screen.queryByRole('img', { name: /./ })).not.toBeInTheDocument();
  },
});

export const TwoClicksIn = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ args }) => {
    const image = await loadedImage();
    await clickImageAt(image, CAPTCHA_TARGETS.slice(0, 2));
    await expect(markerNumbers()).toEqual(['1', '2']);
    await expect(
      screen.getByText(say(messages.clickCount, { count: 2, length: 4 })),
    ).toBeInTheDocument();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
});

/** Clicks in the image's four corners: each marker stays whole inside the 280 px grid. */
export const MarkersAtTheEdges = meta.story({
  args: { onVerify: fn(() => new Promise<boolean>(() => {})) },
  play: async () => {
    const image = await loadedImage();
    const last = { x: image.naturalWidth - 1, y: image.naturalHeight - 1 };
    await clickImageAt(image, [
      { x: 0, y: 0 },
      { x: last.x, y: 0 },
      { x: 0, y: last.y },
      { x: last.x, y: last.y },
    ]);
    const grid = image.parentElement!.getBoundingClientRect();
    const placed = screen.getAllByTestId('captcha-marker');
    await expect(placed).toHaveLength(4);
    // Measured once the markers' spring has settled at full size.
    await waitFor(() =>
      expect(placed.every((marker) => marker.getAnimations().length === 0)).toBe(true),
    );
    for (const marker of placed) {
      const box = marker.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(grid.left);
      await expect(box.top).toBeGreaterThanOrEqual(grid.top);
      await expect(box.right).toBeLessThanOrEqual(grid.right);
      await expect(box.bottom).toBeLessThanOrEqual(grid.bottom);
    }
  },
});

export const Verifying = meta.story({
  args: { onVerify: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ args }) => {
    const image = await loadedImage();
    await clickImageAt(image, CAPTCHA_TARGETS);
    await expect(screen.getByText(say(messages.verifying))).toBeInTheDocument();
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    const [details] = (args.onVerify as ReturnType<typeof fn>).mock.calls[0] as [
      ImageCaptchaVerifyDetails,
    ];
    // Drawn at 280 px, clicked on the characters: reported back in the image's 300 × 200 (to
    // within the whole-pixel rounding of pointer coordinates).
    await expect(details.req_id).toBe(captchaChallenge.req_id);
    await expect(details.clicks).toHaveLength(CAPTCHA_TARGETS.length);
    details.clicks.forEach((click, at) => {
      const target = CAPTCHA_TARGETS[at]!;
      void expect(Math.abs(click.x - target.x)).toBeLessThanOrEqual(2);
      void expect(Math.abs(click.y - target.y)).toBeLessThanOrEqual(2);
    });
  },
});

export const Failed = meta.story({
  args: { onVerify: fn(() => Promise.resolve(false)) },
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async () => {
    const image = await loadedImage();
    // The right characters in the wrong order.
    await clickImageAt(image, [...CAPTCHA_TARGETS].reverse());
    await expect(await screen.findByRole('alert')).toHaveTextContent(say(messages.verifyFailed));
    await expect(markerNumbers()).toEqual(['1', '2', '3', '4']);
  },
});

export const Succeeded = meta.story({
  args: { onVerify: fn(() => Promise.resolve(true)) },
  play: async ({ args }) => {
    const image = await loadedImage();
    await clickImageAt(image, CAPTCHA_TARGETS);
    await expect(await screen.findByText(say(messages.success))).toBeVisible();
    // The overlay stays open here (the story owns `open`), so the success is what is captured.
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const LoadError = meta.story({
  args: { challenge: undefined, loadError: true },
  play: async ({ args }) => {
    await openDialog();
    await expect(screen.getByText(say(messages.loadError))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: say(messages.refresh) }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    clearFocus();
  },
});

export const CloseEarly = meta.story({
  play: async ({ args }) => {
    const image = await loadedImage();
    await clickImageAt(image, CAPTCHA_TARGETS.slice(0, 1));
    await userEvent.click(screen.getByRole('button', { name: say(messages.close) }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(say(messages.incomplete));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog')).toBeVisible();
    clearFocus();
  },
});

const thaiChallenge: ImageCaptchaChallenge = {
  ...captchaChallenge,
  req_id: '0f3c9a1e-5d2b-4e8f-a7c6-2b1d9e4f8a03',
  tip: 'กรุณาคลิกตัวอักษรในภาพตามลำดับที่แสดงต่อไปนี้ให้ครบทุกตัว: 出 门 在 外',
};

export const LongThai = meta.story({
  args: { challenge: thaiChallenge, onVerify: fn(() => Promise.resolve(false)) },
  globals: { locale: 'th_TH' },
  play: async () => {
    const image = await loadedImage(thaiChallenge.tip);
    await clickImageAt(image, CAPTCHA_TARGETS);
    await screen.findByText(say(messages.verifyFailed));
    await userEvent.click(screen.getByRole('button', { name: say(messages.close) }));
    await expect(await screen.findByText(say(messages.incomplete))).toBeVisible();
    clearFocus();
  },
});

const playgroundChallenges: { challenge: ImageCaptchaChallenge; targets: CaptchaClick[] }[] = [
  { challenge: captchaChallenge, targets: CAPTCHA_TARGETS },
  {
    challenge: {
      ...captchaChallenge,
      req_id: '7d21e0b9-3c4f-4a6e-8b5d-9f0a1c2e3d44',
      data: CAPTCHA_IMAGE_DATA_URL_2,
    },
    targets: CAPTCHA_TARGETS_2,
  },
];

/** A click counts when it lands this close to the character's centre, in image pixels. */
const PLAYGROUND_HIT_RADIUS = 20;

/** The whole round trip against a pretend server: click 出 门 在 外 in order to pass. */
export const Playground = meta.story({
  render: function Playground(args) {
    const [open, setOpen] = useState(true);
    const [index, setIndex] = useState(0);
    const [loading, setLoading] = useState(false);
    const [result, setResult] = useState('');
    const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
    const current = playgroundChallenges[index % playgroundChallenges.length]!;

    const refresh = () => {
      args.onRefresh();
      setLoading(true);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        setIndex((value) => value + 1);
        setLoading(false);
      }, 600);
    };

    return (
      <Stack p="6" gap="3" align="flex-start">
        <Button colorPalette="brand" onClick={() => setOpen(true)}>
          登录
        </Button>
        <Text color="text.secondary">{result}</Text>
        <ImageCaptchaOverlay
          open={open}
          challenge={loading ? undefined : current.challenge}
          onVerify={async (details) => {
            await args.onVerify(details);
            return (
              details.clicks.length === current.targets.length &&
              details.clicks.every(
                (click, at) =>
                  Math.hypot(click.x - current.targets[at]!.x, click.y - current.targets[at]!.y) <=
                  PLAYGROUND_HIT_RADIUS,
              )
            );
          }}
          onRefresh={refresh}
          onSuccess={() => {
            args.onSuccess();
            setOpen(false);
            setResult('已通过安全验证');
          }}
          onClose={(details) => {
            args.onClose(details);
            setOpen(false);
            setResult(details.completed ? '已通过安全验证' : '已取消安全验证');
          }}
        />
      </Stack>
    );
  },
});
