import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import { paths } from '../../../../workbench/routes/paths';
import SelfServicePage from '../../../../workbench/routes/self-service/self-service-page';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { accountWithOrders, relationsTable, renderPage, rowOf } from './render-page';

const { effects } = setupSandbox();

function open() {
  const user = userEvent.setup();
  renderPage(paths.selfService.path, <SelfServicePage />);
  return user;
}

describe('SelfServicePage', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('should list the relation infos with their proof and status, and the orders', async () => {
    const { relations } = await accountWithOrders();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Self service' })).toBeVisible();
    const table = await relationsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + relations.length);
    expect(within(table).getByText('Code to the order mobile')).toBeInTheDocument();
    expect(within(table).getAllByText('Waiting')).toHaveLength(relations.length);
    expect(within(table).getByText("Code to your account's mobile")).toBeInTheDocument();
    expect(within(table).getByText('Check of the order details')).toBeInTheDocument();
    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(within(orders).getAllByRole('row')).toHaveLength(3);
    expect(within(orders).getByText('Trial')).toBeInTheDocument();
  });

  it('should relate by the answer on record, keeping a refused answer as typed', async () => {
    const { relations } = await accountWithOrders();
    const relation = relations.find((entry) => entry.protect === 6)!;
    const user = open();
    const row = await rowOf(relation.orderNum, /Order number/);
    await user.click(row.getByRole('button', { name: /^Relate/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Relate order ${relation.orderNum}` }),
    );
    await user.click(dialog.getByRole('button', { name: 'Relate' }));
    expect(dialog.getByText('Enter the answer')).toBeInTheDocument();
    const field = dialog.getByRole('textbox', { name: 'Order number' });
    await user.type(field, 'DD-WRONG');
    await user.click(dialog.getByRole('button', { name: 'Relate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The answer does not match the order.',
    );
    expect(field).toHaveValue('DD-WRONG');
    expect(effects.toasts).toEqual(['The answer does not match the order.']);
    await user.clear(field);
    await user.type(field, relation.orderNum);
    await user.click(dialog.getByRole('button', { name: 'Relate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await (await rowOf(relation.orderNum, /Order number/)).findByText('Related'),
    ).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({
        type: 'success',
        description: `Order ${relation.orderNum} is now related to your account.`,
      }),
    ]);
  });

  it('should ask before declining, and show the relation declined', async () => {
    const { relations } = await accountWithOrders();
    const relation = relations.find((entry) => entry.protect === 4)!;
    const user = open();
    const row = await rowOf(relation.orderNum, /Employees count/);
    await user.click(row.getByRole('button', { name: /^Decline/ }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Decline this relation info?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(relation.status).toBe('pending');
    await user.click(row.getByRole('button', { name: /^Decline/ }));
    const again = within(await screen.findByRole('alertdialog'));
    await user.click(again.getByRole('button', { name: 'Decline' }));
    expect(
      await (await rowOf(relation.orderNum, /Employees count/)).findByText('Declined'),
    ).toBeInTheDocument();
    expect(relation.status).toBe('rejected');
  });

  it('should relate by a code to the order mobile, then offer that mobile and change to it', async () => {
    const { account, relations } = await accountWithOrders();
    const relation = relations.find((entry) => entry.protect === 1)!;
    const user = open();
    const row = await rowOf(relation.orderNum, /Code to the order mobile/);
    await user.click(row.getByRole('button', { name: /^Relate/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Relate order ${relation.orderNum}` }),
    );
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('button', { name: /Resend in/ });
    await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), '246810');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    const masked = `${relation.mobile.slice(0, 3)}****${relation.mobile.slice(-4)}`;
    const notice = await screen.findByText(`A related order proposes ${masked} as your mobile`);
    expect(notice).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change mobile' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Change your mobile?' }));
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText(/proposes/)).not.toBeInTheDocument());
    const state = await sandbox.state();
    expect(state.accounts.get(account.userId)!.mobile).toBe(relation.mobile);
  });

  it('should show one order relation infos in a dialog', async () => {
    const { relations } = await accountWithOrders();
    const orderNum = relations[0]!.orderNum;
    const user = open();
    await user.click(await screen.findByRole('button', { name: `Relation infos of ${orderNum}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Order ${orderNum}` }));
    const table = await dialog.findByRole('table');
    const listed = relations.filter((relation) => relation.orderNum === orderNum);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + listed.length);
    expect(within(table).queryByRole('button', { name: /^Relate/ })).not.toBeInTheDocument();
  });

  it('should say when there is nothing, for an account without orders', async () => {
    await signInAs(createTestAccount(await sandbox.state(), {}).userId);
    open();
    expect(await screen.findByText('There are no relation infos for your account.')).toBeVisible();
    expect(await screen.findByText('You have no orders.')).toBeVisible();
  });

  it('should say what failed, and load it again on retry', async () => {
    await accountWithOrders();
    sandbox.scenarios.add({
      path: 'service/selfService/orders',
      answer: { errcode: '7001', description: 'Orders are down.' },
      times: 1,
    });
    const user = open();
    expect(await screen.findByText('The orders could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeVisible();
  });
});
