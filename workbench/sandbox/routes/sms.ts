import type { RouteDef } from '../route';

export const smsRoutes: RouteDef[] = [];
