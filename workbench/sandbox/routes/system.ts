import type { RouteDef } from '../route';

export const systemRoutes: RouteDef[] = [];
