import { Button, Stack } from '@chakra-ui/react';
import { delay, http, passthrough } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  EmbeddedLegacyPage,
  INJECTED_STYLE_ATTRIBUTE,
  type EmbeddedLegacyPageProps,
} from '../../design-system/components/embedded-legacy-page';

/** A small legacy page with its own header, navigation and footer, served from public/. */
const SAMPLE_PAGE = 'legacy-sample/index.html';
/** Its style sheet: a subresource, so the mock service worker may hold it (navigations it may not). */
const SAMPLE_STYLESHEET = '*/legacy-sample/legacy.css';
/** A page from another origin that needs no network: a data: URL has an opaque origin. */
const CROSS_ORIGIN_PAGE = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="zh-CN"><head><title>第三方页面</title></head><body>' +
    '<header id="header" style="background:#1f2933;color:#fff;padding:12px 24px">第三方站点页眉</header>' +
    '<main style="padding:24px"><h1>第三方页面</h1><p>跨域页面：工作台无法向其注入样式，页眉照常显示。</p></main>' +
    '</body></html>',
)}`;
/** A page still loading waits at least this long for its first load in a cold browser. */
const LOAD_TIMEOUT_MS = 10_000;

/**
 * Holds the sample page's style sheet until the play function lets it through. While it is held
 * the page in the frame has not finished loading, so the spinner stays for a check and a
 * screenshot, however fast the server is.
 */
class StylesheetGate {
  #opened: Promise<void> = Promise.resolve();
  #open: () => void = () => {};
  #reached: Promise<void> = Promise.resolve();
  #reach: () => void = () => {};

  hold() {
    this.#opened = new Promise((resolve) => {
      this.#open = resolve;
    });
    this.#reached = new Promise((resolve) => {
      this.#reach = resolve;
    });
  }

  /** Resolves once the page in the frame has asked for the held style sheet. */
  reached() {
    return this.#reached;
  }

  open() {
    this.#open();
  }

  handler() {
    return http.get(SAMPLE_STYLESHEET, async () => {
      this.#reach();
      await this.#opened;
      return passthrough();
    });
  }
}

const neverLoads = http.get(SAMPLE_STYLESHEET, async () => {
  await delay('infinite');
  return passthrough();
});

function frameIn(canvasElement: HTMLElement, title: string) {
  return within(canvasElement).getByTitle<HTMLIFrameElement>(title);
}

/** Waits until the frame has loaded: the spinner has gone from the live region. */
async function waitForLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement(), {
    timeout: LOAD_TIMEOUT_MS,
  });
}

/** The legacy page's own header is in the frame's document, and hidden. */
async function expectChromeHidden(frame: HTMLIFrameElement) {
  const document = frame.contentDocument!;
  await expect(document.querySelector(`style[${INJECTED_STYLE_ATTRIBUTE}]`)).not.toBeNull();
  for (const selector of ['#header', 'body > nav', '#footer']) {
    const element = document.querySelector(selector)!;
    await expect(document.defaultView!.getComputedStyle(element).display).toBe('none');
  }
}

const meta = preview.meta({
  title: 'Design system/EmbeddedLegacyPage',
  component: EmbeddedLegacyPage,
  args: { src: SAMPLE_PAGE, title: '账户设置', onLoad: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A page of the older product in a frame LEGACY_FRAME_HEIGHT (1000 px) tall, under a spinner until it loads, again when it unloads and on each refresh event (`refreshSignal`), which reloads it. **Same-origin only:** the styles that hide the page's own header, navigation and footer (`LEGACY_CHROME_CSS`) can be injected only into a page served from the workbench's origin; a cross-origin page shows whole, and its navigations inside the frame show no spinner.",
      },
    },
  },
});

/** A same-origin legacy page, loaded: its own header, navigation and footer are hidden. */
export const SameOrigin = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ args, canvasElement }) => {
    await waitForLoaded(canvasElement);
    await expect(args.onLoad).toHaveBeenCalledWith({ sameOrigin: true });
    const frame = frameIn(canvasElement, args.title);
    await expectChromeHidden(frame);
    await expect(within(frame.contentDocument!.body).getByRole('heading')).toHaveTextContent(
      '账户设置',
    );
  },
});

/** The page has not loaded yet (its style sheet never arrives): the spinner covers the frame. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(neverLoads);
  },
  play: async ({ args, canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(args.title);
    await expect(frameIn(canvasElement, args.title).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
});

const refreshGate = new StylesheetGate();

/** The parent's refresh event, as the workbench raises it: a counter it bumps. */
function WithRefreshButton(props: EmbeddedLegacyPageProps) {
  const [refreshSignal, setRefreshSignal] = useState(0);
  return (
    <Stack gap="3" align="flex-start">
      <Button size="sm" variant="outline" onClick={() => setRefreshSignal((count) => count + 1)}>
        刷新
      </Button>
      <EmbeddedLegacyPage {...props} refreshSignal={refreshSignal} />
    </Stack>
  );
}

/** A refresh event shows the spinner and reloads the page; then the page is back. */
export const Refresh = meta.story({
  beforeEach({ msw }) {
    refreshGate.open();
    msw.use(refreshGate.handler());
  },
  render: (args) => <WithRefreshButton {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForLoaded(canvasElement);
    await expect(args.onLoad).toHaveBeenCalledTimes(1);

    refreshGate.hold();
    const refresh = canvas.getByRole('button', { name: '刷新' });
    await userEvent.click(refresh);
    await refreshGate.reached();
    await expect(canvas.getByRole('status')).toHaveTextContent(args.title);
    await expect(args.onLoad).toHaveBeenCalledTimes(1);

    refreshGate.open();
    await waitForLoaded(canvasElement);
    await expect(args.onLoad).toHaveBeenCalledTimes(2);
    await expectChromeHidden(frameIn(canvasElement, args.title));
    refresh.blur();
  },
});

const navigationGate = new StylesheetGate();

/** Following a link inside the page shows the spinner until the next page has loaded. */
export const NavigationInFrame = meta.story({
  beforeEach({ msw }) {
    navigationGate.open();
    msw.use(navigationGate.handler());
  },
  play: async ({ args, canvasElement }) => {
    await waitForLoaded(canvasElement);
    const frame = frameIn(canvasElement, args.title);

    navigationGate.hold();
    const link = within(frame.contentDocument!.body).getByRole('link', { name: '查看登录设备' });
    await userEvent.click(link);
    await navigationGate.reached();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.title),
    );
    await expect(args.onLoad).toHaveBeenCalledTimes(1);

    navigationGate.open();
    await waitForLoaded(canvasElement);
    await expect(args.onLoad).toHaveBeenCalledTimes(2);
    await expect(within(frame.contentDocument!.body).getByRole('heading')).toHaveTextContent(
      '登录设备',
    );
    await expectChromeHidden(frame);
  },
});

/**
 * A page from another origin: the browser keeps its document out of reach, so nothing is
 * injected and its own header shows.
 */
export const CrossOrigin = meta.story({
  args: { src: CROSS_ORIGIN_PAGE, title: '第三方页面' },
  play: async ({ args, canvasElement }) => {
    await waitForLoaded(canvasElement);
    await expect(args.onLoad).toHaveBeenCalledWith({ sameOrigin: false });
    await expect(frameIn(canvasElement, args.title).contentDocument).toBeNull();
  },
});

/** Thai: a long page name wraps in the spinner's text. */
export const LongTitle = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    title: 'การตั้งค่าบัญชีผู้ใช้และการจัดการอุปกรณ์ที่เข้าสู่ระบบของบริษัทในเครือทั้งหมด (หน้าเวอร์ชันเดิมสำหรับผู้ดูแลระบบ)',
  },
  beforeEach({ msw }) {
    msw.use(neverLoads);
  },
  play: async ({ args, canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(args.title);
    const frame = frameIn(canvasElement, args.title).getBoundingClientRect();
    const text = status.getBoundingClientRect();
    await expect(text.left).toBeGreaterThanOrEqual(frame.left);
    await expect(text.right).toBeLessThanOrEqual(frame.right);
  },
});
