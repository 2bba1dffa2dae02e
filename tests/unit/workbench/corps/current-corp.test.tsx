import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import {
  createTestAccount,
  creditCodeFor,
  sandbox,
  startSession,
} from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import {
  corpRow,
  currentSection,
  renderCorps,
  successToasts,
  verifyWithCode,
} from './render-corps';
import { SESSION_COOKIE } from '../../../../shared/cookies';
import { CERT_STATUS } from '../../../../shared/contract';
import { DESTINATIONS } from '../../../../shared/destinations';

const { effects } = setupSandbox();

const COMPANY = '华南示范科技有限公司';
const OWN_CORP = '测试账号0001的企业';

/** A fresh account signed in to its own uncertified company, creator and only member. */
async function signInToOwnCorp() {
  const account = createTestAccount(await sandbox.state(), { ownCorp: true });
  await signInAs(account.userId);
  return account;
}

const certSection = async () =>
  within(await screen.findByRole('region', { name: 'Certification' }));

describe('the current corp', () => {
  afterEach(() => toaster.remove());

  it('should show the corp, its second-check flag and the person role', async () => {
    await signInAs('u0001');
    renderCorps();
    const section = currentSection();
    expect(await section.findByText('Creator')).toBeInTheDocument();
    expect(section.getByText('Off')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Transfer company' })).toBeInTheDocument();
  });

  it('should offer an ordinary member no admin actions', async () => {
    const account = createTestAccount(await sandbox.state(), {});
    await signInAs(account.userId);
    renderCorps();
    const section = currentSection();
    expect(await section.findByText('Member')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Edit company' })).not.toBeInTheDocument();
    const cert = await certSection();
    expect(await cert.findByText('Certified')).toBeInTheDocument();
    expect(cert.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should rename the corp and turn its second check on with the SMS code', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await currentSection().findByRole('button', { name: 'Edit company' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit company' }));
    const name = form.getByLabelText(/Company name/);
    await user.clear(name);
    await user.type(name, '华南示范科技（集团）有限公司');
    await user.click(form.getByRole('checkbox', { name: /second verification/ }));
    await user.click(form.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm the changes' })).toBeInTheDocument();
    await verifyWithCode(user);
    expect(await corpRow('华南示范科技（集团）有限公司')).toBeTruthy();
    expect(await currentSection().findByText('Asked when entering')).toBeInTheDocument();
    const corp = (await sandbox.state()).orgs.get('1001')!.corp;
    expect(corp.corpName).toBe('华南示范科技（集团）有限公司');
    expect(corp.corpInfo.secondCheck).toBe(true);
  });

  it('should go back to the form with what was typed when the code step is closed', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await currentSection().findByRole('button', { name: 'Edit company' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit company' }));
    await user.type(form.getByLabelText(/Company name/), '二部');
    await user.click(form.getByRole('button', { name: 'Next' }));
    const verify = within(await screen.findByRole('dialog', { name: 'Confirm the changes' }));
    await user.click(verify.getByRole('button', { name: 'Cancel' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit company' }));
    expect(again.getByLabelText(/Company name/)).toHaveValue(`${COMPANY}二部`);
  });
});

/** A 1 x 1 PNG, as a photographed licence would be chosen. */
function licencePng() {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], '营业执照.png', { type: 'image/png' });
}

describe('certification', () => {
  afterEach(() => toaster.remove());

  /** Opens Certify and fills it by credit code, the licence chosen (not necessarily read yet). */
  async function fillByCode(user: UserEvent, code: string) {
    const cert = await certSection();
    await user.click(await cert.findByRole('button', { name: 'Certify' }));
    const form = within(await screen.findByRole('dialog', { name: 'Certify the company' }));
    await user.click(form.getByRole('radio', { name: 'The credit code only' }));
    await user.type(form.getByLabelText(/Credit code/), code);
    await user.upload(form.getByLabelText('Business licence', { selector: 'input' }), licencePng());
    return form;
  }

  async function certifyByCode(user: UserEvent, code: string) {
    const form = await fillByCode(user, code);
    await form.findByRole('img', { name: '营业执照.png' });
    await user.click(form.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Confirm the certification' });
    await verifyWithCode(user);
  }

  it('should wait for a licence still being read when Next is pressed, then ask for the code', async () => {
    // The read is held until the test lets it go, as a slow disk or a busy machine holds it.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its reader as `this`
    const original = FileReader.prototype.readAsDataURL;
    let release = () => {};
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (
      this: FileReader,
      blob: Blob,
    ) {
      release = () => original.call(this, blob);
    });
    try {
      await signInToOwnCorp();
      const { user } = renderCorps();
      const form = await fillByCode(user, creditCodeFor('测试'));
      await user.click(form.getByRole('button', { name: 'Next' }));
      release();
      await screen.findByRole('dialog', { name: 'Confirm the certification' });
      expect(form.queryByText(/^Add the business licence/)).toBeNull();
    } finally {
      read.mockRestore();
    }
  });

  it('should submit by credit code, then fetch the verdict: certified', async () => {
    await signInToOwnCorp();
    const { user } = renderCorps();
    const cert = await certSection();
    expect(await cert.findByText('Not certified')).toBeInTheDocument();
    await certifyByCode(user, creditCodeFor('测试'));
    expect(await cert.findByText('Certification in review')).toBeInTheDocument();
    await user.click(cert.getByRole('button', { name: 'Check the result' }));
    expect(await cert.findByText('Certified')).toBeInTheDocument();
    // The corp's own status, in the list too, follows.
    expect(await (await corpRow(OWN_CORP)).findByText('Certified')).toBeInTheDocument();
  });

  it('should show a refused certification with its reason, and offer it again', async () => {
    await signInToOwnCorp();
    const { user } = renderCorps();
    const valid = creditCodeFor('测试');
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    await certifyByCode(user, wrongCheck);
    const cert = await certSection();
    await user.click(await cert.findByRole('button', { name: 'Check the result' }));
    expect(await cert.findByText('Certification failed')).toBeInTheDocument();
    expect(cert.getByText(/does not match the registry/)).toBeInTheDocument();
    expect(cert.getByRole('button', { name: 'Certify' })).toBeInTheDocument();
  });

  it('should fill the details from the registry and submit them all', async () => {
    await signInToOwnCorp();
    const { user } = renderCorps();
    const cert = await certSection();
    await user.click(await cert.findByRole('button', { name: 'Certify' }));
    const form = within(await screen.findByRole('dialog', { name: 'Certify the company' }));
    await user.click(form.getByRole('button', { name: 'Next' }));
    expect(form.getByText('Enter the enterprise name')).toBeInTheDocument();
    expect(form.getByText(/^Add the business licence/)).toBeInTheDocument();
    // A wrong type dropped on the field (a drop ignores the input's accept) is refused before
    // anything is sent, and the form's message gives way to the field's own.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        form.getByLabelText('Business licence', { selector: 'input' }),
        new File(['GIF89a'], 'licence.gif', { type: 'image/gif' }),
      );
    expect(
      await form.findByText('Only JPG, JPEG, PNG images and PDF files can be uploaded'),
    ).toBeInTheDocument();
    expect(form.queryByText(/^Add the business licence/)).not.toBeInTheDocument();
    await user.upload(form.getByLabelText('Business licence', { selector: 'input' }), licencePng());
    expect(await form.findByRole('img', { name: '营业执照.png' })).toBeInTheDocument();
    expect(form.queryByText(/^Add the business licence/)).not.toBeInTheDocument();
    await user.type(form.getByLabelText(/Enterprise name/), '深圳星河');
    await user.click(form.getByRole('button', { name: 'Find the enterprise in the registry' }));
    await user.click(await form.findByRole('button', { name: 'Use 深圳星河科技有限公司' }));
    expect(form.getByLabelText(/Enterprise name/)).toHaveValue('深圳星河科技有限公司');
    expect(form.getByLabelText(/Credit code/)).toHaveValue(creditCodeFor('深圳星河科技有限公司'));
    expect(form.getByLabelText(/Legal person/)).not.toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Next' }));
    await verifyWithCode(user);
    expect(await cert.findByText('深圳星河科技有限公司')).toBeInTheDocument();
    expect(cert.getByText('Certification in review')).toBeInTheDocument();
    // The licence went with the entry: the server names it.
    expect(cert.getByText('营业执照.png')).toBeInTheDocument();
  });

  it('should correct the details of a certified corp, which then needs certifying again', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    const cert = await certSection();
    await user.click(await cert.findByRole('button', { name: 'Edit details' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit certification details' }));
    expect(form.getByText(/no longer certified/)).toBeInTheDocument();
    const person = form.getByLabelText(/Legal person/);
    await user.clear(person);
    await user.type(person, '李敏');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await cert.findByText('李敏')).toBeInTheDocument();
    expect(cert.getByText('Not certified')).toBeInTheDocument();
    expect((await sandbox.state()).orgs.get('1001')!.corp.corpInfo.certStatus).toBe(
      CERT_STATUS.uncertified,
    );
  });

  it('should show no certification for a corp that needs none', async () => {
    const state = await sandbox.state();
    const { session } = startSession(state, 'u0001', '1002');
    document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
    renderCorps();
    expect(await currentSection().findByText('张伟的个人账套')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Certification' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Enterprise WeChat (WeCom)' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('roles through the verified flow', () => {
  afterEach(() => toaster.remove());

  it('should set an admin once the verified flow in the new tab is done', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await currentSection().findByRole('button', { name: 'Set admins' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set admins' }));
    await user.click(dialog.getByRole('button', { name: 'Make admin' }));
    expect(dialog.getByText('Pick a member first')).toBeInTheDocument();
    const state = await sandbox.state();
    const members = state.orgs.get('1001')!.members;
    const target = [...members.values()].find((member) => !member.admin && member.mobile)!;
    await user.type(dialog.getByLabelText('Find a member'), `${target.realName}{Enter}`);
    await user.click(await dialog.findByRole('radio', { name: new RegExp(target.realName) }));
    await user.click(dialog.getByRole('button', { name: 'Make admin' }));
    await dialog.findByRole('button', { name: 'I have verified' });
    expect(effects.notices).toEqual([{ kind: 'verifiedFlow', flow: 'setAdmin' }]);
    expect(effects.tabs).toEqual([DESTINATIONS.verifiedSetAdmin]);
    expect(members.get(target.userId)!.admin).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'I have verified' }));
    expect(await successToasts()).toContain(`${target.realName} is now an admin`);
    expect(members.get(target.userId)!.admin).toBe(true);
  });

  it('should transfer the corp to a member once the verified flow is done', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    await user.click(await currentSection().findByRole('button', { name: 'Transfer company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer the company' }));
    const [first] = await dialog.findAllByRole('radio');
    await user.click(first!);
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    await user.click(await dialog.findByRole('button', { name: 'I have verified' }));
    expect(effects.tabs).toEqual([DESTINATIONS.verifiedTransferCorp]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await currentSection().findByText('Admin')).toBeInTheDocument();
    expect(currentSection().queryByRole('button', { name: 'Transfer company' })).toBeNull();
    expect((await sandbox.state()).orgs.get('1001')!.corp.corpInfo.creatorUserId).not.toBe('u0001');
  });
});

describe('the WeCom relation', () => {
  afterEach(() => toaster.remove());

  it('should show the linked WeCom company and bind the members not yet bound', async () => {
    await signInAs('u0001');
    const { user } = renderCorps();
    const section = within(
      await screen.findByRole('region', { name: 'Enterprise WeChat (WeCom)' }),
    );
    expect(await section.findByText(`${COMPANY}（企业微信）`)).toBeInTheDocument();
    const members = (await sandbox.state()).orgs.get('1001')!.members.size;
    expect(section.getByText(new RegExp(`^\\d+ of ${members}$`))).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Bind all members' }));
    expect(await section.findByText(`${members} of ${members}`)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Bind all members' })).toBeDisabled();
    expect(await successToasts()).toContain(`${members} of ${members} members are bound to WeCom`);
  });
});
