import type { CertStatus, CorpType } from './vocabulary';

/** A corp (docs/product.md §3); fields beyond corpId and corpInfo are the project's own. */
export interface Corp {
  corpId: string;
  corpName: string;
  corpType: CorpType;
  corpInfo: {
    /** The second-check flag (docs/product.md §3): entering the corp needs an SMS check. */
    secondCheck: boolean;
    certStatus: CertStatus;
    creatorUserId: string;
  };
  /** Hidden from the signed-in user's corp switcher (setCorpHide). */
  hidden: boolean;
}

/** The current corp with who the signed-in user is in it (application state curCorp). */
export interface CurrentCorp extends Corp {
  userId: string;
  admin: boolean;
}
