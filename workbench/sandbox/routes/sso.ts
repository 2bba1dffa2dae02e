import type { RouteDef } from '../route';

export const ssoRoutes: RouteDef[] = [];
