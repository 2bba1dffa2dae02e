import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AppDialog } from '../../../design-system/components/app-dialog';
import {
  certStatusLabel,
  certStatusTone,
  corpTypeLabel,
} from '../../../design-system/components/corp-switcher/corp-labels';
import { ListState } from '../../../design-system/components/list-state';
import { useCorpInfo } from '../../data/corp';
import { listFailure } from '../list-failure';
import type { Corp } from '../../../shared/domain/corp';
import { FactList, type Fact } from '../../../design-system/components/fact-list';

export interface CorpDetailsDialogProps {
  /** The corp asked for: from the list's row, or the address's ?corp=. */
  corpId: string;
  /** The signed-in user's id, to say whether they created it. */
  userId: string | undefined;
  /**
   * The user's id is still being read: the details wait for it rather than say "another member"
   * created the corp and then change their mind. @default false
   */
  userPending?: boolean;
  onClose: () => void;
}

/**
 * One corp's details, read afresh from the server (getCorpInfoById, docs/product.md §7): opened
 * from the list or from an address with ?corp=, which may name a corp the person is not in.
 */
export default function CorpDetailsDialog({
  corpId,
  userId,
  userPending = false,
  onClose,
}: CorpDetailsDialogProps) {
  const { t } = useLingui();
  const info = useCorpInfo(corpId);
  const corp = userPending ? undefined : info.data;
  return (
    <AppDialog
      open
      title={t({ id: 'corps.details.title', message: 'Company details' })}
      showCancel={false}
      confirmLabel={t({ id: 'corps.details.close', message: 'Close' })}
      // Nothing to fill in: focus starts on Close. The first focusable of the body depended on
      // whether the details had failed before the dialog took the focus (Try again) or not.
      initialFocus="confirm"
      onConfirm={onClose}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <ListState
        status={info.error ? 'error' : corp ? 'ready' : 'loading'}
        errorMessage={listFailure(
          t({ id: 'corps.details.failed', message: 'The company could not be loaded.' }),
          info.error,
        )}
        onRetry={() => void info.mutate()}
      >
        {corp ? <CorpDetails corp={corp} userId={userId} /> : null}
      </ListState>
    </AppDialog>
  );
}

function CorpDetails({ corp, userId }: { corp: Corp; userId: string | undefined }) {
  const { t, i18n } = useLingui();
  const { certStatus } = corp.corpInfo;
  const items: Fact[] = [
    [t({ id: 'corps.details.name', message: 'Company' }), corp.corpName],
    [t({ id: 'corps.details.id', message: 'Company ID' }), corp.corpId],
    [t({ id: 'corps.list.type', message: 'Type' }), i18n._(corpTypeLabel(corp.corpType))],
    [
      t({ id: 'corps.list.cert', message: 'Certification' }),
      <Badge key="cert" variant="subtle" colorPalette={certStatusTone(certStatus)}>
        {i18n._(certStatusLabel(certStatus))}
      </Badge>,
    ],
    [
      t({ id: 'corps.secondCheckFlag', message: 'Second check for everyone entering' }),
      corp.corpInfo.secondCheck
        ? t({ id: 'corps.details.on', message: 'On' })
        : t({ id: 'corps.details.off', message: 'Off' }),
    ],
    [
      t({ id: 'corps.details.creator', message: 'Created by' }),
      corp.corpInfo.creatorUserId === userId
        ? t({ id: 'corps.details.creatorYou', message: 'You' })
        : t({ id: 'corps.details.creatorOther', message: 'Another member' }),
    ],
    [
      t({ id: 'corps.details.switcher', message: 'In the company switcher' }),
      corp.hidden
        ? t({ id: 'corps.list.hidden', message: 'Hidden' })
        : t({ id: 'corps.details.shown', message: 'Shown' }),
    ],
  ];
  return <FactList items={items} />;
}
