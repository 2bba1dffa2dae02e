import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll } from 'vitest';
import DepartmentsPage from '../../../../workbench/routes/departments/departments-page';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { signInAs } from '../../helpers/sandbox';

/*
 * jsdom lays nothing out: every box is 0 high, so the member table's virtualiser would see no
 * viewport. Here its scroll region is 480 px high and every row 48 px, as in a browser.
 */
export function layOutMemberTable(): void {
  const descriptors = {
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('data-testid') === 'table-scroll' ? 480 : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'TR' ? 48 : 0;
      },
    });
  });
  afterAll(() => {
    if (descriptors.clientHeight)
      Object.defineProperty(Element.prototype, 'clientHeight', descriptors.clientHeight);
    if (descriptors.offsetHeight)
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', descriptors.offsetHeight);
  });
}

/**
 * Signed in to a fresh corp of its own: the creator 测试账号0001 in the root, and 成员1…成员n in
 * 研发部 (市场部 empty). Answers the account.
 */
export async function signInToOwnCorp(members = 3) {
  const state = await sandbox.state();
  const account = createTestAccount(state, { ownCorp: true, members });
  await signInAs(account.userId);
  const org = state.orgs.get(state.accounts.get(account.userId)!.defaultCorpId)!;
  return { account, org };
}

/** The page at its address; `entry` may carry the command palette's `dept` or `member`. */
export function renderDepartments(entry = '/departments') {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]} useTransitions={false}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DepartmentsPage />
      </SWRConfig>
    </MemoryRouter>,
  );
  return { user };
}

export const tree = () => screen.getByRole('tree', { name: 'Departments' });
export const deptItem = async (name: string) =>
  within(await screen.findByRole('tree', { name: 'Departments' })).findByRole('treeitem', {
    name,
  });
export const membersRegion = () => screen.getByRole('region', { name: /^Members of / });
export const findMembersRegion = () => screen.findByRole('region', { name: /^Members of / });
export const memberRowHeader = (name: string) =>
  within(membersRegion()).queryByRole('rowheader', { name });
