import type { RouteDef } from '../route';

export const servicesRoutes: RouteDef[] = [];
