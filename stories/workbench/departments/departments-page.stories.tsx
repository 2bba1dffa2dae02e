import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';

import DepartmentsPage from '../../../workbench/routes/departments/departments-page';
import { paths } from '../../../workbench/routes/paths';
import {
  createTestAccount,
  sandbox,
  SANDBOX_SMS_CODE,
  startSession,
} from '../../../workbench/sandbox';
import { RouteStage, startSandbox } from '../support/route-stage';
import { SESSION_COOKIE } from '../../../shared/cookies';
import { blurActive, findSettledDialog } from '../../design-system/fixtures/overlays';
import { ANY_TEXT, messageText } from '../../design-system/fixtures/messages';

/**
 * The departments page against the sandbox, signed in to a corp of its own (测试账号0001的企业):
 * its creator, and 成员1…成员4 in 研发部; 市场部 empty.
 */
function DepartmentsStage() {
  return (
    <RouteStage path={paths.departments.path}>
      <DepartmentsPage />
    </RouteStage>
  );
}

const meta = preview.meta({
  title: 'Workbench/Departments/Departments page',
  component: DepartmentsStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw);
    const state = await sandbox.state();
    const { userId } = createTestAccount(state, { ownCorp: true, members: 4 });
    const { session } = startSession(state, userId, state.accounts.get(userId)!.defaultCorpId);
    document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  },
});

const membersRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', {
    name: messageText('departments.members.heading', { deptName: ANY_TEXT }),
  });

/** The tree with the root chosen, and the first page of the whole corp's members. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('treeitem', { name: '研发部' })).toBeVisible();
    const region = within(await membersRegion(canvasElement));
    await expect(await region.findByRole('rowheader', { name: '成员1' })).toBeVisible();
  },
});

/** The departments are on their way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/加载中|Loading/);
  },
});

/** A department with no members. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('treeitem', { name: '市场部' }));
    await expect(
      await canvas.findByText(/该部门暂无成员|No members in this department yet/),
    ).toBeVisible();
  },
});

/** The departments could not be loaded: the catalogue toasts why, the page offers a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/dept/list',
      answer: { errcode: '7001', description: '部门服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/无法加载部门|The departments could not be loaded/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
    // The reason stands in the page, on its own line; no toast repeats it.
    await expect(await canvas.findByText('部门服务暂时不可用，请稍后再试。')).toBeVisible();
  },
});

/** Adding a department under the root: the tree shows it at once, chosen. */
export const AddDepartment = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('treeitem', { name: '研发部' });
    await userEvent.click(canvas.getByRole('button', { name: /^(添加|Add)$/ }));
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), '测试组');
    await userEvent.click(dialog.getByRole('button', { name: /^(添加|Add)$/ }));
    await expect(await canvas.findByRole('treeitem', { name: '测试组' })).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: /测试组/ }),
    ).toBeVisible();
  },
});

/** Deleting a member from the corp with the SMS code: the list refreshes without them. */
export const DeleteMember = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const region = within(await membersRegion(canvasElement));
    await userEvent.click(
      await region.findByRole('button', { name: /成员1 的更多操作|More actions for 成员1/ }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: /从企业中删除|Delete from corp/ }),
    );
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /获取验证码|Send code/ }));
    await userEvent.type(dialog.getByRole('textbox'), SANDBOX_SMS_CODE);
    await userEvent.click(dialog.getByRole('button', { name: /^(确定|Confirm)$/ }));
    // The list reads again once the dialog has gone: 成员1 is no longer in it, 成员3 still is.
    await waitFor(() => {
      void expect(region.getByRole('rowheader', { name: '成员3' })).toBeVisible();
      void expect(region.queryByRole('rowheader', { name: '成员1' })).toBeNull();
    });
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
});

/** The login-verification modal: a member's phone verification set with its SMS code. */
export const LoginVerification = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvas }) => {
    // The button waits for the tree, which names the root the modal lists.
    await canvas.findByRole('treeitem', { name: '研发部' });
    await userEvent.click(
      await canvas.findByRole('button', { name: /^(登录验证|Login verification)$/ }),
    );
    const modal = within(await findSettledDialog('dialog'));
    await userEvent.click(
      await modal.findByRole('button', {
        name: /为成员1设置手机验证|Set phone verification for 成员1/,
      }),
    );
    // The member's own dialog, by its name: the newest of all dialogs may still be the modal.
    const setDialog = within(
      await findSettledDialog('dialog', {
        name: /为成员1设置手机验证|Set phone verification for 成员1/,
      }),
    );
    const [mobile, code] = setDialog.getAllByRole('textbox');
    await userEvent.type(mobile!, '13712345678');
    // Sent once the number counts as valid, as a person sees the button come on: a click on it
    // still disabled does nothing. One full run of three here waited for the countdown in vain.
    const send = setDialog.getByRole('button', { name: /获取验证码|Send code/ });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    // The code is typed once the person sees it went: the button counts down.
    await setDialog.findByRole('button', { name: /重新|Resend/ });
    await userEvent.type(code!, SANDBOX_SMS_CODE);
    await userEvent.click(setDialog.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await waitFor(() => expect(within(document.body).getAllByRole('dialog')).toHaveLength(1));
    await expect(await modal.findByText('137****5678')).toBeVisible();
  },
});

/**
 * Export CSV of a company of 1,200 members, held at its second page of 500: the button counts what
 * it has of the whole list and offers Cancel; the search and the table stay as they were.
 */
export const ExportInProgress = meta.story({
  parameters: { ...visualParameters({ modes: ['phone'] }) },
  beforeEach: async () => {
    await sandbox.reset({ members: 1200 });
    const state = await sandbox.state();
    const { session } = startSession(state, 'u0001', state.accounts.get('u0001')!.defaultCorpId);
    document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  },
  play: async ({ canvas, canvasElement }) => {
    // Found by role and place, not by words: the story plays the same in every language.
    await canvas.findAllByRole('rowheader');
    // The export's first page answers; the second waits.
    sandbox.scenarios.add({
      path: 'service/dept/corpDeptUserList',
      answer: { delayMs: 1 },
      times: 1,
    });
    sandbox.scenarios.add({
      path: 'service/dept/corpDeptUserList',
      answer: { delayMs: 600_000 },
    });
    const control = within(canvasElement.querySelector<HTMLElement>('[data-export-csv]')!);
    await userEvent.click(control.getByRole('button'));
    await waitFor(() =>
      expect(control.getAllByRole('button')[0]).toHaveAccessibleName(/500 \/ 1,2\d\d$/),
    );
    await expect(control.getAllByRole('button')[0]).toHaveAttribute('aria-busy', 'true');
    await expect(control.getAllByRole('button')).toHaveLength(2);
    blurActive();
  },
});

/** Edit, the row's own button: the member's name and account, ready to change. */
export const EditMember = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const region = within(await membersRegion(canvasElement));
    await userEvent.click(await region.findByRole('button', { name: /^(编辑 成员1|Edit 成员1)$/ }));
    const dialog = within(await findSettledDialog('dialog', { name: /^(编辑成员1|Edit 成员1)$/ }));
    await expect(dialog.getByRole('textbox', { name: /^(姓名|Name)/ })).toHaveValue('成员1');
  },
});

/** Move to department, from a row's menu: the destination tree, 市场部 chosen. */
export const MoveMember = meta.story({
  play: async ({ canvasElement }) => {
    const region = within(await membersRegion(canvasElement));
    await userEvent.click(
      await region.findByRole('button', { name: /成员2 的更多操作|More actions for 成员2/ }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: /^(移动到部门|Move to department)$/,
      }),
    );
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.click(await dialog.findByRole('treeitem', { name: '市场部' }));
    await expect(dialog.getByRole('treeitem', { name: '市场部' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('button', { name: /^(移动|Move)$/ })).toBeEnabled();
  },
});

/** Set as department admin, in 研发部: the row shows the role once the change is through. */
export const DepartmentAdmin = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('treeitem', { name: '研发部' }));
    const region = within(await membersRegion(canvasElement));
    await userEvent.click(
      await region.findByRole('button', { name: /成员3 的更多操作|More actions for 成员3/ }),
    );
    await userEvent.click(
      await within(document.body).findByRole('menuitem', {
        name: /^(设为部门管理员|Set as department admin)$/,
      }),
    );
    const row = await region.findByRole('row', { name: /成员3/ });
    await waitFor(() => expect(row).toHaveTextContent(/部门管理员|Department admin/));
  },
});

/** The tree's Move, 市场部 chosen: where it may go, itself and the system departments left out. */
export const MoveDepartment = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('treeitem', { name: '市场部' }));
    await userEvent.click(canvas.getByRole('button', { name: /^(移动|Move)$/ }));
    const dialog = within(await findSettledDialog('dialog'));
    await userEvent.click(await dialog.findByRole('treeitem', { name: '研发部' }));
    await expect(dialog.queryByRole('treeitem', { name: '市场部' })).toBeNull();
    await expect(dialog.getByRole('button', { name: /^(移动|Move)$/ })).toBeEnabled();
  },
});
