import { Button, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { ListState } from '../../../design-system/components/list-state';
import { useSubmitGuard } from '../../../design-system/utils/use-submit-guard';
import {
  raiseErrorToast,
  raiseSuccessToast,
} from '../../../design-system/components/toaster/toaster-loader';
import { useSetCorpHide } from '../../data/corp';
import { useCorpList, useCurrentCorp } from '../../data/current-corp';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import CorpTable from './corp-table';
import CurrentCorpSection from './current-corp-section';
import { useSwitchCorpWithCheck } from './switch-corp';
import type { Corp } from '../../../shared/domain/corp';
import { listFailure } from '../list-failure';
import { PageLayout } from '../../../design-system/components/page-layout';

// Each dialog, and the dialog machinery with them, loads when first opened.
const AddCorpDialog = lazyDialog(() => import('./add-corp-dialog'), 'default');
const DeleteCorpDialog = lazyDialog(() => import('./delete-corp-dialog'), 'default');
const CorpDetailsDialog = lazyDialog(() => import('./corp-details-dialog'), 'default');

/**
 * The person's corps (docs/product.md §7, service/corp): every corp with its type and certification
 * status, to switch to, hide or show, and delete; then the current one with what an admin may do
 * there (modify, certification, set admin, change creator, the WeCom relation). The header's
 * "add company" arrives with ?add=1, which opens the add dialog; ?corp=<corpId> opens that corp's
 * details.
 */
export default function CorpsPage() {
  const { t } = useLingui();
  const listHeadingId = useId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const addRequested = search.get('add') === '1';
  const detailsCorpId = search.get('corp');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Corp | null>(null);
  const rowAction = useSubmitGuard();

  const current = useCurrentCorp();
  const list = useCorpList();
  const { trigger: setCorpHide } = useSetCorpHide();
  const switchTo = useSwitchCorpWithCheck();

  const currentCorp =
    current.data && !current.data.needsSecondCheck ? current.data.data : undefined;

  /** One action at a time per corp: its row is marked busy until the action ends. */
  const withBusy = (corpId: string, action: () => Promise<void>) =>
    rowAction.run(async () => {
      try {
        await action();
      } catch {
        // The catalogue has toasted why the call failed; the row simply stays as it was.
      }
    }, corpId);

  const onSwitch = (corp: Corp) =>
    withBusy(corp.corpId, async () => {
      const name = corp.corpName;
      if (await switchTo(corp.corpId))
        raiseSuccessToast({
          description: t({ id: 'corps.switch.done', message: `Switched to ${name}` }),
        });
      else
        raiseErrorToast({
          description: t({
            id: 'corps.switch.refused',
            message: 'Not switched: that company asks for a second verification first.',
          }),
        });
    });

  const onToggleHidden = (corp: Corp) =>
    withBusy(corp.corpId, async () => {
      const name = corp.corpName;
      await setCorpHide({ corpId: corp.corpId, hide: !corp.hidden });
      raiseSuccessToast({
        description: corp.hidden
          ? t({ id: 'corps.show.done', message: `${name} is shown in the company switcher again` })
          : t({ id: 'corps.hide.done', message: `${name} is hidden from the company switcher` }),
      });
    });

  // The details' corp lives in the address, so a link or a reload opens the same dialog; replaced,
  // not pushed, so Back leaves the page rather than opening the dialog again.
  const openDetails = (corp: Corp) =>
    void navigate(`${paths.corps.path}?corp=${encodeURIComponent(corp.corpId)}`, {
      replace: true,
    });
  const closeDetails = () => void navigate(paths.corps.path, { replace: true });

  const closeAdd = () => {
    setAdding(false);
    // The query opened the dialog: dropped, so going back or reloading does not open it again.
    if (addRequested) void navigate(paths.corps.path, { replace: true });
  };

  return (
    <PageLayout
      title={t({ id: 'corps.heading', message: 'Companies' })}
      description={t({
        id: 'corps.intro',
        message:
          'The companies you belong to. Switch to one, hide those you rarely use, and add or certify your own.',
      })}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
          {t({ id: 'corps.add.open', message: 'Add company' })}
        </Button>
      }
    >
      <Stack as="section" gap="3" aria-labelledby={listHeadingId}>
        <Heading as="h2" size="md" id={listHeadingId}>
          {t({ id: 'corps.list.heading', message: 'Your companies' })}
        </Heading>
        <ListState
          status={
            list.error ? 'error' : !list.data ? 'loading' : list.data.length ? 'ready' : 'empty'
          }
          errorMessage={listFailure(
            t({
              id: 'corps.list.failed',
              message: 'The companies could not be loaded.',
            }),
            list.error,
          )}
          onRetry={() => void list.mutate()}
          emptyMessage={t({
            id: 'corps.list.empty',
            message: 'You are not in any company yet. Add one to get started.',
          })}
          emptyAction={
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              {t({ id: 'corps.add.open', message: 'Add company' })}
            </Button>
          }
        >
          <CorpTable
            corps={list.data ?? []}
            currentCorpId={currentCorp?.corpId}
            userId={currentCorp?.userId}
            busyIds={{ has: rowAction.isBusy }}
            onSwitch={(corp) => void onSwitch(corp)}
            onToggleHidden={(corp) => void onToggleHidden(corp)}
            onDelete={setDeleting}
            onDetails={openDetails}
          />
        </ListState>
      </Stack>

      <CurrentCorpSection current={current} />

      <DialogSuspense>
        {adding || addRequested ? <AddCorpDialog onClose={closeAdd} /> : null}
        {deleting ? <DeleteCorpDialog corp={deleting} onClose={() => setDeleting(null)} /> : null}
        {detailsCorpId ? (
          <CorpDetailsDialog
            corpId={detailsCorpId}
            userId={currentCorp?.userId}
            userPending={current.isLoading}
            onClose={closeDetails}
          />
        ) : null}
      </DialogSuspense>
    </PageLayout>
  );
}
