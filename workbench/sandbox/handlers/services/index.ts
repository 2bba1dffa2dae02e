import type { RouteDef } from '../../route';
import { listRoutes } from './lists';
import { actionRoutes } from './actions';
import { vapRoutes } from './vap';
import { codeRoutes } from './codes';

/** The services domain's calls (workbench/api/services.ts), one module per part. */
export const servicesRoutes: RouteDef[] = [
  ...listRoutes,
  ...actionRoutes,
  ...vapRoutes,
  ...codeRoutes,
];
