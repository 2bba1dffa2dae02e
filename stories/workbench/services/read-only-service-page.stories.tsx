import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { paths } from '../../../workbench/routes/paths';
import ReadOnlyServicePage from '../../../workbench/routes/services/read-only-service-page';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage } from '../support/route-stage';
import { label, startServicesSandbox } from './support';

/** Where read-only mode leads: the read-only services of 测试账号0001的企业, with their count. */
function ReadOnlyStage() {
  return (
    <RouteStage path={paths.readOnlyService.path} otherPaths={[paths.services.path]}>
      <ReadOnlyServicePage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Services/Read-only service page',
  component: ReadOnlyStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startServicesSandbox(msw);
  },
});

/** The read-only list with its count; entering is all a service offers. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '2024年度云会计' })).toBeVisible();
    // Played in every locale: the count is the line under the heading, whatever its words.
    const heading = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.nextElementSibling).toHaveTextContent(/(^|\D)1(\D|$)/));
    await expect(canvas.queryByRole('button', { name: /更多操作|More actions/ })).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/servicelist/getServiceListReadOnly',
      answer: { delayMs: 600_000 },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/加载中|Loading/);
  },
});

export const Empty = meta.story({
  async beforeEach({ msw }) {
    await startServicesSandbox(msw, { services: false });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(label('暂无只读服务', 'No read-only services')),
    ).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/servicelist/getServiceListReadOnly',
      answer: { errcode: '7001', description: '服务列表暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /无法加载服务列表|The services could not be loaded/,
    );
    // The reason stands in the page, on its own line; no toast repeats it.
    await expect(await canvas.findByText('服务列表暂时不可用，请稍后再试。')).toBeVisible();
  },
});
