import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WechatTwoFactorForm } from '../../../../../design-system/components/wechat-two-factor-form';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

const LINK = 'https://wechat.example.com/two-factor?wbCode=wb-1';

function setup(overrides: Partial<Parameters<typeof WechatTwoFactorForm>[0]> = {}) {
  const props = {
    link: LINK,
    state: 'waiting' as const,
    onRefresh: vi.fn(),
    onSubmit: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  renderWithProviders(<WechatTwoFactorForm {...props} />);
  return props;
}

const wxCode = () => screen.getByLabelText(/^WeChat verification code/);

describe('WechatTwoFactorForm', () => {
  it('should draw the link as a QR code and ask for no code before the scan', () => {
    setup();
    expect(screen.getByRole('img', { name: 'QR code to scan with WeChat' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('should offer a new QR code while it waits', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('button', { name: 'Get a new QR code' }));
    expect(props.onRefresh).toHaveBeenCalledTimes(1);
  });

  it('should show no code while the link loads', () => {
    setup({ state: 'loading', link: undefined });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('should announce the scan and ask for the code WeChat shows', async () => {
    const user = userEvent.setup();
    const props = setup({ state: 'scanned' });
    expect(screen.getByRole('status')).toHaveTextContent('Scanned. Enter the code WeChat shows.');
    await user.type(wxCode(), ' 246810 {Enter}');
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledWith({ wxCode: '246810' }));
  });

  it('should require the code and focus it on submit', async () => {
    const user = userEvent.setup();
    const props = setup({ state: 'scanned' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the code WeChat shows')).toBeInTheDocument();
    expect(wxCode()).toHaveFocus();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('should show a refused code with its message and keep the code', async () => {
    const user = userEvent.setup();
    setup({
      state: 'scanned',
      onSubmit: vi.fn(() => Promise.reject(new Error('The WeChat verification code is wrong.'))),
    });
    await user.type(wxCode(), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The WeChat verification code is wrong.',
    );
    expect(wxCode()).toHaveValue('135790');
  });

  it('should show why the link failed, with a refresh', async () => {
    const user = userEvent.setup();
    const props = setup({ state: 'error', link: undefined, errorMessage: 'No connection.' });
    expect(screen.getByRole('status')).toHaveTextContent('No connection.');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(props.onRefresh).toHaveBeenCalledTimes(1);
  });

  it('should fall back to its own message when the failure has none', () => {
    setup({ state: 'error', link: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('The QR code could not be loaded.');
  });
});

describe('WechatTwoFactorForm, two clicks in one task', () => {
  it('should verify once', async () => {
    const user = userEvent.setup();
    const props = setup({
      state: 'scanned',
      onSubmit: vi.fn(() => new Promise<void>(() => undefined)),
    });
    await user.type(wxCode(), '246810');
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Verify' }));
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });
});
