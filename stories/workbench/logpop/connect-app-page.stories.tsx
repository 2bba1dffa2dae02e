import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import ConnectAppPage from '../../../workbench/routes/logpop/connect-app-page';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { pageLoading } from './support';
import { blurActive } from '../../design-system/fixtures/overlays';

/**
 * /logpop/connectApp (decision 0036): after sign-in, an open-platform app that asked for a company
 * (registerCorp=1) gets one created for it, or the current company; then the page goes on to the
 * app's redirectUrl, with its state and the corp, never the token.
 */
const APP_QUERY = `?${new URLSearchParams({
  clientId: 'sandbox-client',
  redirectUrl: 'https://partner.example.com/callback',
  state: 'xyz',
  registerCorp: '1',
}).toString()}`;

function ConnectAppStage({ search = APP_QUERY }: { search?: string }) {
  return (
    <RouteStage path={paths.connectApp.path} search={search} otherPaths={[paths.home.path]}>
      <ConnectAppPage />
    </RouteStage>
  );
}

const NAME = /^(企业名称|Company name)/;
const CREATE = /^(创建并连接|Create and connect)$/;
const USE_CURRENT = /^(连接此企业|Connect this company)$/;
const CORP_NAME = '示范合作伙伴有限公司';

const meta = preview.meta({
  title: 'Workbench/Logpop/Connect app page',
  component: ConnectAppStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
});

/** The app's request: a company to create for it, or the current one. */
export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    // Played in every locale: roles, not wording.
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('sandbox-client');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
});

/** The current company is on its way. */
export const Loading = meta.story(pageLoading('service/corp/current'));

/** Submitted with no name: the field says so, and nothing is called. */
export const NameMissing = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: CREATE }));
    await expect(await canvas.findByText(/请输入企业名称|Enter the company name/)).toBeVisible();
    await expect(canvas.queryByTestId('destinations')).not.toBeInTheDocument();
  },
});

/** The company refused: the page says the app was not connected, the name kept. */
export const Refused = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'kdopen/oauth2/token/registerCorp',
      answer: { errcode: '7001' },
    });
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(NAME), CORP_NAME);
    await userEvent.click(canvas.getByRole('button', { name: CREATE }));
    await expect(await canvas.findByText(/未能连接应用|The app was not connected/)).toBeVisible();
    await expect(canvas.getByLabelText(NAME)).toHaveValue(CORP_NAME);
    blurActive();
  },
});

/** Created: the company exists, and the page goes on to the app with its state and the corp. */
export const Created = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(NAME), `${CORP_NAME}{Enter}`);
    const destination = await canvas.findByTestId('destinations');
    const state = await sandbox.state();
    const created = [...state.orgs.values()].find((org) => org.corp.corpName === CORP_NAME);
    await expect(created).toBeDefined();
    await expect(destination).toHaveTextContent(
      `https://partner.example.com/callback?state=xyz&corpId=${created!.corp.corpId}`,
    );
  },
});

/** The current company chosen instead: the app acts for it. */
export const CurrentCompany = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: USE_CURRENT }));
    await waitFor(() =>
      expect(canvas.getByTestId('destinations')).toHaveTextContent(
        'https://partner.example.com/callback?state=xyz&corpId=1001',
      ),
    );
  },
});

/** Opened without an app's request: the link does not work, and the way back. */
export const WithoutRequest = meta.story({
  args: { search: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
});
