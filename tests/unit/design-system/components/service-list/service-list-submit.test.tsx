import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';
import { card, openMenuItem, renderList } from './service-list-support';
import { TRANSFER_INFO } from '../../../../../stories/design-system/fixtures/services';

const pending = () => vi.fn(() => new Promise<void>(() => {}));

describe('ServiceList submitting', () => {
  it('should enter a service once for two clicks in one task', () => {
    const onEnter = pending();
    renderList({ onEnter });
    clickTwiceInOneTask(card('华南示范总账').getByRole('button', { name: 'Enter' }));
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('should rename once for two clicks in one task', async () => {
    const onRename = pending();
    const { user } = renderList({ onRename });
    await openMenuItem(user, '华南示范总账', 'Rename');
    const field = await screen.findByRole('textbox', { name: /Service name/ });
    await user.type(field, '（新）');
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Save' }));
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('should rename on Enter in the name', async () => {
    const { user, onRename } = renderList();
    await openMenuItem(user, '华南示范总账', 'Rename');
    await user.type(await screen.findByRole('textbox', { name: /Service name/ }), '（新）{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('should delete once for two clicks in one task', async () => {
    const onDelete = pending();
    const { user } = renderList({
      deletion: { maskedMobile: '138****5678', onSendCode: vi.fn(), onDelete },
    });
    await openMenuItem(user, '华南示范总账', 'Delete');
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete service' }));
    await user.type(dialog.getByLabelText(/Verification code/), '135790');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Confirm' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('should transfer once for two clicks in one task', async () => {
    const onTransfer = pending();
    const { user } = renderList({
      transfer: { loadInfo: vi.fn(() => Promise.resolve(TRANSFER_INFO)), onTransfer },
    });
    await openMenuItem(user, '华南示范总账', 'Transfer');
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer service' }));
    await user.click(await dialog.findByRole('radio', { name: '张伟个人工作室' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Transfer' }));
    expect(onTransfer).toHaveBeenCalledTimes(1);
  });

  it('should convert to paid once for two clicks in one task', async () => {
    const onConvertToPaid = pending();
    const { user } = renderList({ onConvertToPaid });
    await user.click(card('进销存（广州仓）').getByRole('button', { name: 'Convert to paid' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Convert to paid' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Convert to paid' }));
    expect(onConvertToPaid).toHaveBeenCalledTimes(1);
  });

  it('should start a trial once for two clicks in one task', async () => {
    const onTrial = pending();
    const { user } = renderList({ onTrial });
    await user.click(card('2023 年度账套').getByRole('button', { name: 'Start trial' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Start a trial' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Start trial' }));
    expect(onTrial).toHaveBeenCalledTimes(1);
  });
});
