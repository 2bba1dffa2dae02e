import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  TrustedDeviceList,
  type TrustedDeviceListProps,
} from '../../design-system/components/trusted-device-list';
import {
  CURRENT_TRUST_ID,
  LONG_TRUSTED_DEVICES,
  TRUSTED_DEVICES,
  manyTrustedDevices,
} from './fixtures/devices';
import { blurActive, findSettledDialog, waitForDialogGone } from './fixtures/overlays';
import { messageText } from './fixtures/messages';

/** Plays the page: once the spy resolves, the page's list loses the device too. */
function TrustedDeviceListHarness(props: TrustedDeviceListProps) {
  const [devices, setDevices] = useState(props.devices);
  return (
    <TrustedDeviceList
      {...props}
      devices={devices}
      onCancelTrustDevice={async (input) => {
        await props.onCancelTrustDevice(input);
        setDevices((rows) => rows.filter((row) => row.id !== input.id));
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/TrustedDeviceList',
  component: TrustedDeviceList,
  args: {
    status: 'ready' as const,
    devices: TRUSTED_DEVICES,
    currentDeviceId: CURRENT_TRUST_ID,
    defaultPageSize: 10,
    onCancelTrustDevice: fn(() => Promise.resolve()),
  },
  render: (args) => <TrustedDeviceListHarness {...args} />,
});

const HEADING = /信任设备|Trusted devices/;
const REMOVE = /^(移除|Remove)$/;
async function askToRemove(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  const dialog = await findSettledDialog('alertdialog');
  return within(dialog);
}

/** Four devices of the three types, this browser marked. */
export const Data = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: messageText('trustedDevices.headingCount', { count: 4 }),
      }),
    ).toBeVisible();
    const current = canvas.getByRole('row', { name: /Chrome 131/ });
    await expect(within(current).getByText(messageText('trustedDevices.current'))).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
  },
});

export const Loading = meta.story({
  args: { status: 'loading', devices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: HEADING })).not.toHaveTextContent(/\d/);
  },
});

export const Empty = meta.story({
  args: { devices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: HEADING })).toHaveTextContent('0');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: { status: 'error', devices: [], errorMessage: '网络连接失败', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接失败');
    await userEvent.click(canvas.getByRole('button', { name: /^(重试|Try again)$/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

/** Three hundred devices, paged. */
export const LargeData = meta.story({
  args: { devices: manyTrustedDevices(300), currentDeviceId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: HEADING })).toHaveTextContent('300');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11);
  },
});

/** Remove asks first; once the server agrees the row leaves and the count drops. */
export const CancelOne = meta.story({
  play: async ({ args, canvas }) => {
    const dialog = await askToRemove(/(移除|Remove) iPhone 16/);
    await expect(args.onCancelTrustDevice).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: REMOVE }));
    await expect(args.onCancelTrustDevice).toHaveBeenCalledWith({ id: 'trust3' });
    await waitFor(() =>
      expect(canvas.queryByRole('rowheader', { name: /iPhone 16/ })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('heading', { name: HEADING })).toHaveTextContent('3');
    await waitForDialogGone('alertdialog');
  },
});

/** Backing out of the question removes nothing. */
export const CancelBackedOut = meta.story({
  play: async ({ args }) => {
    const dialog = await askToRemove(/(移除|Remove) iPhone 16/);
    await userEvent.click(dialog.getByRole('button', { name: /^(取消|Cancel)$/ }));
    await waitForDialogGone('alertdialog');
    await expect(args.onCancelTrustDevice).not.toHaveBeenCalled();
  },
});

/** While the server works the row says it is busy. */
export const Cancelling = meta.story({
  args: { onCancelTrustDevice: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    const dialog = await askToRemove(/(移除|Remove) iPhone 16/);
    await userEvent.click(dialog.getByRole('button', { name: REMOVE }));
    const row = canvas.getByRole('row', { name: /iPhone 16/ });
    await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'true'));
    await expect(within(row).getByRole('button', { name: /iPhone 16/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitForDialogGone('alertdialog');
  },
});

/** A refusal leaves the row and says why. */
export const CancelRefused = meta.story({
  args: {
    onCancelTrustDevice: fn(() => Promise.reject(new globalThis.Error('设备信息已过期，请刷新'))),
  },
  play: async ({ canvas }) => {
    const dialog = await askToRemove(/(移除|Remove) iPhone 16/);
    await userEvent.click(dialog.getByRole('button', { name: REMOVE }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('设备信息已过期，请刷新');
    await expect(canvas.getByRole('rowheader', { name: /iPhone 16/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: HEADING })).toHaveTextContent('4');
    blurActive();
  },
});

/** Thai, with long device names. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { devices: LONG_TRUSTED_DEVICES },
});
