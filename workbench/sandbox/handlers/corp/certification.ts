/** A corp's certification: its details, and changing them. */
import { CERT_STATUS } from '../../../../shared/contract';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import type { CertCorpInfo } from '../../../../shared/payloads/cert';
import { requireAdmin } from '../../store/corps';
import { certInfo, certOf, CREDIT_CODE_PATTERN, creditCodeFor } from '../../store/certification';
import { sampleOrg } from '../../store/samples';
import { corpName } from './inputs';

export const certificationRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/corp/certCorpInfo',
    handle: ({ state, org }): CertCorpInfo => certInfo(state, org),
  }),
  route({
    method: 'POST',
    path: 'service/corp/modifyCertCorp',
    input: v.object({
      enterName: corpName(),
      creditCode: v.string({ max: 18, pattern: CREDIT_CODE_PATTERN }),
      legalPerson: v.string({ max: 50 }),
    }),
    handle: ({ state, org, account, input }): CertCorpInfo => {
      requireAdmin(org, account.userId);
      const { corpInfo } = org.corp;
      if (corpInfo.certStatus === CERT_STATUS.notNeeded)
        throw new SandboxFail(FAIL, 'This corp does not need certification.');
      const cert = certOf(state, org);
      cert.enterName = input.enterName.trim();
      cert.creditCode = input.creditCode;
      cert.legalPerson = input.legalPerson.trim();
      cert.failReason = '';
      // Changed details are no longer the certified (or refused) ones.
      if (corpInfo.certStatus !== CERT_STATUS.certifying)
        corpInfo.certStatus = CERT_STATUS.uncertified;
      return certInfo(state, org);
    },
    sample: (state) => {
      const cert = certInfo(state, sampleOrg(state));
      return {
        enterName: cert.enterName || sampleOrg(state).corp.corpName,
        creditCode: cert.creditCode || creditCodeFor(sampleOrg(state).corp.corpName),
        legalPerson: cert.legalPerson || '张伟',
      };
    },
  }),
];
