import type { RouteDef } from '../route';

export const selfServiceRoutes: RouteDef[] = [];
