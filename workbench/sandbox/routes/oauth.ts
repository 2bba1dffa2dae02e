import type { RouteDef } from '../route';

export const oauthRoutes: RouteDef[] = [];
