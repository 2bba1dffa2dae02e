import { Button } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  AppToaster,
  showErrorToast,
  showSuccessToast,
  toaster,
} from '../../design-system/components/toaster';
import { labelIn } from './fixtures/overlays';
import { findShownToasts, ToastStage } from './fixtures/toasts';

const meta = preview.meta({
  title: 'Design system/Toaster',
  component: AppToaster,
  decorators: [
    (Story) => (
      <ToastStage>
        <Story />
      </ToastStage>
    ),
  ],
});

const SERVER_ERROR = '当前企业不存在或已被解散，请刷新页面后重试。';
const LONG_VIETNAMESE =
  'Không thể cập nhật thông tin phòng ban vì tài khoản của bạn hiện không có quyền quản trị viên trong doanh nghiệp “Công ty TNHH Công nghệ Tài chính Vân Trí Hàng Châu”. Vui lòng liên hệ quản trị viên doanh nghiệp để được cấp quyền, sau đó thử lại.';

export const ErrorToast = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  render: () => (
    <Button variant="outline" onClick={() => showErrorToast({ description: SERVER_ERROR })}>
      提交
    </Button>
  ),
  play: async ({ canvas, globals }) => {
    toaster.remove();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const [toast] = await findShownToasts(1);
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toHaveAccessibleDescription(SERVER_ERROR);
    await expect(
      within(toast!).getByRole('button', { name: labelIn('toastClose', globals.locale) }),
    ).toBeVisible();
  },
});

export const SuccessToast = meta.story({
  render: () => (
    <Button
      variant="outline"
      onClick={() => showSuccessToast({ description: '密码重置成功，请使用新密码登录' })}
    >
      重置密码
    </Button>
  ),
  play: async ({ canvas }) => {
    toaster.remove();
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    const [toast] = await findShownToasts(1);
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast).toHaveTextContent('密码重置成功，请使用新密码登录');
  },
});

export const LongDescription = meta.story({
  globals: { locale: 'vi_VN' },
  render: () => (
    <Button
      variant="outline"
      onClick={() =>
        showErrorToast({ title: 'Thao tác không thành công', description: LONG_VIETNAMESE })
      }
    >
      Lưu phòng ban
    </Button>
  ),
  play: async ({ canvas }) => {
    toaster.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu phòng ban' }));
    const [toast] = await findShownToasts(1);
    await expect(toast).toHaveAccessibleName('Thao tác không thành công');
    await expect(toast).toHaveAccessibleDescription(LONG_VIETNAMESE);
    // The long text wraps inside the message instead of widening it past the screen.
    await expect(toast!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(toast!.scrollWidth).toBeLessThanOrEqual(toast!.clientWidth);
  },
});

export const Stack = meta.story({
  render: () => (
    <Button
      variant="outline"
      onClick={() => {
        showErrorToast({ description: '网络连接失败，请检查网络后重试。' });
        showErrorToast({ title: '无权访问', description: '您没有该企业的管理权限。' });
        showSuccessToast({ description: '已向 138****5678 发送验证码' });
      }}
    >
      批量操作
    </Button>
  ),
  play: async ({ canvas }) => {
    toaster.remove();
    await userEvent.click(canvas.getByRole('button', { name: '批量操作' }));
    const toasts = await findShownToasts(3);
    // Newest first at the top, each fully visible, none on top of another.
    await expect(toasts.map((toast) => toast.getAttribute('data-type'))).toEqual([
      'success',
      'error',
      'error',
    ]);
    const boxes = toasts.map((toast) => toast.getBoundingClientRect());
    for (let index = 1; index < boxes.length; index += 1) {
      await expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
  },
});
