import type { RouteDef } from '../../route';
import { signInRoutes } from './login';
import { qrRoutes } from './qr';
import { twoFactorRoutes } from './two-factor';
import { passwordRoutes } from './password-reset';
import { improveRoutes } from './improve';
import { oauth2Routes } from './oauth2';
import { authorizeCodeRoutes } from './authorize-codes';
import { assistantRoutes } from './assistant';
import { captchaRoutes } from './captcha';
import { sessionSyncRoutes } from './session-sync';

/** The sso domain's calls (workbench/api/sso.ts), one module per flow. */
export const ssoRoutes: RouteDef[] = [
  ...signInRoutes,
  ...qrRoutes,
  ...twoFactorRoutes,
  ...passwordRoutes,
  ...improveRoutes,
  ...oauth2Routes,
  ...authorizeCodeRoutes,
  ...assistantRoutes,
  ...captchaRoutes,
  ...sessionSyncRoutes,
];
