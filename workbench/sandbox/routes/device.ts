import type { RouteDef } from '../route';

export const deviceRoutes: RouteDef[] = [];
