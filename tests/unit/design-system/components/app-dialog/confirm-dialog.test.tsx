import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../../../design-system/components/app-dialog';
import { renderWith, stubClientRects } from './app-dialog-support';

stubClientRects();

describe('ConfirmDialog', () => {
  function renderConfirm(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
    return renderWith(
      <ConfirmDialog
        title="删除部门"
        message="删除后，部门下的 12 名成员将移至上级部门。此操作不可撤销。"
        open
        onConfirm={vi.fn()}
        {...props}
      />,
    );
  }

  it('should be an alertdialog named by its title and described by its message', async () => {
    renderConfirm();
    const dialog = await screen.findByRole('alertdialog', { name: '删除部门' });
    expect(dialog).toHaveAccessibleDescription(
      '删除后，部门下的 12 名成员将移至上级部门。此操作不可撤销。',
    );
  });

  it('should confirm with its own label', async () => {
    const onConfirm = vi.fn();
    const { user } = renderConfirm({ destructive: true, confirmLabel: '删除', onConfirm });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('should start on Cancel before a destructive action', async () => {
    renderConfirm({ destructive: true, confirmLabel: '删除' });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('should start on Confirm otherwise', async () => {
    renderConfirm();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
  });

  it('should have no close button', async () => {
    renderConfirm();
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Confirm']);
  });

  it('should cancel on Escape', async () => {
    const onCancel = vi.fn();
    const { user } = renderConfirm({ onCancel });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
