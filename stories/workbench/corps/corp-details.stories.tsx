import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { startSandbox } from '../support/route-stage';
import { COMPANY, CorpsStage, findDialog, waitForPageBehind } from './support';
import { CORP_TYPE } from '../../../shared/contract';

const DETAILS = /^(企业详情|Company details)$/;
const ADD = /^(添加企业|Add a company)$/;

/**
 * What the corps page reads besides its list, as u0001: one corp's details (getCorpInfoById),
 * opened from ?corp=, and the person's companies on the cloud in the add dialog (kdCloud/list):
 * 华南示范科技有限公司 (company, certified, created by u0001) is one.
 */
const meta = preview.meta({
  title: 'Workbench/Corps/Corp details and cloud companies',
  component: CorpsStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
});

/** A corp's details, read afresh: its ID, type, certification, second check and creator. */
export const Details = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { entry: `${paths.corps.path}?corp=1001` },
  play: async () => {
    const dialog = await findDialog(DETAILS);
    await expect(await dialog.findByText(COMPANY)).toBeVisible();
    await expect(dialog.getByText('1001')).toBeVisible();
    await expect(dialog.getByText(/^(您|You)$/)).toBeVisible();
    await waitForPageBehind();
  },
});

/** On a phone, in every language: one column of labels, every value starting at the same place. */
export const DetailsOnPhone = meta.story({
  parameters: { ...visualParameters({ viewport: 'phone', allLocales: true }) },
  args: { entry: `${paths.corps.path}?corp=1001` },
  play: async () => {
    // Played in every locale: the dialog is found by its role, the only one open.
    const dialog = await findDialog();
    await expect(await dialog.findByText('1001')).toBeVisible();
    const starts = [...screen.getByRole('dialog').querySelectorAll('dd')].map(
      (value) => value.getBoundingClientRect().left,
    );
    await expect(starts).toHaveLength(7);
    await expect(new Set(starts).size).toBe(1);
    await waitForPageBehind();
  },
});

/** The details are on their way. */
export const DetailsLoading = meta.story({
  args: { entry: `${paths.corps.path}?corp=1001` },
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/corp/getCorpInfoById', answer: { delayMs: 600_000 } });
  },
  play: async () => {
    const dialog = await findDialog(DETAILS);
    await expect(dialog.getByRole('status')).toHaveTextContent(/加载中|Loading/);
    // The page behind reads its certification by another call, which does answer: captured once shown.
    await expect(await screen.findByText(/^(统一社会信用代码|Credit code)$/)).toBeInTheDocument();
  },
});

/** The address names a corp the person is not in: said in the dialog, with a retry. */
export const DetailsFailed = meta.story({
  args: { entry: `${paths.corps.path}?corp=9999999` },
  play: async () => {
    const dialog = await findDialog(DETAILS);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /无法加载该企业|The company could not be loaded/,
    );
    await expect(dialog.getByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
    // Focus starts on Close: in a loaded run it once started on Try again, which had come first.
    const close = dialog.getByText(/^(关闭|Close)$/, { selector: 'button' });
    await waitFor(() => expect(close).toHaveFocus());
    await waitForPageBehind();
  },
});

/** The cloud companies under the add form; a typed name that repeats one is pointed out. */
export const CloudCompanies = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { entry: `${paths.corps.path}?add=1` },
  play: async () => {
    const dialog = await findDialog(ADD);
    const list = await dialog.findByRole('list', {
      name: /^(您在云上的企业|Your companies on the cloud)$/,
    });
    await expect(await within(list).findByText(COMPANY)).toBeVisible();
    const name = dialog.getByRole('textbox', { name: /企业名称|Company name/ });
    await userEvent.type(name, COMPANY);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/已是您在云上的企业|already one of your companies/),
    );
    await waitForPageBehind();
  },
});

/** The cloud companies are on their way; the form can be filled meanwhile. */
export const CloudCompaniesLoading = meta.story({
  args: { entry: `${paths.corps.path}?add=1` },
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/corp/kdCloud/list', answer: { delayMs: 600_000 } });
  },
  play: async () => {
    const dialog = await findDialog(ADD);
    await expect(dialog.getByRole('status')).toHaveTextContent(/加载中|Loading/);
    await waitForPageBehind();
  },
});

/** None of the person's companies is on the cloud (their company made personal for it). */
export const CloudCompaniesEmpty = meta.story({
  args: { entry: `${paths.corps.path}?add=1` },
  beforeEach: async () => {
    (await sandbox.state()).orgs.get('1001')!.corp.corpType = CORP_TYPE.person;
  },
  play: async () => {
    const dialog = await findDialog(ADD);
    await expect(
      await dialog.findByText(/还没有企业在云上|None of your companies is on the cloud/),
    ).toBeVisible();
    await waitForPageBehind();
  },
});

/** The cloud companies could not be loaded: said in place, with a retry; adding still works. */
export const CloudCompaniesFailed = meta.story({
  args: { entry: `${paths.corps.path}?add=1` },
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/corp/kdCloud/list',
      answer: { errcode: '7001', description: '云服务暂时不可用，请稍后再试。' },
    });
  },
  play: async () => {
    const dialog = await findDialog(ADD);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /无法加载您在云上的企业|Your cloud companies could not be loaded/,
    );
    await expect(dialog.getByRole('button', { name: /^(添加|Add)$/ })).toBeEnabled();
    await waitForPageBehind();
  },
});
