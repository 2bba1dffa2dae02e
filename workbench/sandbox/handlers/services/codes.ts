/** A service's code and its password, and the deployment tip. */
import { v } from '../../input';
import { route, type RouteDef } from '../../route';
import type { Rng } from '../../store/rng';
import type {
  DeployTip,
  ServiceCode,
  ServiceCodePassword,
} from '../../../../shared/payloads/services';
import { type ServiceRecord } from '../../store/services/records';
import { ownedService, visibleService } from '../../store/services/lists';
import { serviceId, corpOf, sampleId } from './common';

const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new service-code password: letters, digits and a special character (the password rule). Drawn
 * from the sandbox's seeded generator, so a story shows the same one on every run.
 */
function newPassword(rng: Rng): string {
  let letters = '';
  for (let index = 0; index < 6; index++)
    letters += PASSWORD_LETTERS.charAt(rng.int(0, PASSWORD_LETTERS.length - 1));
  let numbers = '';
  for (let index = 0; index < 3; index++) numbers += String(rng.int(0, 9));
  return `${letters}${numbers}#`;
}

function codeView(record: ServiceRecord): ServiceCode {
  return { serviceId: record.serviceId, ...record.code };
}

export const codeRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/service-code',
    input: v.object(serviceId),
    handle: (context): ServiceCode =>
      codeView(ownedService(context.state.services, corpOf(context), context.input.serviceId)),
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'PUT',
    path: 'service/service-code/password',
    input: v.object(serviceId),
    handle: (context): ServiceCodePassword => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      record.code = {
        ...record.code,
        passwordSet: true,
        synced: false,
        updatedAt: context.state.clock.now(),
      };
      return { serviceId: record.serviceId, password: newPassword(context.state.rng) };
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'PUT',
    path: 'service/service-code/sync-password',
    input: v.object(serviceId),
    handle: (context): ServiceCode => {
      const record = ownedService(context.state.services, corpOf(context), context.input.serviceId);
      record.code = {
        ...record.code,
        passwordSet: true,
        synced: true,
        updatedAt: context.state.clock.now(),
      };
      return codeView(record);
    },
    sample: (state) => sampleId(state),
  }),
  route({
    method: 'POST',
    path: 'service/deploy-level/showTip',
    input: v.object(serviceId),
    handle: (context): DeployTip => {
      const record = visibleService(
        context.state.services,
        corpOf(context),
        context.input.serviceId,
      );
      return {
        serviceId: record.serviceId,
        deployLevel: record.deployLevel,
        showTip: record.deployLevel === 'private',
      };
    },
    sample: (state) => sampleId(state),
  }),
];
