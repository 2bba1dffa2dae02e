import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { QrLoginPanel } from '../../design-system/components/qr-login-panel';

/** A fixed login code, so every screenshot draws the same modules. */
const LOGIN_URL = 'https://sso.example.com/qr/scan?loginCode=LC-20250821-0001';
const REFRESH = /^(刷新|Refresh)$/;

const meta = preview.meta({
  title: 'Design system/QrLoginPanel',
  component: QrLoginPanel,
  args: { value: LOGIN_URL, state: 'waiting' as const, onRefresh: fn() },
});

/** Waiting for a scan: the code, its hint, nothing over it. */
export const Waiting = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    // Played again in every locale: the code's name is checked for presence, not wording.
    const code = canvas.getByRole('img');
    await expect(code).toHaveAccessibleName();
    await expect(code.tagName.toLowerCase()).toBe('svg');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** The login code is being fetched. */
export const Loading = meta.story({
  args: { state: 'loading', value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

/** The phone has scanned the code; the user still has to confirm there. */
export const Scanned = meta.story({
  args: { state: 'scanned' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('img')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** The code expired before it was used: Refresh asks for a new one. */
export const Expired = meta.story({
  args: { state: 'expired' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    const refresh = canvas.getByRole('button', { name: REFRESH });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    refresh.blur();
  },
});

/** Confirmed on the phone: the page is signing the user in. */
export const Success = meta.story({
  args: { state: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/** The code could not be had: the server's message, and Refresh. */
export const Error = meta.story({
  args: { state: 'error', value: undefined, errorMessage: '二维码获取失败，请稍后再试' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('二维码获取失败，请稍后再试');
    const refresh = canvas.getByRole('button', { name: REFRESH });
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    refresh.blur();
  },
});

/** Thai: a long server message wraps inside the code's square. */
export const LongMessage = meta.story({
  globals: { locale: 'th_TH' },
  args: {
    state: 'error',
    errorMessage: 'ไม่สามารถสร้างคิวอาร์โค้ดสำหรับเข้าสู่ระบบได้ในขณะนี้ กรุณาลองใหม่อีกครั้งในภายหลัง',
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/ไม่สามารถสร้างคิวอาร์โค้ด/);
    // The message stays within the code's square.
    const square = canvas.getByRole('img').getBoundingClientRect();
    const message = status.getBoundingClientRect();
    await expect(message.left).toBeGreaterThanOrEqual(square.left);
    await expect(message.right).toBeLessThanOrEqual(square.right);
    await expect(message.bottom).toBeLessThanOrEqual(square.bottom);
  },
});
