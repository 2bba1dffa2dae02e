import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { productCopy } from './fixtures/messages';
import { blurActive, findSettledDialog } from './fixtures/overlays';
import { MobileVerificationDialog } from '../../design-system/components/mobile-verification-dialog';

const DELETE_CORP = productCopy({
  title: { id: 'corps.delete.title', text: '删除企业' },
  description: {
    id: 'corps.delete.description',
    values: { name: '华南示范科技有限公司' },
    text: '华南示范科技有限公司 及其中的全部内容（部门、成员、服务）将被删除，且无法恢复。',
  },
});

const TURN_OFF_CHECK = productCopy({
  title: { id: 'deptMemberModal.turnOffTitle', text: '关闭手机验证' },
  description: {
    id: 'deptMemberModal.turnOffMessage',
    values: { turnOffName: '张伟' },
    text: '关闭后，张伟登录本企业将无需短信验证码。确定关闭手机验证吗？',
  },
});

const verifiedFlow = (action: 'setAdmin' | 'transferCorp', text: string) =>
  productCopy({
    title: { id: 'apiNotice.verifiedFlow.title', text: '需要身份验证' },
    description: { id: `apiNotice.verifiedFlow.${action}`, text },
  });
const SET_ADMIN_FLOW = verifiedFlow(
  'setAdmin',
  '设置管理员需要完成身份验证。验证将在新标签页中打开，完成后请返回此页面。',
);
const TRANSFER_CORP_FLOW = verifiedFlow(
  'transferCorp',
  '转让企业需要完成身份验证。验证将在新标签页中打开，完成后请返回此页面。',
);

const meta = preview.meta({
  title: 'Design system/MobileVerificationDialog',
  component: MobileVerificationDialog,
  // The workbench's own copy (deleting a company, turning a member's check off, setting an admin,
  // transferring a company), drawn in the story's language.
  args: {
    ...DELETE_CORP.args,
    open: true,
    maskedMobile: '138****5678',
    onSendCode: fn(() => Promise.resolve()),
    onConfirm: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  parameters: {
    // An open modal drawn inline would cover the docs page: each story gets a frame.
    docs: { story: { inline: false, height: '480px' } },
    ...DELETE_CORP.parameters,
  },
});

const dialog = async () => {
  const element = await findSettledDialog('dialog');
  return within(element);
};

export const Default = meta.story({
  parameters: { ...visualParameters({ allLocales: true, modes: ['dark'] }) },
  play: async () => {
    await expect((await dialog()).getByText(/138\*\*\*\*5678/)).toBeVisible();
  },
});

/** Deleting the company: the confirm is red, as every deletion's is. */
export const Destructive = meta.story({
  args: { destructive: true },
  play: async () => {
    const confirm = (await dialog()).getByRole('button', { name: /^(确定|Confirm)$/ });
    await expect(
      getComputedStyle(confirm).getPropertyValue('--wb-colors-color-palette-solid'),
    ).toBe(getComputedStyle(document.documentElement).getPropertyValue('--wb-colors-red-solid'));
  },
});

export const CodeMissing = meta.story({
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(view.getByLabelText(/验证码|Verification code/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    blurActive();
  },
});

export const Confirming = meta.story({
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    const view = await dialog();
    await userEvent.type(view.getByLabelText(/验证码|Verification code/), '135790');
    await userEvent.click(view.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ vCode: '135790' });
  },
});

export const WrongCode = meta.story({
  args: { onConfirm: fn(() => Promise.reject(new Error('验证码错误，请重新输入'))) },
  play: async () => {
    const view = await dialog();
    await userEvent.type(view.getByLabelText(/验证码|Verification code/), '000000');
    await userEvent.click(view.getByRole('button', { name: /^(确定|Confirm)$/ }));
    await waitFor(() =>
      expect(view.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入'),
    );
    await expect(view.getByLabelText(/验证码|Verification code/)).toHaveValue('000000');
    blurActive();
  },
});

export const TurnOffSecondCheck = meta.story({
  args: TURN_OFF_CHECK.args,
  parameters: TURN_OFF_CHECK.parameters,
});

export const VerifiedFlowSetAdmin = meta.story({
  args: {
    variant: 'verifiedFlow',
    ...SET_ADMIN_FLOW.args,
    verifiedFlowUrl: 'https://account.example.com/verify?scene=setAdmin',
  },
  parameters: SET_ADMIN_FLOW.parameters,
  play: async () => {
    const view = await dialog();
    const link = view.getByRole('link', { name: /验证页面|verification page/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(view.getByRole('button', { name: /我已完成验证|I have verified/ })).toBeDisabled();
  },
});

export const VerifiedFlowTransferCorp = meta.story({
  args: {
    variant: 'verifiedFlow',
    ...TRANSFER_CORP_FLOW.args,
    verifiedFlowUrl: 'https://account.example.com/verify?scene=transferCorp',
  },
  parameters: TRANSFER_CORP_FLOW.parameters,
});

export const LongThai = meta.story({
  args: {
    title: 'ปิดการยืนยันตัวตนสองขั้นตอนสำหรับการเข้าสู่ระบบของสมาชิกในองค์กร',
    description: 'หลังจากปิดแล้ว สมาชิกจะไม่ต้องกรอกรหัสยืนยันทางโทรศัพท์มือถือเมื่อเข้าสู่ระบบอีกต่อไป',
  },
  globals: { locale: 'th_TH' },
});
