import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import HomePage from '../../../workbench/routes/home/home-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { findShownToasts } from '../../design-system/fixtures/toasts';
import { slotPicturesShown } from '../support/recommendation-slots';
import { RouteStage } from '../support/route-stage';
import { startShellSandbox } from './support';

/** The main page after sign-in, as u0001 (138****8000) against the sandbox. */
function HomeStage() {
  return (
    <RouteStage path={paths.home.path}>
      <HomePage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Shell/Home page',
  component: HomeStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startShellSandbox(msw, { signedInAs: 'u0001' });
  },
});

/** The recommendation banner loads beside the corp: the picture shows it. */
const bannerShown = (canvasElement: HTMLElement) =>
  slotPicturesShown(canvasElement, ['workbench_tuijian_banner']);

/** The current corp's section, found by its heading's level and place (its name is translated). */
async function corpSection(canvasElement: HTMLElement) {
  await within(canvasElement).findAllByRole('heading', { level: 2 });
  const corp = canvasElement.querySelectorAll('section h2')[3]!;
  return within(corp.closest('section')!);
}

/**
 * Every section in but the `loading` ones: the page is as tall as it will be. A play that stopped at
 * the corp's section let a capture measure the page before the recommended apps were in (a run cut
 * the Loading story's en_US capture at 1,472 of its 1,644 px).
 */
async function sectionsIn(canvasElement: HTMLElement, loading = 0) {
  await waitFor(
    () => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(loading),
    { timeout: 10_000 },
  );
}

/** Every section in, and the banners' and the questionnaire's pictures drawn. */
async function settled(canvasElement: HTMLElement) {
  await sectionsIn(canvasElement);
  await slotPicturesShown(canvasElement, [
    'workbench_tuijian_banner',
    'workbench_questionnaire_banner',
  ]);
}

/** Greeted by login account; the current corp with its type and certification status in words. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas, canvasElement }) => {
    // Played in every locale: the account and the corp's name, not wording.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /138\*{4}8000/ }),
    ).toBeVisible();
    const state = await sandbox.state();
    const corp = state.orgs.get(state.accounts.get('u0001')!.defaultCorpId)!.corp;
    const section = await corpSection(canvasElement);
    await expect(await section.findByText(corp.corpName)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('link', {
        name: /Inventory and sales|进销存|進銷存|Persediaan|Kho và|คลังสินค้า/,
      }),
    ).toBeVisible();
    await settled(canvasElement);
  },
});

/** The corp is on its way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/corp/current', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvasElement }) => {
    const section = await corpSection(canvasElement);
    await expect(section.getByRole('status')).toHaveTextContent(/加载中|Loading/);
    await sectionsIn(canvasElement, 1);
    await bannerShown(canvasElement);
  },
});

/** The corp could not be loaded: the catalogue's toast says why, the page offers a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/corp/current',
      answer: { errcode: '7001', description: '企业服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvasElement }) => {
    const section = await corpSection(canvasElement);
    await expect(await section.findByRole('alert')).toHaveTextContent(
      /无法加载企业信息|The company could not be loaded/,
    );
    await expect(section.getByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
    const [toast] = await findShownToasts(1);
    await expect(toast).toHaveAccessibleDescription('企业服务暂时不可用，请稍后再试。');
    await sectionsIn(canvasElement);
    await bannerShown(canvasElement);
  },
});
