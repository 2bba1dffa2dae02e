import type { RouteDef } from '../route';

export const corpRoutes: RouteDef[] = [];
