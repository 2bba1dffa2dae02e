import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DevicesPage from '../../../../workbench/routes/devices/devices-page';
import { createTestAccount, sandbox, SANDBOX_CLIENT_IP } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { renderPage } from './render-page';
import { TABLE_PAGE_SIZE } from '../../../../shared/constants';
import { chooseRowAction } from '../../helpers/row-actions';

const { effects, server } = setupSandbox();
const requests = countRequests(server);

function renderDevices() {
  const user = userEvent.setup();
  renderPage(<DevicesPage />);
  return { user };
}

/** The main serial numbers of u0001's corp, newest first as the page lists them. */
async function mainSlns() {
  const state = await sandbox.state();
  const corpId = state.accounts.get('u0001')!.defaultCorpId;
  return [...state.devices.byCorp.get(corpId)!.slns.values()].sort(
    (a, b) => b.createdAt - a.createdAt,
  );
}

const mainTable = () => screen.findByRole('table', { name: 'Main serial numbers' });

describe('the devices page', () => {
  it('should show the main serial numbers and the client IP', async () => {
    await signInAs('u0001');
    const slns = await mainSlns();
    renderDevices();
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    const table = await mainTable();
    for (const sln of slns.slice(0, 3))
      expect(within(table).getByRole('rowheader', { name: sln.sln })).toBeInTheDocument();
    expect(await screen.findByText(`Your IP address: ${SANDBOX_CLIENT_IP}`)).toBeInTheDocument();
  });

  it('should say it is loading, then show the list', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({ path: 'service/device/getallslnlist', answer: { delayMs: 300 } });
    renderDevices();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(await mainTable()).toBeInTheDocument();
  });

  it('should say a corp without serial numbers has none', async () => {
    const state = await sandbox.state();
    const { userId } = createTestAccount(state, { ownCorp: true });
    await signInAs(userId);
    renderDevices();
    expect(await screen.findByText(/no serial numbers|Add a main serial number/i)).toBeVisible();
  });

  it('should show what failed with a retry that loads the list', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/device/getallslnlist',
      answer: { errcode: '7001', description: 'Device service unavailable.' },
      times: 1,
    });
    const { user } = renderDevices();
    expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Device service unavailable.');
    expect(effects.toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await mainTable()).toBeInTheDocument();
  });

  it('should add a serial number, report it and list it', async () => {
    await signInAs('u0001');
    const { user } = renderDevices();
    await mainTable();
    await user.click(screen.getByRole('button', { name: /add/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a serial number' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Serial number/ }),
      'zz12-cd34-ef56-gh78',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('ZZ12-CD34-EF56-GH78 is added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('rowheader', { name: 'ZZ12-CD34-EF56-GH78' }),
    ).toBeInTheDocument();
  });

  it('should add, change and delete serial numbers with one request for two clicks in one task', async () => {
    await signInAs('u0001');
    const first = (await mainSlns()).slice(0, 3).find((sln) => sln.status === 1)!;
    const { user } = renderDevices();
    await mainTable();
    await user.click(screen.getByRole('button', { name: /add/i }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a serial number' }));
    await user.type(dialog.getByRole('textbox', { name: /Serial number/ }), 'zz12-cd34-ef56-gh78');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('ZZ12-CD34-EF56-GH78 is added.')).toBeInTheDocument();
    expect(requests('service/device/adddevicesln')).toBe(1);
    clickTwiceInOneTask(screen.getByRole('button', { name: `Disable ${first.sln}` }));
    expect(await screen.findByText(`${first.sln} is disabled.`)).toBeInTheDocument();
    expect(requests('service/device/editslnstatus')).toBe(1);
    await chooseRowAction(user, first.sln, 'Delete');
    const confirm = within(await screen.findByRole('alertdialog'));
    clickTwiceInOneTask(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The serial number is deleted.')).toBeInTheDocument();
    expect(requests('service/device/deletemainsln')).toBe(1);
  });

  it('should keep what was typed when the server refuses a serial number', async () => {
    await signInAs('u0001');
    const [first] = await mainSlns();
    const { user } = renderDevices();
    await mainTable();
    await user.click(screen.getByRole('button', { name: /add/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a serial number' });
    const field = within(dialog).getByRole('textbox', { name: /Serial number/ });
    await user.type(field, first!.sln);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('is already added');
    expect(field).toHaveValue(first!.sln);
  });

  it('should disable an enabled main serial number and report it', async () => {
    await signInAs('u0001');
    const first = (await mainSlns()).slice(0, 3).find((sln) => sln.status === 1);
    const { user } = renderDevices();
    await mainTable();
    await user.click(screen.getByRole('button', { name: `Disable ${first!.sln}` }));
    expect(await screen.findByText(`${first!.sln} is disabled.`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Enable ${first!.sln}` })).toBeInTheDocument();
  });

  it('should delete a main serial number after asking', async () => {
    await signInAs('u0001');
    const slns = await mainSlns();
    const last = slns[0]!;
    const { user } = renderDevices();
    await mainTable();
    await chooseRowAction(user, last.sln, 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The serial number is deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: last.sln })).not.toBeInTheDocument(),
    );
  });

  it('should authorise a member on the chosen main serial number', async () => {
    await signInAs('u0001');
    const first = (await mainSlns()).find((sln) => sln.status === 1);
    const { user } = renderDevices();
    await mainTable();
    await user.click(screen.getByRole('tab', { name: /Sub serial numbers/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Main serial number' }),
      first!.slnId,
    );
    const table = await screen.findByRole('table', { name: 'Sub serial numbers' });
    const before = within(table).getAllByRole('row').length;
    await user.click(screen.getByRole('button', { name: /authorise|add/i }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('checkbox')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Members authorised: 1')).toBeInTheDocument();
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('table', { name: 'Sub serial numbers' })).getAllByRole(
          'row',
        ),
      ).toHaveLength(Math.min(before + 1, TABLE_PAGE_SIZE + 1)),
    );
  });

  it('should let go of the chosen serial number it deletes, so its lists are not read again', async () => {
    await signInAs('u0001');
    const slns = await mainSlns();
    const last = slns[0]!;
    const { user } = renderDevices();
    await mainTable();
    await user.click(screen.getByRole('tab', { name: /White list/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Main serial number' }),
      last.slnId,
    );
    await user.click(screen.getByRole('tab', { name: /Main serial numbers/ }));
    await chooseRowAction(user, last.sln, 'Delete');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The serial number is deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /White list/ }));
    expect(await screen.findByRole('combobox', { name: 'Main serial number' })).toHaveValue('');
    expect(effects.toasts).toEqual([]);
  });
});
