import type { RouteDef } from '../../route';
import { corpsRoutes } from './corps';
import { memberRoutes } from './members';
import { secondCheckRoutes } from './second-check';
import { certificationRoutes } from './certification';

/** The corp domain's calls (workbench/api/corp.ts), one module per part. */
export const corpRoutes: RouteDef[] = [
  ...corpsRoutes,
  ...memberRoutes,
  ...secondCheckRoutes,
  ...certificationRoutes,
];
