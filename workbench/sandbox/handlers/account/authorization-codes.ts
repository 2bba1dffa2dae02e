/** The account's authorization codes: listing, generating, enabling and disabling them. */
import { found, id, paging, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import type { SandboxState } from '../../store/state';
import type { AuthorizationCode, AuthorizeService } from '../../../../shared/domain/account';
import type { Page } from '../../../../shared/payloads/page';
import type { ValidCodeCheck } from '../../../../shared/payloads/account';
import { addCode, AUTHORIZE_CODE_TTL_DAYS, drawCode } from '../../store/security/records';
import { codesOf, codeStatus, codeView, hasValidCode } from '../../store/security/views';
import { SAMPLE_USER_ID } from '../../store/samples';
import { DAY_MS } from '../../store/clock';

function ownCode(state: SandboxState, userId: string, codeId: string) {
  const code = state.security.codes.get(codeId);
  return found(code?.userId === userId ? code : undefined, `Authorization code ${codeId}`);
}

function authorizeService(state: SandboxState, serviceId: string) {
  return found(
    state.security.authorizeServices.find((service) => service.serviceId === serviceId),
    `Service ${serviceId}`,
  );
}

export const authorizationCodeRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/user/authorizeCodeListPage',
    input: v.object(paging),
    handle: ({ state, account, input }): Page<AuthorizationCode> => {
      const codes = codesOf(state, account.userId);
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: codes.slice(start, start + input.pageSize).map((code) => codeView(state, code)),
        total: codes.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/generateAuthorizeCode',
    input: v.object({ serviceId: id() }),
    handle: ({ state, account, input }): AuthorizationCode => {
      authorizeService(state, input.serviceId);
      if (hasValidCode(state, account.userId, input.serviceId))
        throw new SandboxFail(FAIL, 'This service already has a valid authorization code.');
      const now = state.clock.now();
      const code = addCode(state.security, {
        userId: account.userId,
        serviceId: input.serviceId,
        code: drawCode(state.rng),
        status: 'valid',
        createdAt: now,
        expiresAt: now + AUTHORIZE_CODE_TTL_DAYS * DAY_MS,
      });
      return codeView(state, code);
    },
    sample: (state) => ({
      serviceId: state.security.authorizeServices.find(
        ({ serviceId }) => !hasValidCode(state, SAMPLE_USER_ID, serviceId),
      )?.serviceId,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/authorizeServiceList',
    handle: ({ state, account }): AuthorizeService[] =>
      state.security.authorizeServices.map((service) => ({
        ...service,
        hasValidCode: hasValidCode(state, account.userId, service.serviceId),
      })),
  }),
  route({
    method: 'POST',
    path: 'service/user/updateAuthorizeCode',
    input: v.object({ id: id(), status: v.oneOf(['valid', 'disabled']) }),
    handle: ({ state, account, input }): AuthorizationCode => {
      const code = ownCode(state, account.userId, input.id);
      if (codeStatus(code, state.clock.now()) === 'expired')
        throw new SandboxFail(FAIL, 'This authorization code has expired.');
      if (
        input.status === 'valid' &&
        code.status !== 'valid' &&
        hasValidCode(state, account.userId, code.serviceId)
      )
        throw new SandboxFail(FAIL, 'This service already has a valid authorization code.');
      code.status = input.status;
      return codeView(state, code);
    },
    sample: (state) => {
      const now = state.clock.now();
      const valid = codesOf(state, SAMPLE_USER_ID).find(
        (code) => codeStatus(code, now) === 'valid',
      );
      return { id: valid?.id, status: 'disabled' };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/isHasValidCode',
    input: v.object({ serviceId: id() }),
    handle: ({ state, account, input }): ValidCodeCheck => {
      authorizeService(state, input.serviceId);
      return { hasValidCode: hasValidCode(state, account.userId, input.serviceId) };
    },
    sample: (state) => ({ serviceId: state.security.authorizeServices[0]?.serviceId }),
  }),
];
