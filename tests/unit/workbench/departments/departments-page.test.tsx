import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandbox, SANDBOX_SMS_CODE } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import {
  deptItem,
  findMembersRegion,
  layOutMemberTable,
  memberRowHeader,
  membersRegion,
  renderDepartments,
  signInToOwnCorp,
  tree,
} from './support';

const { effects } = setupSandbox();
layOutMemberTable();

const CORP = '测试账号0001的企业';

async function openRow(user: ReturnType<typeof renderDepartments>['user'], name: string) {
  await user.click(
    await within(await findMembersRegion()).findByRole('button', {
      name: `More actions for ${name}`,
    }),
  );
}

async function chooseDept(user: ReturnType<typeof renderDepartments>['user'], name: string) {
  await user.click(await deptItem(name));
  await screen.findByRole('heading', { level: 2, name: `Members of ${name}` });
}

describe('the departments page', () => {
  it('should show the tree with the root chosen, and the whole corp’s members', async () => {
    await signInToOwnCorp(3);
    renderDepartments();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Departments and members' }),
    ).toBeVisible();
    expect(await deptItem('研发部')).toBeVisible();
    expect(await deptItem(CORP)).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { level: 2, name: `Members of ${CORP}` }),
    ).toBeVisible();
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '成员1' }),
    ).toBeVisible();
    // 10 a page (decision 0018): the creator and 成员1 to 成员3 on one page.
    expect(within(membersRegion()).getAllByRole('rowheader')).toHaveLength(4);
    for (const name of ['Rename', 'Move', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('should open the department the address names (the command palette)', async () => {
    const { org } = await signInToOwnCorp(3);
    const market = [...org.depts.values()].find((dept) => dept.name === '市场部')!;
    renderDepartments(`/departments?dept=${market.deptId}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Members of 市场部' }),
    ).toBeVisible();
    expect(await deptItem('市场部')).toHaveAttribute('aria-selected', 'true');
  });

  it('should search the whole corp for the member the address names, and drop the search on a pick', async () => {
    await signInToOwnCorp(3);
    const { user } = renderDepartments('/departments?member=成员2');
    expect(await screen.findByRole('searchbox', { name: 'Search members' })).toHaveValue('成员2');
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '成员2' }),
    ).toBeVisible();
    expect(within(membersRegion()).getAllByRole('rowheader')).toHaveLength(1);
    await user.click(await deptItem('研发部'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Members of 研发部' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
  });

  it('should say it is loading, then offer a retry when the tree fails', async () => {
    await signInToOwnCorp(0);
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { errcode: '7001' } });
    const { user } = renderDepartments();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('The departments could not be loaded.')).toBeVisible();
    sandbox.scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await deptItem('研发部')).toBeVisible();
  });

  it('should say an empty department has no members, and a search that matches none', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await chooseDept(user, '市场部');
    expect(await screen.findByText('No members in this department yet.')).toBeVisible();
    await chooseDept(user, '研发部');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody{Enter}');
    expect(await screen.findByText('No members match your search.')).toBeVisible();
  });

  it('should offer a retry when the members fail to load', async () => {
    await signInToOwnCorp(1);
    sandbox.scenarios.add({ path: 'service/dept/corpDeptUserList', answer: { errcode: '7001' } });
    const { user } = renderDepartments();
    expect(await screen.findByText('The members could not be loaded.')).toBeVisible();
    sandbox.scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '成员1' }),
    ).toBeVisible();
  });

  it('should search members, cut the search at 200 characters and page through', async () => {
    await signInToOwnCorp(5);
    const { user } = renderDepartments();
    await within(await findMembersRegion()).findByRole('rowheader', { name: '成员1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '成员3' }),
    ).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search members' });
    await user.type(search, '成员5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        within(membersRegion())
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['成员5']),
    );
    await user.clear(search);
    await user.click(search);
    await user.paste('x'.repeat(201));
    expect(search).toHaveValue('x'.repeat(200));
    expect(screen.getByText(/200 characters/)).toBeVisible();
  });

  it('should add a department under the chosen one, asking for a name first, and choose it', async () => {
    const { org } = await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a department under 研发部' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a department name')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Department name/ }), ' 测试组 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Members of 测试组' }),
    ).toBeVisible();
    const added = [...org.depts.values()].find((item) => item.name === '测试组')!;
    expect(org.depts.get(added.parentId)!.name).toBe('研发部');
  });

  it('should keep the name typed when the server refuses a rename, and rename', async () => {
    await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename 研发部' });
    const field = within(dialog).getByRole('textbox', { name: /Department name/ });
    await user.clear(field);
    await user.type(field, '市场部');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The department was not saved. Try again.',
    );
    expect(effects.toasts).toEqual(['A department named 市场部 is already there.']);
    expect(field).toHaveValue('市场部');
    await user.clear(field);
    await user.type(field, '研发中心');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await deptItem('研发中心')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should move a department under another, not offering itself', async () => {
    const { org } = await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 研发部' });
    const picker = within(dialog).getByRole('tree', { name: 'Destination department' });
    expect(within(picker).queryByRole('treeitem', { name: '研发部' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a department');
    await user.click(within(picker).getByRole('treeitem', { name: '市场部' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const moved = [...org.depts.values()].find((item) => item.name === '研发部')!;
    expect(org.depts.get(moved.parentId)!.name).toBe('市场部');
    expect(moved.deptLevel).toBe(2);
  });

  it('should delete an empty department after asking, and choose its parent', async () => {
    const { org } = await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '市场部');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete department' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: `Members of ${CORP}` }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(tree()).queryByRole('treeitem', { name: '市场部' })).not.toBeInTheDocument(),
    );
    expect([...org.depts.values()].some((item) => item.name === '市场部')).toBe(false);
  });

  it('should keep a department with members when the server refuses its deletion', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(effects.toasts).toEqual(['Move its members to another department first.']);
    expect(await deptItem('研发部')).toBeVisible();
  });

  it('should move members to another department, out of every other', async () => {
    const { account, org } = await signInToOwnCorp(2);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(
      await within(await findMembersRegion()).findByRole('checkbox', { name: 'Select 成员1' }),
    );
    await user.click(within(membersRegion()).getByRole('checkbox', { name: 'Select 成员2' }));
    await user.click(screen.getByRole('button', { name: 'Move to department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to department' });
    expect(dialog).toHaveTextContent('2 members will be in the department you choose');
    await user.click(
      within(within(dialog).getByRole('tree')).getByRole('treeitem', { name: '市场部' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('No members in this department yet.')).toBeVisible();
    const market = [...org.depts.values()].find((item) => item.name === '市场部')!;
    expect(org.members.get(`${account.userId}m1`)!.deptIds).toEqual([market.deptId]);
  });

  it('should edit a member, checking the fields first', async () => {
    const { account, org } = await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await user.click(
      await within(await findMembersRegion()).findByRole('button', { name: 'Edit 成员1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit 成员1' });
    const realName = within(dialog).getByRole('textbox', { name: /Name/ });
    const userName = within(dialog).getByRole('textbox', { name: /Account/ });
    await user.clear(realName);
    await user.clear(userName);
    await user.type(userName, 'wang wei');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the name')).toBeVisible();
    expect(within(dialog).getByText('Use letters, digits and _ . @ - only')).toBeVisible();
    await user.type(realName, '王伟');
    await user.clear(userName);
    await user.type(userName, 'wang.wei');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '王伟' }),
    ).toBeVisible();
    expect(org.members.get(`${account.userId}m1`)).toMatchObject({
      realName: '王伟',
      userName: 'wang.wei',
    });
  });

  it('should make a member a department admin and no longer', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await openRow(user, '成员1');
    await user.click(screen.getByRole('menuitem', { name: 'Set as department admin' }));
    expect(await within(membersRegion()).findByText('Department admin')).toBeVisible();
    await openRow(user, '成员1');
    await user.click(screen.getByRole('menuitem', { name: 'Remove as department admin' }));
    await waitFor(() =>
      expect(within(membersRegion()).queryByText('Department admin')).not.toBeInTheDocument(),
    );
  });

  it('should delete a member from the corp only with the SMS code, keeping a wrong one typed', async () => {
    const { account, org } = await signInToOwnCorp(3);
    const { user } = renderDepartments();
    await openRow(user, '成员1');
    await user.click(screen.getByRole('menuitem', { name: 'Delete from corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from the company' });
    expect(dialog).toHaveTextContent('135****0001');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = within(dialog).getByRole('textbox', { name: /Verification code/ });
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(code).toHaveValue('000000');
    expect(org.members.has(`${account.userId}m1`)).toBe(true);
    await user.clear(code);
    await user.type(code, SANDBOX_SMS_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(memberRowHeader('成员1')).not.toBeInTheDocument());
    expect(org.members.has(`${account.userId}m1`)).toBe(false);
  });

  it('should show the new last page when deleting empties the last one', async () => {
    await signInToOwnCorp(3);
    const { user } = renderDepartments();
    await within(await findMembersRegion()).findByRole('rowheader', { name: '成员1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await openRow(user, '成员3');
    await user.click(screen.getByRole('menuitem', { name: 'Delete from corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete from the company' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Verification code/ }),
      SANDBOX_SMS_CODE,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '成员1' }),
    ).toBeVisible();
  });
});
