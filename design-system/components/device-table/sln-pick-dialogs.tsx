import { useLingui } from '@lingui/react/macro';
import type { Device } from '../../../shared/domain/device';
import type { MemberRow } from '../../../shared/domain/org';
import { lazyDialog } from '../dialog-suspense';

// The picker, and the dialog machinery with it, loads when first opened.
const PickDialog = lazyDialog(() => import('./pick-dialog'), 'PickDialog');

interface AuthoriseMembersDialogProps {
  /** The main serial number the members are authorised on. */
  selectedSln: string;
  members: readonly Pick<MemberRow, 'userId' | 'realName' | 'mobile'>[];
  /** The members authorised already, left out of the choice. */
  authorised: ReadonlySet<string>;
  onAdd: (userIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the members to authorise on a main serial number. */
export function AuthoriseMembersDialog({
  selectedSln,
  members,
  authorised,
  onAdd,
  onClose,
}: AuthoriseMembersDialogProps) {
  const { t } = useLingui();
  return (
    <PickDialog
      title={t({
        id: 'deviceTable.authoriseTitle',
        message: `Authorise members on ${selectedSln}`,
      })}
      searchLabel={t({ id: 'deviceTable.searchMembers', message: 'Search members' })}
      requiredMessage={t({
        id: 'deviceTable.pickMemberRequired',
        message: 'Choose at least one member',
      })}
      failedMessage={t({
        id: 'deviceTable.addSubFailed',
        message: 'The members could not be authorised.',
      })}
      noOptionsMessage={t({
        id: 'deviceTable.noMembers',
        message: 'Every member is authorised already.',
      })}
      options={members
        .filter((member) => !authorised.has(member.userId))
        .map((member) => ({
          id: member.userId,
          label: member.realName,
          detail: member.mobile,
        }))}
      onAdd={onAdd}
      onClose={onClose}
    />
  );
}

interface WhiteListDevicesDialogProps {
  /** The main serial number whose white list the devices join. */
  selectedSln: string;
  devices: readonly Pick<Device, 'deviceId' | 'deviceName' | 'os' | 'realName'>[];
  /** The devices on the white list already, left out of the choice. */
  whiteListed: ReadonlySet<string>;
  onAdd: (deviceIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the devices to add to a main serial number's white list. */
export function WhiteListDevicesDialog({
  selectedSln,
  devices,
  whiteListed,
  onAdd,
  onClose,
}: WhiteListDevicesDialogProps) {
  const { t } = useLingui();
  return (
    <PickDialog
      title={t({
        id: 'deviceTable.whiteListTitle',
        message: `Add devices to the white list of ${selectedSln}`,
      })}
      searchLabel={t({ id: 'deviceTable.searchDevices', message: 'Search devices' })}
      requiredMessage={t({
        id: 'deviceTable.pickDeviceRequired',
        message: 'Choose at least one device',
      })}
      failedMessage={t({
        id: 'deviceTable.addWhiteFailed',
        message: 'The devices could not be added.',
      })}
      noOptionsMessage={t({
        id: 'deviceTable.noDevices',
        message: 'Every device is on the white list already.',
      })}
      options={devices
        .filter((device) => !whiteListed.has(device.deviceId))
        .map((device) => ({
          id: device.deviceId,
          label: device.deviceName,
          detail: [device.os, device.realName].filter(Boolean).join(' · '),
        }))}
      onAdd={onAdd}
      onClose={onClose}
    />
  );
}
