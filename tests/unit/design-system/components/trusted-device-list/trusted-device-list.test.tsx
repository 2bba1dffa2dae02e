import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  TrustedDeviceList,
  type TrustedDeviceListProps,
} from '../../../../../design-system/components/trusted-device-list';
import type { TrustDevice } from '../../../../../shared/domain/device';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

const devices: TrustDevice[] = [
  {
    id: 't1',
    type: 1,
    deviceName: 'Chrome 131',
    os: 'Windows 11',
    ip: '192.0.2.18',
    lastLoginAt: 0,
  },
  {
    id: 't2',
    type: 2,
    deviceName: 'Desktop app',
    os: 'macOS 15',
    ip: '192.0.2.77',
    lastLoginAt: 0,
  },
  { id: 't3', type: 3, deviceName: 'iPhone 16', os: 'iOS 18', ip: '198.51.100.23', lastLoginAt: 0 },
];

function renderList(props: Partial<TrustedDeviceListProps> = {}) {
  const user = userEvent.setup();
  const onCancelTrustDevice = vi.fn<TrustedDeviceListProps['onCancelTrustDevice']>(() =>
    Promise.resolve(),
  );
  const view = renderWithProviders(
    <TrustedDeviceList
      status="ready"
      devices={devices}
      onCancelTrustDevice={onCancelTrustDevice}
      defaultPageSize={10}
      {...props}
    />,
  );
  return { user, onCancelTrustDevice, ...view };
}

const heading = () => screen.getByRole('heading', { level: 2 });

async function confirmRemove(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove trusted device' }));
  await user.click(dialog.getByRole('button', { name: 'Remove' }));
}

describe('TrustedDeviceList', () => {
  it('should count the devices in the heading', () => {
    renderList();
    expect(heading()).toHaveTextContent('Trusted devices (3)');
  });

  it('should name each type in words', () => {
    renderList();
    for (const [name, type] of [
      ['Chrome 131', 'Browser'],
      ['Desktop app', 'Desktop client'],
      ['iPhone 16', 'Mobile app'],
    ] as const)
      expect(
        within(screen.getByRole('row', { name: new RegExp(name) })).getByText(type),
      ).toBeInTheDocument();
  });

  it('should mark the current device when the page says which one it is', () => {
    renderList({ currentDeviceId: 't3' });
    expect(screen.getAllByText('This device')).toHaveLength(1);
    expect(
      within(screen.getByRole('row', { name: /iPhone 16/ })).getByText('This device'),
    ).toBeInTheDocument();
  });

  it('should ask before removing a device, and remove it with its id once confirmed', async () => {
    const { user, onCancelTrustDevice } = renderList();
    await user.click(screen.getByRole('button', { name: 'Remove iPhone 16' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove trusted device' });
    expect(dialog).toHaveTextContent(/iPhone 16 will need the login protection again/);
    expect(onCancelTrustDevice).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onCancelTrustDevice).toHaveBeenCalledExactlyOnceWith({ id: 't3' });
  });

  it('should take the row away and lower the count once removed', async () => {
    const { user } = renderList();
    await confirmRemove(user, 'iPhone 16');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /iPhone 16/ })).toBeNull());
    expect(heading()).toHaveTextContent('Trusted devices (2)');
  });

  it('should warn when the device to remove is the current one', async () => {
    const { user } = renderList({ currentDeviceId: 't1' });
    await user.click(screen.getByRole('button', { name: 'Remove Chrome 131' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      /Chrome 131 is the device you are using now/,
    );
  });

  it('should remove nothing when the question is cancelled', async () => {
    const { user, onCancelTrustDevice } = renderList();
    await user.click(screen.getByRole('button', { name: 'Remove iPhone 16' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancelTrustDevice).not.toHaveBeenCalled();
    expect(heading()).toHaveTextContent('(3)');
  });

  it('should mark the row busy while the removal runs, and not ask twice', async () => {
    const { user, onCancelTrustDevice } = renderList({
      onCancelTrustDevice: vi.fn(() => new Promise<void>(() => undefined)),
    });
    await confirmRemove(user, 'iPhone 16');
    const row = screen.getByRole('row', { name: /iPhone 16/ });
    await waitFor(() => expect(row).toHaveAttribute('aria-busy', 'true'));
    const button = within(row).getByRole('button', { name: 'Remove iPhone 16' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancelTrustDevice).not.toHaveBeenCalled();
  });

  it('should keep the row and say why when the removal is refused', async () => {
    const { user } = renderList({
      onCancelTrustDevice: vi.fn(() => Promise.reject(new Error('Session expired'))),
    });
    await confirmRemove(user, 'iPhone 16');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'iPhone 16 is still trusted: Session expired',
    );
    expect(screen.getByRole('rowheader', { name: /iPhone 16/ })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('(3)');
    expect(screen.getByRole('row', { name: /iPhone 16/ })).not.toHaveAttribute('aria-busy');
  });

  it('should page a long list', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...devices[0]!,
      id: `m${index}`,
      deviceName: `Browser ${index}`,
    }));
    const { user } = renderList({ devices: many });
    expect(heading()).toHaveTextContent('(12)');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('should show the wait without a count', () => {
    renderList({ status: 'loading', devices: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(heading()).toHaveTextContent(/^Trusted devices$/);
  });

  it('should say when there is no trusted device', () => {
    renderList({ devices: [] });
    expect(screen.getByText(/No trusted devices/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('(0)');
  });

  it('should show a failure with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderList({
      status: 'error',
      devices: [],
      errorMessage: 'Network down',
      onRetry,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('should remove once for two clicks in one task on the confirmation', async () => {
    const onCancelTrustDevice = vi.fn(() => new Promise<void>(() => {}));
    const { user } = renderList({ onCancelTrustDevice });
    await user.click(screen.getByRole('button', { name: 'Remove iPhone 16' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Remove trusted device' }),
    );
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Remove' }));
    expect(onCancelTrustDevice).toHaveBeenCalledTimes(1);
  });
});
