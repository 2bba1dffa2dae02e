import { Box, Button } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import {
  AppToaster,
  showErrorToast,
  showSuccessToast,
  toaster,
} from '../../design-system/components/toaster';
import { labelIn, waitForSettled } from './fixtures/overlays';

/**
 * The toaster is the app's one store and outlives a story: empty it when a story goes, so the
 * next story (or the same story re-rendered in another locale) starts with no messages.
 *
 * The stage spans the top of the page where messages drop in: the visual test-runner crops its
 * screenshot to the story's own boxes, and the messages float (position: fixed) in a portal whose
 * own box is empty, so without the stage the crop would hold the trigger alone.
 */
function ToastStage({ children }: { children: ReactNode }) {
  useEffect(() => () => toaster.remove(), []);
  return (
    <Box minH="sm" w="full">
      {children}
      <AppToaster />
    </Box>
  );
}

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

/**
 * Waits for `count` messages to be fully shown (open, measured, done sliding in), then stops
 * their timers: the screenshot is taken after play, and a message must not leave before it.
 */
async function findShownToasts(count: number) {
  await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(count));
  const toasts = screen.getAllByRole('status');
  for (const toast of toasts) {
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'open'));
    await waitFor(() => expect(toast).toHaveAttribute('data-mounted'));
  }
  const region = toasts[0]?.closest('[role="region"]');
  if (region) await waitForSettled(region);
  toaster.pause();
  // The trigger keeps focus after the click; a ring on it would only distract from the message.
  (document.activeElement as HTMLElement | null)?.blur();
  return toasts;
}

const SERVER_ERROR = '当前企业不存在或已被解散，请刷新页面后重试。';
const LONG_VIETNAMESE =
  'Không thể cập nhật thông tin phòng ban vì tài khoản của bạn hiện không có quyền quản trị viên trong doanh nghiệp “Công ty TNHH Công nghệ Tài chính Vân Trí Hàng Châu”. Vui lòng liên hệ quản trị viên doanh nghiệp để được cấp quyền, sau đó thử lại.';

export const ErrorToast = meta.story({
  parameters: { visual: { allLocales: true } },
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
