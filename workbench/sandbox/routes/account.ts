import type { RouteDef } from '../route';

export const accountRoutes: RouteDef[] = [];
