import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import MarketPage from '../../../workbench/routes/market/market-page';
import { paths } from '../../../workbench/routes/paths';
import { json, okBody, sandbox } from '../../../workbench/sandbox';
import { slotPicturesShown } from '../support/recommendation-slots';
import { RouteStage, startSandbox } from '../support/route-stage';
import type { SsoUrl } from '../../../shared/payloads/market';
import { CARD_GRID_PAGE_SIZE } from '../../../shared/constants';
import { messageText } from '../../design-system/fixtures/messages';

/** The app market as u0001 against the sandbox: a dozen apps in five categories, four recommended. */
function MarketStage() {
  return (
    <RouteStage path={paths.market.path}>
      <MarketPage />
    </RouteStage>
  );
}

/** The auth code the sandbox draws at random in an app's address, fixed for the screenshot. */
const STORY_AUTH_CODE = 'story-auth-code';

/** getSsoUrl as the sandbox answers it, its random auth code renamed STORY_AUTH_CODE. */
const fixedSsoUrl = http.get(
  '*/workbench/api/jdy_service/getSsoUrl',
  async ({ request, cookies }) => {
    const response = await sandbox.handle(request, cookies);
    if (response.status !== 200) return response;
    const answer = (await response.json()) as { errcode: string; data?: SsoUrl };
    if (answer.errcode !== '0' || !answer.data) return json(answer);
    const url = answer.data.url.replace(/authCode=[0-9a-f]+/, `authCode=${STORY_AUTH_CODE}`);
    return json(okBody({ url }));
  },
);

const meta = preview.meta({
  title: 'Workbench/Market/Market page',
  component: MarketStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
});

const ALL = 'market.all';

/**
 * Waits for what loads beside the lists and is in every picture: the link to the full market and
 * the header and banner slots' pictures.
 */
async function furnished(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: messageText('market.jump') });
  await slotPicturesShown(canvasElement, ['workbench_tuijian_header', 'workbench_tuijian_banner']);
}

/** A section by its heading's message id, in the story's own language. */
async function section(canvasElement: HTMLElement, headingId: string) {
  const heading = await within(canvasElement).findByRole('heading', {
    level: 2,
    name: messageText(headingId),
  });
  return within(heading.closest('section')!);
}

/** Recommended apps, a page of all apps, the way to the full market, and the banners. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvasElement }) => {
    const recommended = await section(canvasElement, 'market.recommended');
    await expect(await recommended.findAllByRole('heading', { level: 3 })).toHaveLength(4);
    const all = await section(canvasElement, ALL);
    await expect(await all.findAllByRole('heading', { level: 3 })).toHaveLength(
      CARD_GRID_PAGE_SIZE,
    );
    // The header and banner slots' pictures, and the questionnaire's.
    await waitFor(() => expect(within(canvasElement).getAllByRole('img')).toHaveLength(4));
    await furnished(canvasElement);
  },
});

/** The apps are on their way. */
export const Loading = meta.story({
  beforeEach: () => {
    for (const path of ['work_bench/recommend_app', 'work_bench/get_app_list'])
      sandbox.scenarios.add({ path, answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await furnished(canvasElement);
  },
});

/** A market with no applications: both lists say so. */
export const Empty = meta.story({
  beforeEach: async () => {
    (await sandbox.state()).market.apps = [];
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(/暂无为您推荐|No applications are recommended/),
    ).toBeVisible();
    await expect(await canvas.findByText(/暂无应用|has no applications/)).toBeVisible();
    await furnished(canvasElement);
  },
});

/** The app list could not be loaded: it says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'work_bench/get_app_list',
      answer: { errcode: '7001', description: '应用市场暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
    // The recommended apps still load: the picture waits for them.
    const recommended = await section(canvasElement, 'market.recommended');
    await recommended.findAllByRole('heading', { level: 3 });
    await furnished(canvasElement);
  },
});

/** A category and a search that match nothing say so. */
export const NoMatch = meta.story({
  play: async ({ canvasElement }) => {
    const all = await section(canvasElement, ALL);
    await all.findAllByRole('heading', { level: 3 });
    await userEvent.selectOptions(all.getByRole('combobox'), '零售');
    await userEvent.type(all.getByRole('searchbox'), '没有这个应用');
    await userEvent.click(all.getByRole('button', { name: /^(搜索|Search)$/ }));
    await expect(await all.findByText(/没有符合|No application matches/)).toBeVisible();
    await furnished(canvasElement);
  },
});

/** Opening an app: its single sign-on address in a new tab (listed below), and the open counted. */
export const OpenApp = meta.story({
  beforeEach({ msw }) {
    msw.use(fixedSsoUrl);
  },
  play: async ({ canvasElement }) => {
    const all = await section(canvasElement, ALL);
    await userEvent.click(await all.findByRole('button', { name: /^(打开“发票云”|Open 发票云)$/ }));
    await expect(await all.findByText(/^(已打开次数：1|Times opened: 1)$/)).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('destinations')).toHaveTextContent(
        `market-app?appId=app001&authCode=${STORY_AUTH_CODE}`,
      ),
    );
    await furnished(canvasElement);
  },
});
