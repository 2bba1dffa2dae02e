import type { RouteDef } from '../route';
import { accountRoutes } from './account';
import { certRoutes } from './cert';
import { corpRoutes } from './corp';
import { deptRoutes } from './dept';
import { deviceRoutes } from './device';
import { inviteRoutes } from './invite';
import { logsRoutes } from './logs';
import { marketRoutes } from './market';
import { oauthRoutes } from './oauth';
import { selfServiceRoutes } from './self-service';
import { servicesRoutes } from './services';
import { smsRoutes } from './sms';
import { ssoRoutes } from './sso';
import { systemRoutes } from './system';

/** Every call the sandbox answers, one module per domain as in workbench/api. */
export const ROUTES: readonly RouteDef[] = [
  ...accountRoutes,
  ...smsRoutes,
  ...logsRoutes,
  ...systemRoutes,
  ...corpRoutes,
  ...certRoutes,
  ...oauthRoutes,
  ...ssoRoutes,
  ...deptRoutes,
  ...deviceRoutes,
  ...inviteRoutes,
  ...servicesRoutes,
  ...selfServiceRoutes,
  ...marketRoutes,
];
