import { useLingui } from '@lingui/react/macro';
import type { AppNavItem } from '../../../design-system/components/app-nav';
import { paths } from '../paths';

export type NavArea =
  | 'home'
  | 'accountSetting'
  | 'corps'
  | 'departments'
  | 'devices'
  | 'invitations'
  | 'services'
  | 'authorizationCodes'
  | 'selfService'
  | 'market'
  | 'operationLogs';

/** The area a page belongs to in the navigation (the read-only service list is the services'). */
export function areaOf(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  if (path === paths.readOnlyService.path.toLowerCase()) return 'services';
  return Object.entries(paths).find(([, route]) => route.path.toLowerCase() === path)?.[0];
}

/**
 * Each area of the workbench with its navigation label in the page's language: the navigation
 * beside the page and the command palette's pages read the same words.
 */
export function useNavAreas(): (AppNavItem & { label: string })[] {
  const { t } = useLingui();
  const labels: Record<NavArea, string> = {
    home: t({ id: 'nav.home', message: 'Home' }),
    accountSetting: t({ id: 'nav.accountSetting', message: 'Account security' }),
    corps: t({ id: 'nav.corps', message: 'Companies' }),
    departments: t({ id: 'nav.departments', message: 'Departments and members' }),
    devices: t({ id: 'nav.devices', message: 'Devices' }),
    invitations: t({ id: 'nav.invitations', message: 'Invitations' }),
    services: t({ id: 'nav.services', message: 'Services' }),
    authorizationCodes: t({ id: 'nav.authorizationCodes', message: 'Authorization codes' }),
    selfService: t({ id: 'nav.selfService', message: 'Self service' }),
    market: t({ id: 'nav.market', message: 'App market' }),
    operationLogs: t({ id: 'nav.operationLogs', message: 'Operation logs' }),
  };
  return (Object.keys(labels) as NavArea[]).map((area) => ({
    key: area,
    href: paths[area].getHref(),
    label: labels[area],
  }));
}
