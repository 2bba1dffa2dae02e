import type { RouteDef } from '../route';

export const logsRoutes: RouteDef[] = [];
