import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import { createTestAccount, creditCodeFor, sandbox } from '../../../../workbench/sandbox';
import { chooseRowAction, openRowMenu } from '../../helpers/row-actions';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { CODE, corpRow, currentSection, renderCorps, successToasts } from './render-corps';

const { server } = setupSandbox();
const requests = countRequests(server);

const PERSONAL = '张伟的个人账套';

/** In the topmost verification dialog: sends the code, types it, and clicks Confirm twice in one task. */
async function confirmCodeTwice(user: UserEvent) {
  const dialogs = await screen.findAllByRole('dialog');
  const dialog = within(dialogs[dialogs.length - 1]!);
  await user.click(dialog.getByRole('button', { name: 'Send code' }));
  await dialog.findByRole('button', { name: /Resend in/ });
  await user.type(dialog.getByLabelText(/Verification code/), CODE);
  clickTwiceInOneTask(dialog.getByRole('button', { name: 'Confirm' }));
}

describe('the corps page, two clicks in one task', () => {
  afterEach(() => toaster.remove());

  it('should add a company with one request', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.type(dialog.getByLabelText(/Company name/), '新的示范公司');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Add' }));
    expect(await corpRow('新的示范公司')).toBeTruthy();
    expect(requests('service/corp/registerCorp')).toBe(1);
  });

  it('should add a company on Enter in its name', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await screen.findByRole('button', { name: 'Add company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a company' }));
    await user.type(dialog.getByLabelText(/Company name/), '回车公司{Enter}');
    expect(await corpRow('回车公司')).toBeTruthy();
    expect(requests('service/corp/registerCorp')).toBe(1);
  });

  it('should rename the company with one request, Enter in the name going on to the code', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await currentSection().findByRole('button', { name: 'Edit company' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit company' }));
    await user.type(form.getByLabelText(/Company name/), '二部{Enter}');
    await screen.findByRole('dialog', { name: 'Confirm the changes' });
    await confirmCodeTwice(user);
    expect(await successToasts()).toContain('Saved the changes to 华南示范科技有限公司二部');
    expect(requests('service/corp/modifyCorp')).toBe(1);
  });

  it('should delete a company with one request', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await corpRow(PERSONAL);
    await chooseRowAction(user, PERSONAL, 'Delete');
    await screen.findByRole('dialog', { name: 'Delete company' });
    await confirmCodeTwice(user);
    expect(await successToasts()).toContain(`Deleted ${PERSONAL}`);
    expect(requests('service/corp/delCorp')).toBe(1);
  });

  it('should hide a company and switch to it with one request each', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    const personal = await corpRow(PERSONAL);
    clickTwiceInOneTask(await openRowMenu(user, PERSONAL, 'Hide'));
    expect(await personal.findByText('Hidden')).toBeInTheDocument();
    expect(requests('service/corp/setCorpHide')).toBe(1);
    clickTwiceInOneTask(personal.getByRole('button', { name: `Switch to ${PERSONAL}` }));
    expect(await personal.findByText('Current')).toBeInTheDocument();
    expect(requests('service/corp/switchCorp')).toBe(1);
  });

  it('should submit a certification with one request', async () => {
    const account = createTestAccount(await sandbox.state(), { ownCorp: true });
    await signInAs(account.userId);
    const { user } = renderCorps();
    const cert = within(await screen.findByRole('region', { name: 'Certification' }));
    await user.click(await cert.findByRole('button', { name: 'Certify' }));
    const form = within(await screen.findByRole('dialog', { name: 'Certify the company' }));
    await user.click(form.getByRole('radio', { name: 'The credit code only' }));
    await user.upload(
      form.getByLabelText('Business licence', { selector: 'input' }),
      new File(['%PDF-1.7 licence'], 'licence.pdf', { type: 'application/pdf' }),
    );
    // The licence is read before it shows; Enter before then finds none.
    await form.findByText('licence.pdf');
    await user.type(form.getByLabelText(/Credit code/), `${creditCodeFor('测试')}{Enter}`);
    await screen.findByRole('dialog', { name: 'Confirm the certification' });
    await confirmCodeTwice(user);
    expect(await cert.findByText('Certification in review')).toBeInTheDocument();
    expect(requests('service/cert/codeenter')).toBe(1);
    clickTwiceInOneTask(cert.getByRole('button', { name: 'Check the result' }));
    expect(await cert.findByText('Certified')).toBeInTheDocument();
    expect(requests('service/cert/syncinfo')).toBe(1);
  });

  it('should save the certification details with one request', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    const cert = within(await screen.findByRole('region', { name: 'Certification' }));
    await user.click(await cert.findByRole('button', { name: 'Edit details' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit certification details' }));
    await user.type(form.getByLabelText(/Legal person/), '敏');
    clickTwiceInOneTask(form.getByRole('button', { name: 'Save' }));
    expect(await successToasts()).toContain('Certification details saved');
    expect(requests('service/corp/modifyCertCorp')).toBe(1);
  });

  it('should ask to make an admin with one request, and search on Enter without asking', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await currentSection().findByRole('button', { name: 'Set admins' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set admins' }));
    const members = (await sandbox.state()).orgs.get('1001')!.members;
    const target = [...members.values()].find((member) => !member.admin && member.mobile)!;
    await user.type(dialog.getByLabelText('Find a member'), `${target.realName}{Enter}`);
    await user.click(await dialog.findByRole('radio', { name: new RegExp(target.realName) }));
    await user.type(dialog.getByLabelText('Find a member'), '{Enter}');
    expect(requests('service/corp/setAdmin')).toBe(0);
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Make admin' }));
    await dialog.findByRole('button', { name: 'I have verified' });
    expect(requests('service/corp/setAdmin')).toBe(1);
  });

  it('should bind the WeCom members with one request', async () => {
    await signInAs('u0001');
    renderCorps();
    const section = within(
      await screen.findByRole('region', { name: 'Enterprise WeChat (WeCom)' }),
    );
    const bind = await section.findByRole('button', { name: 'Bind all members' });
    await waitFor(() => expect(bind).toBeEnabled());
    clickTwiceInOneTask(bind);
    await successToasts();
    expect(requests('service/corp/bindQywxMembers')).toBe(1);
  });
});
