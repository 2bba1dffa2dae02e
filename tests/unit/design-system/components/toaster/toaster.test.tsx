import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppToaster,
  showErrorToast,
  showSuccessToast,
  toaster,
} from '../../../../../design-system/components/toaster';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '../../../../../shared/constants';
import { renderWithProviders } from '../../../helpers/render';

function renderToaster() {
  return renderWithProviders(<AppToaster />);
}

afterEach(() => {
  // The toaster is the app's one store: nothing may carry over to the next test.
  act(() => toaster.remove());
  vi.useRealTimers();
});

describe('toaster helpers', () => {
  it('should create an error toast with the server text and the error duration', () => {
    const id = showErrorToast({ description: '企业信息不存在，请刷新后重试' });
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({
        id,
        type: 'error',
        description: '企业信息不存在，请刷新后重试',
        duration: ERROR_MESSAGE_MS,
      }),
    ]);
  });

  it('should create a success toast that lasts SUCCESS_MESSAGE_MS', () => {
    const id = showSuccessToast({ title: '保存成功', description: '部门信息已更新' });
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({
        id,
        type: 'success',
        title: '保存成功',
        description: '部门信息已更新',
        duration: SUCCESS_MESSAGE_MS,
      }),
    ]);
    expect(SUCCESS_MESSAGE_MS).toBe(3000);
  });

  it('should leave the title out when none is given', () => {
    showErrorToast({ description: '网络连接失败' });
    expect(toaster.getVisibleToasts()[0]?.title).toBeUndefined();
  });

  it('should show one toast for the same error raised again while it shows', () => {
    const first = showErrorToast({ description: '网络连接失败' });
    const again = showErrorToast({ description: '网络连接失败' });
    showErrorToast({ description: '网络连接失败' });
    expect(again).toBe(first);
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });

  it('should tell errors apart by their title as well as their text', () => {
    showErrorToast({ title: '保存失败', description: '网络连接失败' });
    showErrorToast({ description: '网络连接失败' });
    expect(toaster.getCount()).toBe(2);
  });

  it('should show the error again once its toast has gone', () => {
    const first = showErrorToast({ description: '网络连接失败' });
    act(() => toaster.remove(first));
    showErrorToast({ description: '网络连接失败' });
    expect(toaster.getVisibleToasts()).toHaveLength(1);
  });

  it('should give each toast its own id', () => {
    const first = showErrorToast({ description: '第一条' });
    const second = showErrorToast({ description: '第二条' });
    expect(first).not.toBe(second);
    expect(toaster.getCount()).toBe(2);
  });

  it('should show at the top', () => {
    expect(toaster.attrs.placement).toBe('top');
    expect(toaster.attrs.pauseOnPageIdle).toBe(true);
  });
});

describe('AppToaster', () => {
  it('should show an error toast as a status with its text', async () => {
    renderToaster();
    act(() => {
      showErrorToast({ title: '操作失败', description: '企业信息不存在，请刷新后重试' });
    });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveAccessibleName('操作失败');
    expect(toast).toHaveAccessibleDescription('企业信息不存在，请刷新后重试');
  });

  it('should open a new toast for an error raised again just after its toast was removed', async () => {
    renderToaster();
    act(() => {
      showErrorToast({ description: '网络连接失败' });
    });
    await screen.findByRole('status');
    act(() => {
      toaster.remove();
      showErrorToast({ description: '网络连接失败' });
    });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .filter((toast) => toast.getAttribute('data-state') === 'open'),
      ).toHaveLength(1),
    );
  });

  it('should show a success toast', async () => {
    renderToaster();
    act(() => {
      showSuccessToast({ description: '密码修改成功' });
    });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(toast).toHaveTextContent('密码修改成功');
  });

  it('should name its region and its close button', async () => {
    renderToaster();
    act(() => {
      showErrorToast({ description: '网络连接失败' });
    });
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    const toast = screen.getByRole('status');
    expect(within(toast).getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
  });

  it('should dismiss a toast from its close button', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => {
      showErrorToast({ description: '网络连接失败' });
    });
    const toast = await screen.findByRole('status');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
  });

  it('should stack several toasts', async () => {
    renderToaster();
    act(() => {
      showErrorToast({ description: '第一条' });
      showErrorToast({ description: '第二条' });
      showSuccessToast({ description: '第三条' });
    });
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
  });

  it('should take a success toast away after SUCCESS_MESSAGE_MS', async () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      showSuccessToast({ description: '保存成功' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 200);
    });
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'open');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
