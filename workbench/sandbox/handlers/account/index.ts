import type { RouteDef } from '../../route';
import { profileRoutes } from './profile';
import { passwordRoutes } from './password';
import { loginProtectionRoutes } from './login-protection';
import { bindingRoutes } from './bindings';
import { authorizationCodeRoutes } from './authorization-codes';

/** The account domain's calls (workbench/api/account.ts), one module per part of the account. */
export const accountRoutes: RouteDef[] = [
  ...profileRoutes,
  ...passwordRoutes,
  ...loginProtectionRoutes,
  ...bindingRoutes,
  ...authorizationCodeRoutes,
];
