import type { RouteDef } from '../route';

export const inviteRoutes: RouteDef[] = [];
