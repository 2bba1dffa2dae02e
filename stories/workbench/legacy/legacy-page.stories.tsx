import { delay, http, passthrough } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import LegacyPage from '../../../workbench/routes/legacy/legacy-page';
import { paths } from '../../../workbench/routes/paths';
import { RouteStage, startSandbox } from '../support/route-stage';
import { messageText } from '../../design-system/fixtures/messages';

/** The stand-in legacy page the app serves from public/ (its own header, navigation, footer). */
const SAMPLE_PAGE = 'legacy-sample/index.html';
/** A page still loading waits at least this long for its first load in a cold browser. */
const LOAD_TIMEOUT_MS = 10_000;

/** #/legacy?url=… with the url given. */
function LegacyStage({ url }: { url?: string }) {
  return (
    <RouteStage
      path={paths.legacy.path}
      entry={url === undefined ? paths.legacy.path : paths.legacy.getHref(url).slice(1)}
    >
      <LegacyPage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Legacy/Legacy page',
  component: LegacyStage,
  tags: ['!autodocs'],
  args: { url: SAMPLE_PAGE },
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
});

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTitle<HTMLIFrameElement>(messageText('legacy.title'));

async function waitForLoaded(canvasElement: HTMLElement) {
  await waitFor(() => expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement(), {
    timeout: LOAD_TIMEOUT_MS,
  });
}

/** A same-origin legacy page in the frame, loaded, its own chrome hidden. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvasElement }) => {
    await waitForLoaded(canvasElement);
    const document = frameOf(canvasElement).contentDocument!;
    await expect(
      document.defaultView!.getComputedStyle(document.querySelector('#header')!).display,
    ).toBe('none');
    await expect(within(document.body).getByRole('heading', { level: 1 })).toHaveTextContent(
      '账户设置',
    );
  },
});

/** The page has not loaded yet (its style sheet never arrives): the spinner covers the frame. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/legacy-sample/legacy.css', async () => {
        await delay('infinite');
        return passthrough();
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/旧版页面|Classic page/);
  },
});

/** Refresh: the spinner again while the page reloads, then the page. */
export const Refresh = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await waitForLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(刷新|Refresh)$/ }));
    await waitForLoaded(canvasElement);
    await expect(
      within(frameOf(canvasElement).contentDocument!.body).getByRole('heading', { level: 1 }),
    ).toHaveTextContent('账户设置');
  },
});

/** Another site's page is refused with a message, and nothing is loaded. */
export const Refused = meta.story({
  args: { url: 'https://evil.example.com/phish' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /只能嵌入本站的页面|only pages of this site/,
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
});

/** No page named. */
export const Missing = meta.story({
  args: { url: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/未指定要显示的页面|No page was named/)).toBeVisible();
  },
});
