import type { CertStatus, CorpType } from './contract';
import { endpoint, secondCheckEndpoint } from './endpoint';

export { CERT_STATUS, CORP_TYPE, type CertStatus, type CorpType } from './contract';

/** A corp (spec section 3); fields beyond corpId and corpInfo are the project's own. */
export interface Corp {
  corpId: string;
  corpName: string;
  corpType: CorpType;
  corpInfo: {
    /** The second-check flag (spec section 3). */
    secondCheck: boolean;
    certStatus: CertStatus;
    creatorUserId: string;
  };
  /** Hidden from the corp switcher (setCorpHide). */
  hidden: boolean;
}

/** The current corp with who the signed-in user is in it (application state curCorp). */
export interface CurrentCorp extends Corp {
  userId: string;
  admin: boolean;
}

export const getCurrentCorp = secondCheckEndpoint<void, CurrentCorp>({
  method: 'GET',
  path: 'service/corp/current',
});
export const getCorpList = endpoint<void, Corp[]>({ method: 'GET', path: 'service/corp/list' });
export const switchCorp = secondCheckEndpoint<{ corpId: string }, CurrentCorp>({
  method: 'POST',
  path: 'service/corp/switchCorp',
});
