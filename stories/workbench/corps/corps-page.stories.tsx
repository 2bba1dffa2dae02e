import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { visualParameters } from '../../../.storybook/modes';
import { paths } from '../../../workbench/routes/paths';
import { certOf, sandbox } from '../../../workbench/sandbox';
import { findShownToasts } from '../../design-system/fixtures/toasts';
import {
  blurActive,
  waitForDialogGone,
  waitForSettled,
} from '../../design-system/fixtures/overlays';
import { startSandbox } from '../support/route-stage';
import { COMPANY, CorpsStage, findDialog, waitForPageBehind } from './support';
import { CERT_STATUS } from '../../../shared/contract';
import { chooseRowAction } from '../../design-system/fixtures/row-actions';
import { holdClock } from '../../design-system/fixtures/clock';

const LICENCE = /^(营业执照|Business licence)$/;

/** A photographed licence, small: an 8 x 8 PNG. */
function licencePng() {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mNwyzuBFTEMLQkA/mRfAUaV3pQAAAAASUVORK5CYII=';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], '营业执照.png', { type: 'image/png' });
}

const PERSONAL = '张伟的个人账套';
const CODE = '246810';

const SEND = /^(获取验证码|Send code)$/;
const CONFIRM = /^(确定|Confirm)$/;
const NEXT = /^(下一步|Next)$/;

/**
 * The corps page as u0001 (138****8000): 华南示范科技有限公司 (company, certified, linked to WeCom,
 * current) and 张伟的个人账套 (personal), both created by u0001. Every SMS code is 246810.
 */
const meta = preview.meta({
  title: 'Workbench/Corps/Corps page',
  component: CorpsStage,
  tags: ['!autodocs'],
  async beforeEach({ msw }) {
    await startSandbox(msw, { signedInAs: 'u0001' });
  },
});

/** The list's row of a corp, by the name in its first cell. */
async function corpRow(canvasElement: HTMLElement, name: string) {
  const table = await within(canvasElement).findByRole('table');
  const header = await within(table).findByRole('rowheader', { name: new RegExp(name) });
  return within(header.closest('tr')!);
}

/** The current corp's card: the section under the second level-2 heading (after the list's). */
async function currentSection(canvasElement: HTMLElement) {
  const [, heading] = await within(canvasElement).findAllByRole('heading', { level: 2 });
  return within(heading!.closest('section')!);
}

/** Sends the code in the verification dialog so named, types it and confirms. */
async function verifyWithCode(name: RegExp) {
  const dialog = await findDialog(name);
  await userEvent.click(dialog.getByRole('button', { name: SEND }));
  await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeVisible());
  await userEvent.type(dialog.getByRole('textbox'), CODE);
  await userEvent.click(dialog.getByRole('button', { name: CONFIRM }));
}

/** Every corp with its type and status in words; the current one with what an admin may do. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['phone', 'dark'] }) },
  play: async ({ canvasElement }) => {
    // Played in every locale: names and structure, not wording.
    const company = await corpRow(canvasElement, COMPANY);
    await expect(company.getAllByRole('cell')).toHaveLength(3);
    await corpRow(canvasElement, PERSONAL);
    const section = await currentSection(canvasElement);
    await expect(await section.findByText(`${COMPANY}（企业微信）`)).toBeVisible();
    await waitFor(() => expect(section.queryAllByRole('status')).toHaveLength(0));
  },
});

/** The corp and the list are on their way. */
export const Loading = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({ path: 'service/corp/current', answer: { delayMs: 600_000 } });
    sandbox.scenarios.add({ path: 'service/corp/list', answer: { delayMs: 600_000 } });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/加载中|Loading/);
  },
});

/** No corp at all: the list says so; adding one is the way on. */
export const Empty = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    state.accounts.get('u0001')!.corpIds = [];
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/还没有加入任何企业|not in any company yet/),
    ).toBeVisible();
  },
});

/** The list could not be loaded: it says why in place, with a retry. */
export const LoadFailed = meta.story({
  beforeEach: () => {
    sandbox.scenarios.add({
      path: 'service/corp/list',
      answer: { errcode: '7001', description: '企业服务暂时不可用，请稍后再试。' },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /无法加载企业列表|The companies could not be loaded/,
    );
    await expect(canvas.getByRole('button', { name: /^(重试|Try again)$/ })).toBeVisible();
    // The reason stands in the page, on its own line; no toast repeats it.
    await expect(await canvas.findByText('企业服务暂时不可用，请稍后再试。')).toBeVisible();
  },
});

/** Adding a company: it is listed at once, not certified yet. */
export const AddCorp = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(添加企业|Add company)$/ }));
    const dialog = await findDialog();
    await userEvent.type(dialog.getByRole('textbox'), '深圳星河科技有限公司');
    await userEvent.click(dialog.getByRole('button', { name: /^(添加|Add)$/ }));
    const row = await corpRow(canvasElement, '深圳星河科技有限公司');
    await expect(row.getByText(/未认证|Not certified/)).toBeVisible();
    await findShownToasts(1);
  },
});

/** The header's "add company" arrives with ?add=1: the add dialog is open. */
export const AddFromHeader = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: { entry: `${paths.corps.path}?add=1` },
  play: async () => {
    const dialog = await findDialog(/添加企业|Add a company/);
    await expect(dialog.getByRole('radio', { name: /企业|Company/ })).toBeChecked();
    await waitForPageBehind();
  },
});

/** Switching to the personal corp: it becomes the current one. */
export const SwitchCorp = meta.story({
  play: async ({ canvasElement }) => {
    const personal = await corpRow(canvasElement, PERSONAL);
    await userEvent.click(personal.getByRole('button', { name: /^(切换到|Switch to)/ }));
    await expect(await personal.findByText(/^(当前|Current)$/)).toBeVisible();
    const section = await currentSection(canvasElement);
    await expect(await section.findByText(PERSONAL)).toBeVisible();
    await findShownToasts(1);
  },
});

/** Hiding the personal corp from the switcher: its row is marked hidden. */
export const HideCorp = meta.story({
  play: async ({ canvasElement }) => {
    const personal = await corpRow(canvasElement, PERSONAL);
    await chooseRowAction(personal, /^(隐藏|Hide)$/);
    await expect(await personal.findByText(/^(已隐藏|Hidden)$/)).toBeVisible();
    await findShownToasts(1);
  },
});

/** Deleting asks for the SMS code first: the dialog with the code sent. */
export const DeleteAsks = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  beforeEach: holdClock,
  play: async ({ canvasElement }) => {
    const personal = await corpRow(canvasElement, PERSONAL);
    await chooseRowAction(personal, /^(删除|Delete)$/);
    const dialog = await findDialog(/删除企业|Delete company/);
    await expect(await dialog.findByText(/138\*{4}8000/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: SEND }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeVisible());
    blurActive();
  },
});

/** Deleted with the code: the row is gone from the list. */
export const DeleteCorp = meta.story({
  beforeEach: holdClock,
  play: async ({ canvas, canvasElement }) => {
    const personal = await corpRow(canvasElement, PERSONAL);
    await chooseRowAction(personal, /^(删除|Delete)$/);
    await verifyWithCode(/删除企业|Delete company/);
    await waitFor(() => expect(canvas.queryByText(PERSONAL)).toBeNull());
    await findShownToasts(1);
  },
});

/** Renaming the current corp, confirmed by the SMS code: the new name everywhere. */
export const EditCorp = meta.story({
  beforeEach: holdClock,
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    await userEvent.click(
      await section.findByRole('button', { name: /^(修改企业信息|Edit company)$/ }),
    );
    const form = await findDialog();
    const name = form.getByRole('textbox');
    await userEvent.clear(name);
    await userEvent.type(name, '华南示范科技（集团）有限公司');
    await userEvent.click(form.getByRole('button', { name: NEXT }));
    await verifyWithCode(/确认修改|Confirm the changes/);
    await corpRow(canvasElement, '华南示范科技（集团）有限公司');
    await findShownToasts(1);
  },
});

/** An uncertified company certified by its credit code: in review until the verdict. */
export const Certify = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    state.orgs.get('1001')!.corp.corpInfo.certStatus = CERT_STATUS.uncertified;
    return holdClock();
  },
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: /^(去认证|Certify)$/ }));
    const form = await findDialog();
    await userEvent.click(form.getByRole('radio', { name: /仅统一社会信用代码|credit code only/ }));
    await userEvent.type(form.getByRole('textbox'), '91440300MA5FXXXX0A');
    await userEvent.upload(form.getByLabelText(LICENCE, { selector: 'input' }), licencePng());
    await userEvent.click(form.getByRole('button', { name: NEXT }));
    await verifyWithCode(/确认提交认证|Confirm the certification/);
    await expect(
      await section.findByRole('button', { name: /查询认证结果|Check the result/ }),
    ).toBeVisible();
    await findShownToasts(1);
  },
});

/**
 * The business licence is asked for until one is chosen (an image or a PDF under 10 MB); once read,
 * the field shows it with its name and a way to remove it.
 */
export const CertifyLicence = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  beforeEach: async () => {
    const state = await sandbox.state();
    state.orgs.get('1001')!.corp.corpInfo.certStatus = CERT_STATUS.uncertified;
  },
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: /^(去认证|Certify)$/ }));
    const form = await findDialog();
    await userEvent.click(form.getByRole('button', { name: NEXT }));
    await expect(await form.findByText(/请添加营业执照|Add the business licence/)).toBeVisible();
    await userEvent.upload(form.getByLabelText(LICENCE, { selector: 'input' }), licencePng());
    await expect(await form.findByRole('img', { name: '营业执照.png' })).toBeVisible();
    await expect(form.queryByText(/请添加营业执照|Add the business licence/)).toBeNull();
    await expect(form.getByRole('button', { name: /移除|Remove/ })).toBeVisible();
  },
});

/**
 * Next pressed while the licence is still being read: the field says it is uploading and Next is
 * busy until the read ends (here it never does), then the code is asked for.
 */
export const CertifyReadingLicence = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    state.orgs.get('1001')!.corp.corpInfo.certStatus = CERT_STATUS.uncertified;
    // The read is held for the story's life, as a slow disk holds it.
    const original = Object.getOwnPropertyDescriptor(FileReader.prototype, 'readAsDataURL')!;
    FileReader.prototype.readAsDataURL = () => undefined;
    return () => Object.defineProperty(FileReader.prototype, 'readAsDataURL', original);
  },
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    await userEvent.click(await section.findByRole('button', { name: /^(去认证|Certify)$/ }));
    const form = await findDialog();
    await userEvent.click(form.getByRole('radio', { name: /仅统一社会信用代码|credit code only/ }));
    await userEvent.type(form.getByRole('textbox'), '91440300MA5FXXXX0A');
    await userEvent.upload(form.getByLabelText(LICENCE, { selector: 'input' }), licencePng());
    await userEvent.click(form.getByRole('button', { name: NEXT }));
    await waitFor(() => expect(form.getByRole('button', { name: NEXT })).toBeDisabled());
    await expect(form.getByRole('button', { name: /上传中|Uploading/ })).toBeDisabled();
    await expect(form.queryByText(/请添加营业执照|Add the business licence/)).toBeNull();
    await expect(
      screen.queryByRole('dialog', { name: /确认提交认证|Confirm the certification/ }),
    ).toBeNull();
    blurActive();
  },
});

/** A refused certification: its status in red with the registry's reason, and certify again. */
export const CertFailed = meta.story({
  beforeEach: async () => {
    const state = await sandbox.state();
    const org = state.orgs.get('1001')!;
    org.corp.corpInfo.certStatus = CERT_STATUS.failed;
    certOf(state, org).failReason = '统一社会信用代码与工商登记信息不一致。';
  },
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    await expect(await section.findByText('统一社会信用代码与工商登记信息不一致。')).toBeVisible();
    await expect(section.getByRole('button', { name: /^(去认证|Certify)$/ })).toBeVisible();
  },
});

/**
 * Setting an admin needs the verified flow: the catalogue asks, opens it in a new tab (listed
 * below the page here), and the dialog waits; once verified, the member is an admin.
 */
export const SetAdmin = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const section = await currentSection(canvasElement);
    await userEvent.click(
      await section.findByRole('button', { name: /^(设置管理员|Set admins)$/ }),
    );
    const dialog = await findDialog();
    const [first] = await dialog.findAllByRole('radio');
    await userEvent.click(first!);
    await userEvent.click(dialog.getByRole('button', { name: /^(设为管理员|Make admin)$/ }));
    const notice = within(await screen.findByRole('alertdialog'));
    await userEvent.click(notice.getByRole('button', { name: /新标签页|new tab/ }));
    await expect(await canvas.findByTestId('destinations')).toHaveTextContent(
      'verified-flow?type=setAdmin',
    );
    await userEvent.click(
      await dialog.findByRole('button', { name: /^(我已完成验证|I have verified)$/ }),
    );
    await waitForDialogGone();
    await findShownToasts(1);
  },
});

/** Transferring the company: the wait for the verified flow in its tab. */
export const TransferWaits = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    await userEvent.click(
      await section.findByRole('button', { name: /^(转让企业|Transfer company)$/ }),
    );
    const dialog = await findDialog();
    const [first] = await dialog.findAllByRole('radio');
    await userEvent.click(first!);
    await userEvent.click(dialog.getByRole('button', { name: /^(转让|Transfer)$/ }));
    const notice = within(await screen.findByRole('alertdialog'));
    await userEvent.click(notice.getByRole('button', { name: /新标签页|new tab/ }));
    const verified = await dialog.findByRole('button', {
      name: /^(我已完成验证|I have verified)$/,
    });
    await expect(verified).toBeVisible();
    await waitForSettled(screen.getByRole('dialog'));
    // Where the focus lands as the dialog's content changes is a matter of timing: the picture
    // shows it on the way on.
    verified.focus();
  },
});

/** Binding every member to WeCom: the count reaches the whole corp. */
export const BindWeCom = meta.story({
  play: async ({ canvasElement }) => {
    const section = await currentSection(canvasElement);
    const bind = await section.findByRole('button', { name: /^(绑定全部成员|Bind all members)$/ });
    await waitFor(() => expect(bind).toBeEnabled());
    await userEvent.click(bind);
    await waitFor(() => expect(bind).toBeDisabled());
    await findShownToasts(1);
  },
});
