import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { PROTECT_CODE } from '../../../shared/contract';
import { SESSION_COOKIE } from '../../../shared/cookies';
import { maskMobile } from '../../../shared/validation/mobile';
import { paths } from '../../../workbench/routes/paths';
import SelfServicePage from '../../../workbench/routes/self-service/self-service-page';
import { createTestAccount, sandbox, startSession } from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { findSettledDialog, waitForDialogGone } from '../../design-system/fixtures/overlays';

/** Self service as u0001 against the sandbox: three orders, four relation infos (one related). */
function SelfServiceStage() {
  return (
    <RouteStage path={paths.selfService.path}>
      <SelfServicePage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Self service/Self service page',
  component: SelfServiceStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
});

const RELATE = /^(关联|Relate)$/;

/** The first test account of a fresh sandbox: its orders have a relation info for each proof. */
const EVERY_PROOF_USER = 't0001';

/** Signs in as EVERY_PROOF_USER (createTestAccount orders). */
async function signInWithEveryProof() {
  const state = await sandbox.state();
  const { userId } = createTestAccount(state, { orders: true });
  const { session } = startSession(state, userId, state.accounts.get(userId)!.defaultCorpId);
  document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
}

/** The account's pending relation info proved this way (u0001's unless told). */
async function pendingRelation(protect: number, userId = 'u0001') {
  const state = await sandbox.state();
  return [...state.security.relations.values()].find(
    (relation) =>
      relation.userId === userId && relation.status === 'pending' && relation.protect === protect,
  )!;
}

async function rowOf(canvasElement: HTMLElement, orderNum: string, proof: RegExp) {
  const table = await within(canvasElement).findByRole('table', {
    name: /关联信息|Relation infos/,
  });
  const row = within(table)
    .getAllByRole('row')
    .find(
      (candidate) => candidate.textContent?.includes(orderNum) && proof.test(candidate.textContent),
    );
  return within(row!);
}

/** The relation infos with their proof and status, and the orders with amounts in 万. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(2));
    const tables = canvas.getAllByRole('table');
    await expect(within(tables[0]!).getAllByRole('row')).toHaveLength(5);
    await expect(within(tables[1]!).getAllByRole('row')).toHaveLength(4);
  },
});

/** The lists are on their way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/selfService/relationInfos',
      answer: { delayMs: 600_000 },
    });
    sandbox.scenarios.add({ path: 'service/selfService/orders', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
  },
});

/** An account with no orders: both lists say so. */
export const Empty = meta.story({
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0012' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/暂无关联信息|no relation infos/)).toBeVisible();
    await expect(await canvas.findByText(/还没有订单|no orders/)).toBeVisible();
  },
});

/** The relation infos could not be loaded: it says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/selfService/relationInfos',
      answer: { errcode: '7001', description: '自助服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
  },
});

/** Relating by the service ID on record: the row says Related once the sandbox took it. */
export const RelateByAnswer = meta.story({
  play: async ({ canvasElement }) => {
    const relation = await pendingRelation(PROTECT_CODE.serviceId);
    const row = await rowOf(canvasElement, relation.orderNum, /服务 ID|Service ID/);
    await userEvent.click(row.getByRole('button', { name: /^(关联|Relate) / }));
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), relation.serviceId);
    await userEvent.click(dialog.getByRole('button', { name: RELATE }));
    await waitForDialogGone();
    const after = await rowOf(canvasElement, relation.orderNum, /服务 ID|Service ID/);
    await expect(await after.findByText(/^(已关联|Related)$/)).toBeVisible();
  },
});

/** Declining asks first (focus on Cancel), then the row says Declined. */
export const Decline = meta.story({
  play: async ({ canvasElement }) => {
    const relation = await pendingRelation(PROTECT_CODE.employees);
    const row = await rowOf(canvasElement, relation.orderNum, /员工人数|Employees count/);
    await userEvent.click(row.getByRole('button', { name: /^(拒绝|Decline) / }));
    const dialog = within(await findSettledDialog('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^(拒绝|Decline)$/ }));
    await waitForDialogGone('alertdialog');
    const after = await rowOf(canvasElement, relation.orderNum, /员工人数|Employees count/);
    await expect(await after.findByText(/^(已拒绝|Declined)$/)).toBeVisible();
  },
});

/** Relating by a code to another mobile proposes it: the notice offers the change. */
export const MobileChangeOffered = meta.story({
  play: async ({ canvasElement, canvas }) => {
    const relation = await pendingRelation(PROTECT_CODE.mobile);
    const row = await rowOf(canvasElement, relation.orderNum, /验证码|Code to/);
    await userEvent.click(row.getByRole('button', { name: /^(关联|Relate) / }));
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^(获取验证码|Send code)$/ }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^(验证码|Verification code)/ }),
      '246810',
    );
    await userEvent.click(dialog.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await waitForDialogGone();
    await expect(
      await canvas.findByRole('button', { name: /^(更换手机号|Change mobile)$/ }),
    ).toBeVisible();
  },
});

/** All six proofs side by side; a protected contact's code goes to the account's own mobile. */
export const EveryProof = meta.story({
  beforeEach: signInWithEveryProof,
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: /关联信息|Relation infos/,
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    const account = (await sandbox.state()).accounts.get(EVERY_PROOF_USER)!;
    await expect(await within(table).findByText(`(${maskMobile(account.mobile)})`)).toBeVisible();
  },
});

/** A protected contact: the code goes to the account's own mobile, which the dialog names. */
export const RelateProtected = meta.story({
  beforeEach: signInWithEveryProof,
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const relation = await pendingRelation(PROTECT_CODE.protect, EVERY_PROOF_USER);
    const masked = maskMobile((await sandbox.state()).accounts.get(EVERY_PROOF_USER)!.mobile);
    // As a person would: Relate once the row names the mobile the code goes to (the account's
    // mobile arrives with its own call, after the list).
    await waitFor(() => expect(canvasElement).toHaveTextContent(masked));
    const row = await rowOf(canvasElement, relation.orderNum, /本账号|your account's/);
    await userEvent.click(row.getByRole('button', { name: /^(关联|Relate) / }));
    const dialog = await findSettledDialog('dialog');
    await expect(dialog).toHaveTextContent(masked);
    await expect(dialog).toHaveTextContent(/受保护|is protected/);
  },
});

/** A parity check: the order's details in full, and the question whether they match. */
export const ParityCheck = meta.story({
  beforeEach: signInWithEveryProof,
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const relation = await pendingRelation(PROTECT_CODE.showParity, EVERY_PROOF_USER);
    const row = await rowOf(canvasElement, relation.orderNum, /核对订单信息|Check of the order/);
    await userEvent.click(row.getByRole('button', { name: /^(关联|Relate) / }));
    const dialog = await findSettledDialog('dialog');
    await expect(dialog).toHaveTextContent(/一致吗|match your purchase/);
    await expect(dialog).toHaveTextContent(relation.corpName);
    await expect(
      within(dialog).getByRole('button', { name: /^(信息一致，关联|They match, relate)$/ }),
    ).toBeVisible();
  },
});
