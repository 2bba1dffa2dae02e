import type { RouteDef } from '../route';

export const marketRoutes: RouteDef[] = [];
