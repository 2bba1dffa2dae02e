import type { RouteDef } from '../route';

export const certRoutes: RouteDef[] = [];
