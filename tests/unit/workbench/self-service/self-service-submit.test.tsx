import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import { paths } from '../../../../workbench/routes/paths';
import SelfServicePage from '../../../../workbench/routes/self-service/self-service-page';
import { maskMobile } from '../../../../shared/validation/mobile';
import { sandbox } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { accountWithOrders, renderPage, rowOf } from './render-page';

const { server } = setupSandbox();
const requests = countRequests(server);

/** The page open for a fresh account with orders, and its relation info proved `protect` way. */
async function openWithOrders() {
  const { account, relations } = await accountWithOrders();
  const user = userEvent.setup();
  renderPage(paths.selfService.path, <SelfServicePage />);
  return {
    account,
    user,
    proved: (protect: number) => relations.find((entry) => entry.protect === protect)!,
  };
}

describe('the self-service page, two clicks in one task', () => {
  afterEach(() => toaster.remove());

  it('should relate by the answer with one request, and on Enter in the answer', async () => {
    const { user, proved } = await openWithOrders();
    const relation = proved(6);
    const row = await rowOf(relation.orderNum, /Order number/);
    await user.click(row.getByRole('button', { name: /^Relate/ }));
    const name = `Relate order ${relation.orderNum}`;
    let dialog = within(await screen.findByRole('dialog', { name }));
    await user.type(dialog.getByRole('textbox', { name: 'Order number' }), 'DD-WRONG{Enter}');
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(requests('service/selfService/relationInfo/result')).toBe(1);
    const field = dialog.getByRole('textbox', { name: 'Order number' });
    await user.clear(field);
    await user.type(field, relation.orderNum);
    dialog = within(screen.getByRole('dialog', { name }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Relate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('service/selfService/relationInfo/result')).toBe(2);
  });

  it('should decline with one request', async () => {
    const { user, proved } = await openWithOrders();
    const relation = proved(4);
    const row = await rowOf(relation.orderNum, /Employees count/);
    await user.click(row.getByRole('button', { name: /^Decline/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Decline' }));
    expect(
      await (await rowOf(relation.orderNum, /Employees count/)).findByText('Declined'),
    ).toBeInTheDocument();
    expect(requests('service/selfService/relationInfo/result')).toBe(1);
  });

  it('should relate by a code and change the mobile with one request each', async () => {
    const { user, proved } = await openWithOrders();
    const relation = proved(1);
    const row = await rowOf(relation.orderNum, /Code to the order mobile/);
    await user.click(row.getByRole('button', { name: /^Relate/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Relate order ${relation.orderNum}` }),
    );
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('button', { name: /Resend in/ });
    await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), '246810');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/A related order proposes/);
    expect(requests('service/selfService/relationInfo/result')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Change mobile' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Change your mobile?' }));
    clickTwiceInOneTask(confirm.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText(/proposes/)).not.toBeInTheDocument());
    expect(requests('service/confirmMobileChange')).toBe(1);
  });

  it('should relate a parity check on its confirmation, keeping the details when refused', async () => {
    const { user, proved } = await openWithOrders();
    const relation = proved(9999);
    sandbox.scenarios.add({
      path: 'service/selfService/relationInfo/result',
      answer: { errcode: '-1', description: 'Relating is paused.' },
      times: 1,
    });
    const row = await rowOf(relation.orderNum, /Check of the order details/);
    await user.click(row.getByRole('button', { name: /^Relate/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Relate order ${relation.orderNum}` }),
    );
    expect(dialog.getByText('Do these details match your purchase?')).toBeInTheDocument();
    expect(dialog.getByText(relation.corpName)).toBeInTheDocument();
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'They match, relate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Relating is paused.');
    expect(dialog.getByText(relation.corpName)).toBeInTheDocument();
    expect(requests('service/selfService/relationInfo/result')).toBe(1);
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'They match, relate' }));
    expect(
      await (await rowOf(relation.orderNum, /Check of the order details/)).findByText('Related'),
    ).toBeInTheDocument();
    expect(requests('service/selfService/relationInfo/result')).toBe(2);
  });

  it('should send a protected contact’s code to the account’s own mobile', async () => {
    const { account, user, proved } = await openWithOrders();
    const relation = proved(10000);
    const row = await rowOf(relation.orderNum, /Code to your account's mobile/);
    expect(await row.findByText(`(${maskMobile(account.mobile)})`)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: /^Relate/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Relate order ${relation.orderNum}` }),
    );
    expect(dialog.getByText(/The order's contact is protected/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('button', { name: /Resend in/ });
    await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), '246810');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Confirm' }));
    expect(
      await (await rowOf(relation.orderNum, /Code to your account's mobile/)).findByText('Related'),
    ).toBeInTheDocument();
    expect(requests('service/selfService/relationInfo/result')).toBe(1);
    expect(screen.queryByText(/A related order proposes/)).not.toBeInTheDocument();
  });
});
