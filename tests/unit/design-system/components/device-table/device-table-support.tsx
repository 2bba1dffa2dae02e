import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import {
  DeviceTable,
  type DeviceTableProps,
} from '../../../../../design-system/components/device-table';
import type { MainSln, SubSln, WhiteDevice } from '../../../../../shared/domain/device';
import { renderWithProviders } from '../../../helpers/render';

export const main: MainSln[] = [
  {
    slnId: 'sln1',
    sln: 'K7QF-2M9D-X4TB-8HWC',
    serviceId: 'svc-kis',
    serviceName: 'Cloud accounting',
    status: 1,
    maxDevices: 10,
    deviceCount: 4,
    subCount: 7,
    whiteCount: 5,
    createdAt: 0,
  },
  {
    slnId: 'sln2',
    sln: 'H2CE-6KGY-3VRN-7MTD',
    serviceId: 'svc-pos',
    serviceName: 'Point of sale',
    status: 0,
    maxDevices: 5,
    deviceCount: 0,
    subCount: 0,
    whiteCount: 0,
    createdAt: 0,
  },
];

export const sub: SubSln[] = [
  {
    subId: 'sub1',
    slnId: 'sln1',
    sln: 'K7QF-2M9D-X4TB-8HWC-S001',
    userId: 'u1',
    realName: 'Zhang Wei',
    status: 1,
    createdAt: 0,
  },
];

export const white: WhiteDevice[] = [
  { whiteId: 'w1', slnId: 'sln1', deviceId: 'dev1', deviceName: 'Finance PC', addedAt: 0 },
];

export const ready = <Row,>(rows: readonly Row[]) => ({ status: 'ready' as const, rows });

export function renderTable(props: Partial<DeviceTableProps> = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <DeviceTable
      main={ready(main)}
      sub={ready(sub)}
      white={ready(white)}
      selectedSlnId="sln1"
      onSelectedSlnChange={vi.fn()}
      services={[{ serviceId: 'svc-kis', serviceName: 'Cloud accounting' }]}
      members={[
        { userId: 'u1', realName: 'Zhang Wei', mobile: '138****5678' },
        { userId: 'u2', realName: 'Li Na', mobile: '139****2468' },
        { userId: 'u3', realName: 'Wang Fang', mobile: '137****1357' },
      ]}
      devices={[
        { deviceId: 'dev1', deviceName: 'Finance PC', os: 'Windows 11', realName: 'Zhang Wei' },
        { deviceId: 'dev2', deviceName: 'Front desk', os: 'Windows 10', realName: 'Li Na' },
      ]}
      defaultPageSize={10}
      {...props}
    />,
  );
  return { user, ...view };
}

export async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add serial number' }));
  return within(await screen.findByRole('dialog', { name: 'Add a serial number' }));
}
