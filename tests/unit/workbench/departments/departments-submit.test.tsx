import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SMS_CODE } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
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

const { server } = setupSandbox();
const requests = countRequests(server);
layOutMemberTable();

async function chooseDept(user: UserEvent, name: string) {
  await user.click(await deptItem(name));
  await screen.findByRole('heading', { level: 2, name: `Members of ${name}` });
}

async function openRowAction(user: UserEvent, member: string, action: string) {
  await user.click(
    await within(await findMembersRegion()).findByRole('button', {
      name: `More actions for ${member}`,
    }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the departments page, two clicks in one task', () => {
  it('should add a department with one request, and on Enter in its name', async () => {
    await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Add a department under 研发部' }),
    );
    await user.type(dialog.getByRole('textbox', { name: /Department name/ }), '测试组');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Add' }));
    await screen.findByRole('heading', { level: 2, name: 'Members of 测试组' });
    expect(requests('service/dept/add')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add a department under 测试组' }));
    await user.type(dialog.getByRole('textbox', { name: /Department name/ }), '回车组{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Members of 回车组' });
    expect(requests('service/dept/add')).toBe(2);
  });

  it('should rename a department with one request', async () => {
    await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename 研发部' }));
    await user.type(dialog.getByRole('textbox', { name: /Department name/ }), '二组');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Save' }));
    expect(await deptItem('研发部二组')).toBeVisible();
    expect(requests('service/dept/update')).toBe(1);
  });

  it('should move a department with one request, and not on Enter in the tree search', async () => {
    await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 研发部' });
    const picker = within(within(dialog).getByRole('tree', { name: 'Destination department' }));
    await user.click(picker.getByRole('treeitem', { name: '市场部' }));
    // Enter in the tree's search filters; it does not move.
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search departments' }),
      '市{Enter}',
    );
    expect(screen.getByRole('dialog', { name: 'Move 研发部' })).toBeInTheDocument();
    expect(requests('service/dept/update')).toBe(0);
    clickTwiceInOneTask(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('service/dept/update')).toBe(1);
  });

  it('should delete a department with one request', async () => {
    await signInToOwnCorp(0);
    const { user } = renderDepartments();
    await chooseDept(user, '市场部');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete department' }));
    clickTwiceInOneTask(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(tree()).queryByRole('treeitem', { name: '市场部' })).not.toBeInTheDocument(),
    );
    expect(requests('service/dept/delete')).toBe(1);
  });

  it('should move members with one request', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(
      await within(await findMembersRegion()).findByRole('checkbox', { name: 'Select 成员1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move to department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to department' });
    await user.click(
      within(within(dialog).getByRole('tree')).getByRole('treeitem', { name: '市场部' }),
    );
    clickTwiceInOneTask(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('No members in this department yet.')).toBeVisible();
    expect(requests('service/dept/moveDeptUser')).toBe(1);
  });

  it('should edit a member with one request', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await user.click(
      await within(await findMembersRegion()).findByRole('button', { name: 'Edit 成员1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit 成员1' }));
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), '甲');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await within(await findMembersRegion()).findByRole('rowheader', { name: '成员1甲' }),
    ).toBeVisible();
    expect(requests('service/dept/editDeptUser')).toBe(1);
  });

  it('should save a member on Enter in a field of the edit dialog', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await user.click(
      await within(await findMembersRegion()).findByRole('button', { name: 'Edit 成员1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit 成员1' }));
    await user.type(dialog.getByRole('textbox', { name: /Account/ }), '.new{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('service/dept/editDeptUser')).toBe(1);
  });

  it('should make a member a department admin with one request', async () => {
    await signInToOwnCorp(1);
    const { user } = renderDepartments();
    await chooseDept(user, '研发部');
    await user.click(
      await within(await findMembersRegion()).findByRole('button', {
        name: 'More actions for 成员1',
      }),
    );
    clickTwiceInOneTask(await screen.findByRole('menuitem', { name: 'Set as department admin' }));
    expect(await within(membersRegion()).findByText('Department admin')).toBeVisible();
    expect(requests('service/dept/setDeptAdmin')).toBe(1);
  });

  it('should delete a member from the corp with one request', async () => {
    await signInToOwnCorp(3);
    const { user } = renderDepartments();
    await openRowAction(user, '成员1', 'Delete from corp');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete from the company' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(dialog.getByRole('textbox', { name: /Verification code/ }), SANDBOX_SMS_CODE);
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(memberRowHeader('成员1')).not.toBeInTheDocument());
    expect(requests('service/corp/deleteUsers')).toBe(1);
  });
});
