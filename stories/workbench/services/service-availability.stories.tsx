import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { paths } from '../../../workbench/routes/paths';
import ServicesPage from '../../../workbench/routes/services/services-page';
import { sandbox } from '../../../workbench/sandbox';
import { RouteStage } from '../support/route-stage';
import { startServicesSandbox } from './support';
import { CERT_STATUS } from '../../../shared/contract';

/**
 * The services page's notice when the company's services cannot be used yet (isServiceAvailable):
 * 测试账号0001的企业, not certified (startServicesSandbox with `certified: false`).
 */
function ServicesStage() {
  return (
    <RouteStage path={paths.services.path}>
      <ServicesPage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Services/Service availability',
  component: ServicesStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startServicesSandbox(msw, { certified: false });
  },
});

/** Not certified: the services wait for the certification, and the way there is offered. */
export const NeedsCertification = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '总部云会计' })).toBeVisible();
    // Played in every locale: the way to the certification, by its address.
    const link = await canvas.findByRole('link', {
      name: /去认证|去認證|Go to certification|Ke sertifikasi|Đến chứng nhận|ไปที่การรับรอง/,
    });
    await expect(link).toHaveAttribute('href', paths.corps.getHref());
  },
});

/** The certification is in review: the services open once it is certified. */
export const InReview = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    const userId = [...state.accounts.keys()].at(-1)!;
    const corpId = state.accounts.get(userId)!.defaultCorpId;
    state.orgs.get(corpId)!.corp.corpInfo.certStatus = CERT_STATUS.certifying;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/认证审核中|The certification is in review/),
    ).toBeVisible();
  },
});

/** Whether the services can be used could not be checked: said, with a way to check again. */
export const CheckFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/corp/isServiceAvailable',
      answer: { errcode: '7001', description: '企业服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/无法确认本企业的服务是否可用|could not be checked/),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^(重新检查|Check again)$/ })).toBeVisible(),
    );
  },
});
