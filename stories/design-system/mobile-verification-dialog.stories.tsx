import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { blurActive, findSettledDialog } from './fixtures/overlays';
import { MobileVerificationDialog } from '../../design-system/components/mobile-verification-dialog';

const meta = preview.meta({
  title: 'Design system/MobileVerificationDialog',
  component: MobileVerificationDialog,
  args: {
    open: true,
    title: '删除企业',
    description: '删除后，华南示范科技有限公司的部门、成员和服务将无法恢复。',
    maskedMobile: '138****5678',
    onSendCode: fn(() => Promise.resolve()),
    onConfirm: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  // An open modal drawn inline would cover the docs page: each story gets a frame.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
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
  args: { title: '关闭登录二次验证', description: '关闭后，张伟登录时将不再需要手机验证码。' },
});

export const VerifiedFlowSetAdmin = meta.story({
  args: {
    variant: 'verifiedFlow',
    title: '设置管理员',
    description: '将李娜设为华南示范科技有限公司的管理员。',
    verifiedFlowUrl: 'https://account.example.com/verify?scene=setAdmin',
  },
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
    title: '转让企业',
    description: '将华南示范科技有限公司转让给王芳（139****2468）。',
    verifiedFlowUrl: 'https://account.example.com/verify?scene=transferCorp',
  },
});

export const LongThai = meta.story({
  args: {
    title: 'ปิดการยืนยันตัวตนสองขั้นตอนสำหรับการเข้าสู่ระบบของสมาชิกในองค์กร',
    description: 'หลังจากปิดแล้ว สมาชิกจะไม่ต้องกรอกรหัสยืนยันทางโทรศัพท์มือถือเมื่อเข้าสู่ระบบอีกต่อไป',
  },
  globals: { locale: 'th_TH' },
});
