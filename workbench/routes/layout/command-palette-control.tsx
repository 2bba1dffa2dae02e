import { useDebounced } from '../../../design-system/utils/use-debounced';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteItem,
} from '../../../design-system/components/command-palette';
import { switcherCorps } from '../../../design-system/components/corp-switcher/corp-filter';
import { thirdPlatformMessages } from '../../../design-system/components/security-settings-panel/messages';
import { raiseErrorToast } from '../../../design-system/components/toaster/toaster-loader';
import { DEFAULT_PAGE } from '../../../shared/constants';
import { UNSELECTABLE_SYSTEM_DEPT_IDS } from '../../../shared/domain/vocabulary';
import { clampMemberSearch } from '../../../shared/validation';
import { useCorpList, useCurrentCorp } from '../../data/current-corp';
import { useDeptMembers, useDeptTree } from '../../data/dept';
import { useOwnServices, useSharedServices } from '../../data/services';
import { useSwitchCorpWithCheck } from '../corps/switch-corp';
import { rootOf } from '../departments/dept-rules';
import { listFailure } from '../list-failure';
import { paths } from '../paths';
import { areaOf, useNavAreas } from './nav-areas';

/** Typing pauses this long before the members are searched on the server (the project's own number). */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;
/** The members one search lists. */
const MEMBER_RESULTS = 8;

export interface CommandPaletteControlProps {
  open: boolean;
  onOpenChange: (details: { open: boolean }) => void;
}

/**
 * The command palette with the workbench's data: its pages, the settings of account security, the
 * current corp's members (searched on the server), departments and services, and the corps to
 * switch to. Its lists are read while it is open. Its own chunk, loaded on the first opening.
 */
export function CommandPaletteControl({ open, onOpenChange }: CommandPaletteControlProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const key = useDebounced(query.trim(), MEMBER_SEARCH_DEBOUNCE_MS);

  const areas = useNavAreas();
  const tree = useDeptTree(open);
  const root = tree.data ? rootOf(tree.data) : undefined;
  const members = useDeptMembers(
    open && root && key !== ''
      ? {
          deptId: root.deptId,
          fetchChild: true,
          key,
          currentPage: DEFAULT_PAGE,
          pageSize: MEMBER_RESULTS,
        }
      : null,
  );
  const own = useOwnServices(open);
  const shared = useSharedServices(open);
  const corps = useCorpList(open);
  const { data: current, mutate: revalidateCurrent } = useCurrentCorp();
  const switchTo = useSwitchCorpWithCheck();

  const currentArea = areaOf(pathname);
  const pages: CommandPaletteItem[] = [
    ...areas.map((area) => ({
      id: area.key,
      label: area.label,
      current: area.key === currentArea,
    })),
    {
      id: 'readOnlyService',
      label: t({ id: 'serviceList.tab.readOnly', message: 'Read-only services' }),
    },
  ];

  const securityLabel = t({ id: 'nav.accountSetting', message: 'Account security' });
  const settingLabels: Record<string, string> = {
    loginProtect: t({ id: 'securitySettings.loginProtect', message: 'Login protection' }),
    secondCheck: t({
      id: 'securitySettings.secondCheck',
      message: 'Your second check in this company',
    }),
    remoteLoginNotice: t({
      id: 'securitySettings.remoteLoginNotice',
      message: 'Remote-login notice',
    }),
    trustedDevices: t({ id: 'securitySettings.trustedDevices', message: 'Trusted devices' }),
    password: t({ id: 'securitySettings.password', message: 'Password' }),
    passwordExpiry: t({ id: 'securitySettings.passwordExpiry', message: 'Password expiry' }),
    mobile: t({ id: 'securitySettings.mobile', message: 'Mobile' }),
    email: t({ id: 'securitySettings.email', message: 'E-mail' }),
    wx: i18n._(thirdPlatformMessages.wx),
    qywx: i18n._(thirdPlatformMessages.qywx),
    dingtalk: i18n._(thirdPlatformMessages.dingtalk),
    authorizationCodes: t({
      id: 'securitySettings.authorizationCodes',
      message: 'Authorization codes',
    }),
    aiProtocol: t({ id: 'securitySettings.aiProtocol', message: 'AI service agreement' }),
    logOff: t({ id: 'securitySettings.logOff', message: 'Close account' }),
  };
  const settings = Object.entries(settingLabels).map(([setting, label]) => ({
    id: setting,
    label,
    detail: securityLabel,
  }));

  // Without the department list there is no root to search under: its failure is the members'.
  const memberError = members.error ?? tree.error;
  const memberStatus = memberError
    ? 'error'
    : key !== query.trim() || members.isLoading || !members.data
      ? 'loading'
      : 'ready';
  const memberItems = (members.data?.list ?? []).map((member) => ({
    id: member.userId,
    label: member.realName,
    detail: [member.userName || member.mobile, ...member.deptNameList].filter(Boolean).join(' · '),
  }));

  const deptNames = new Map((tree.data ?? []).map((dept) => [dept.deptId, dept.name]));
  const depts = (tree.data ?? [])
    .filter((dept) => !UNSELECTABLE_SYSTEM_DEPT_IDS.includes(dept.deptId))
    .map((dept) => ({ id: dept.deptId, label: dept.name, detail: deptNames.get(dept.parentId) }));

  const services = [
    ...(own.data ?? []).map((service) => ({
      id: `own:${service.serviceId}`,
      label: service.name,
      detail: service.productName,
    })),
    ...(shared.data ?? []).map((service) => {
      const owner = service.ownerCorpName;
      return {
        id: `share:${service.serviceId}`,
        label: service.name,
        detail: t({ id: 'serviceList.sharedBy', message: `Shared by ${owner}` }),
      };
    }),
  ];

  const currentCorp = current && !current.needsSecondCheck ? current.data : undefined;
  const corpItems = switcherCorps(corps.data ?? [], currentCorp?.corpId).map((corp) => ({
    id: corp.corpId,
    label: corp.corpName,
    current: corp.corpId === currentCorp?.corpId,
  }));

  const groups: CommandPaletteGroup[] = [
    {
      key: 'pages',
      heading: t({ id: 'commandPalette.group.pages', message: 'Pages' }),
      items: pages,
      showWhenEmpty: true,
      limit: pages.length,
    },
    {
      key: 'settings',
      heading: t({ id: 'commandPalette.group.settings', message: 'Security settings' }),
      items: settings,
    },
    {
      key: 'members',
      heading: t({ id: 'commandPalette.group.members', message: 'Members' }),
      items: memberItems,
      matching: 'remote',
      status: memberStatus,
      notice:
        memberStatus === 'loading'
          ? t({ id: 'commandPalette.members.searching', message: 'Searching members…' })
          : listFailure(
              t({
                id: 'commandPalette.members.failed',
                message: 'Members could not be searched; the rest still can.',
              }),
              memberError,
            ),
    },
    {
      key: 'departments',
      heading: t({ id: 'commandPalette.group.departments', message: 'Departments' }),
      items: depts,
    },
    {
      key: 'services',
      heading: t({ id: 'commandPalette.group.services', message: 'Services' }),
      items: services,
    },
    {
      key: 'corps',
      heading: t({ id: 'commandPalette.group.corps', message: 'Switch company' }),
      items: corpItems,
    },
  ];

  const switchCorp = async (corpId: string) => {
    if (corpId === currentCorp?.corpId) return;
    // A failed call raises its own message (the catalogue); a refused check is said here.
    if (await switchTo(corpId)) await revalidateCurrent();
    else
      raiseErrorToast({
        description: t({
          id: 'corpSwitcher.secondCheckRefused',
          message: 'Not switched: that company asks for a second verification first.',
        }),
      });
  };

  const onRun = (item: CommandPaletteItem, groupKey: string) => {
    setQuery('');
    switch (groupKey) {
      case 'pages':
        return void navigate(
          item.id === 'readOnlyService'
            ? paths.readOnlyService.path
            : (areas.find((area) => area.key === item.id)?.href.slice(1) ?? paths.home.path),
        );
      case 'settings':
        return void navigate(paths.accountSetting.getSettingHref(item.id).slice(1));
      case 'members':
        return void navigate(paths.departments.getHref({ member: item.label }).slice(1));
      case 'departments':
        return void navigate(paths.departments.getHref({ dept: item.id }).slice(1));
      case 'services': {
        const [tab, serviceId] = item.id.split(':');
        return void navigate(paths.services.getHref({ tab, service: serviceId }).slice(1));
      }
      case 'corps':
        return void switchCorp(item.id).catch(() => undefined);
    }
  };

  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={(next) => setQuery(clampMemberSearch(next))}
      groups={groups}
      onRun={onRun}
    />
  );
}
