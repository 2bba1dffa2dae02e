import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import { settleSecondCheck } from '../../../../workbench/routes/sign-in-flow/second-check';
import { createTestAccount, sandbox, startSession } from '../../../../workbench/sandbox';

import { chooseRowAction, openRowMenu } from '../../helpers/row-actions';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import {
  corpRow,
  currentSection,
  renderCorps,
  successToasts,
  verifyWithCode,
} from './render-corps';
import { SESSION_COOKIE } from '../../../../shared/cookies';
import { CERT_STATUS, CORP_TYPE } from '../../../../shared/contract';

const { effects } = setupSandbox();

/** u0001's two corps: 1001 (company, certified) and 1002 (personal, no certification needed). */
const COMPANY = '华南示范科技有限公司';
const PERSONAL = '张伟的个人账套';

describe('the corps list', () => {
  afterEach(() => {
    settleSecondCheck(false);
    toaster.remove();
  });

  it('should list every corp with its type and certification status in words', async () => {
    await signInAs('u0001');
    renderCorps();
    const company = await corpRow(COMPANY);
    expect(company.getByText('Company')).toBeInTheDocument();
    expect(company.getByText('Certified')).toBeInTheDocument();
    expect(await company.findByText('Current')).toBeInTheDocument();
    const personal = await corpRow(PERSONAL);
    expect(personal.getByText('Personal')).toBeInTheDocument();
    expect(personal.getByText('No certification needed')).toBeInTheDocument();
    expect(personal.queryByText('Current')).not.toBeInTheDocument();
    expect(personal.getByRole('button', { name: `Switch to ${PERSONAL}` })).toBeInTheDocument();
  });

  it('should mark a hidden corp, hide and show one, and refresh the list', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    const personal = await corpRow(PERSONAL);
    expect(personal.queryByText('Hidden')).not.toBeInTheDocument();
    await chooseRowAction(user, PERSONAL, 'Hide');
    expect(await personal.findByText('Hidden')).toBeInTheDocument();
    expect(await successToasts()).toContain(`${PERSONAL} is hidden from the company switcher`);
    await chooseRowAction(user, PERSONAL, 'Show');
    await waitFor(() => expect(personal.queryByText('Hidden')).not.toBeInTheDocument());
  });

  it('should say so when the list cannot be loaded, and load it again on retry', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/corp/list',
      answer: { errcode: '7001', description: 'down' },
      times: 1,
    });
    const { user } = renderCorps();
    const list = within(screen.getByRole('region', { name: 'Your companies' }));
    expect(await list.findByRole('alert')).toHaveTextContent('The companies could not be loaded.');
    expect(list.getByRole('alert')).toHaveTextContent('down');
    expect(effects.toasts).toEqual([]);
    await user.click(list.getByRole('button', { name: 'Try again' }));
    expect(await corpRow(COMPANY)).toBeTruthy();
  });

  it('should show the wait while the list loads', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({ path: 'service/corp/list', answer: { delayMs: 60_000 } });
    renderCorps();
    const list = within(screen.getByRole('region', { name: 'Your companies' }));
    expect(list.getByRole('status')).toHaveTextContent('Loading');
  });

  it('should offer delete only for the corps the person created', async () => {
    const account = createTestAccount(await sandbox.state(), { ownCorp: true });
    await signInAs(account.userId);
    const { user } = renderCorps();
    await corpRow('测试账号0001的企业');
    expect(await openRowMenu(user, '测试账号0001的企业', 'Delete')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await corpRow(COMPANY);
    await openRowMenu(user, COMPANY, 'Hide');
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('adding a corp', () => {
  afterEach(() => toaster.remove());

  it('should register a company and list it without a reload', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.type(dialog.getByLabelText(/Company name/), '  新的示范公司 ');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    const row = await corpRow('新的示范公司');
    expect(row.getByText('Company')).toBeInTheDocument();
    expect(row.getByText('Not certified')).toBeInTheDocument();
    expect(await successToasts()).toContain('Added 新的示范公司');
    const state = await sandbox.state();
    const added = [...state.orgs.values()].find((org) => org.corp.corpName === '新的示范公司')!;
    expect(added.corp.corpType).toBe(CORP_TYPE.corporate);
  });

  it('should add a personal corp through addCorp', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.type(dialog.getByLabelText(/Company name/), '我的小账套');
    await user.click(dialog.getByRole('radio', { name: 'Personal' }));
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    const row = await corpRow('我的小账套');
    expect(row.getByText('Personal')).toBeInTheDocument();
    expect(row.getByText('No certification needed')).toBeInTheDocument();
    const state = await sandbox.state();
    const added = [...state.orgs.values()].find((org) => org.corp.corpName === '我的小账套')!;
    expect(added.corp.corpInfo.certStatus).toBe(CERT_STATUS.notNeeded);
  });

  it('should ask for a name before sending anything', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.type(dialog.getByLabelText(/Company name/), '   ');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByText('Enter the company name')).toBeInTheDocument();
  });

  it('should keep what was typed when the server refuses', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/corp/registerCorp',
      answer: { errcode: '7002', description: 'name taken' },
      times: 1,
    });
    const { user } = renderCorps();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.type(dialog.getByLabelText(/Company name/), '重名公司');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The company was not added.');
    expect(effects.toasts).toContain('name taken');
    expect(dialog.getByLabelText(/Company name/)).toHaveValue('重名公司');
  });

  it('should open the add dialog from ?add=1 and drop the query once closed', async () => {
    await signInAs('u0001');
    const { user } = renderCorps('/corps?add=1');
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/corps$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('switching corp', () => {
  afterEach(() => {
    settleSecondCheck(false);
    toaster.remove();
  });

  it('should switch and show the new current corp', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    const personal = await corpRow(PERSONAL);
    await user.click(personal.getByRole('button', { name: `Switch to ${PERSONAL}` }));
    expect(await personal.findByText('Current')).toBeInTheDocument();
    expect(await currentSection().findByText(PERSONAL)).toBeInTheDocument();
    expect(await successToasts()).toContain(`Switched to ${PERSONAL}`);
  });

  /** A test account in corp 1001 whose own corp asks for the second check. */
  async function inSharedCorp() {
    const state = await sandbox.state();
    const account = createTestAccount(state, { secondCheck: true });
    const { session } = startSession(state, account.userId, '1001');
    document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
    return state.orgs.get(state.accounts.get(account.userId)!.defaultCorpId)!.corp.corpName;
  }

  it('should pass the second check of a corp that asks for it, then switch', async () => {
    const own = await inSharedCorp();
    const { user } = renderCorps();
    await user.click((await corpRow(own)).getByRole('button', { name: `Switch to ${own}` }));
    expect(await screen.findByRole('dialog', { name: 'Second verification' })).toBeInTheDocument();
    await verifyWithCode(user);
    expect(await currentSection().findByText(own)).toBeInTheDocument();
    expect(await (await corpRow(own)).findByText('Current')).toBeInTheDocument();
  });

  it('should stay in the corp when the second check is closed, and say why', async () => {
    const own = await inSharedCorp();
    const { user } = renderCorps();
    await user.click((await corpRow(own)).getByRole('button', { name: `Switch to ${own}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Second verification' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(toaster.getVisibleToasts()).toContainEqual(
        expect.objectContaining({
          type: 'error',
          description: 'Not switched: that company asks for a second verification first.',
        }),
      ),
    );
    // The name shows twice there: the corp's, and the certified enterprise's.
    expect(await currentSection().findAllByText(COMPANY)).not.toHaveLength(0);
  });
});

describe('deleting a corp', () => {
  afterEach(() => toaster.remove());

  it('should delete a created corp with the SMS code and drop it from the list', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await corpRow(PERSONAL);
    await chooseRowAction(user, PERSONAL, 'Delete');
    expect(await screen.findByRole('dialog', { name: 'Delete company' })).toHaveTextContent(
      '138****8000',
    );
    await verifyWithCode(user);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: new RegExp(PERSONAL) })).toBeNull(),
    );
    expect(await successToasts()).toContain(`Deleted ${PERSONAL}`);
    expect((await sandbox.state()).orgs.has('1002')).toBe(false);
  });

  it('should keep the dialog and the code when the code is wrong', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await corpRow(PERSONAL);
    await chooseRowAction(user, PERSONAL, 'Delete');
    await verifyWithCode(user, '000000');
    const dialog = within(screen.getByRole('dialog', { name: 'Delete company' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The company was not deleted.');
    expect(dialog.getByLabelText(/Verification code/)).toHaveValue('000000');
    expect((await sandbox.state()).orgs.has('1002')).toBe(true);
  });
});
