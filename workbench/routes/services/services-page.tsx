import { Button, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import {
  ServiceList,
  SERVICE_LIST_KINDS,
  useServiceCsvColumns,
  type ServiceListKind,
} from '../../../design-system/components/service-list';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useDateFormat } from '../../../design-system/utils/format-date';
import { useAccount } from '../../data/account';
import {
  useConvertToPaid,
  useDeleteService,
  useLoadTransferInfo,
  useOwnServices,
  useReadOnlyServicesExport,
  useRenameService,
  useServiceCounts,
  useSharedServices,
  useStartTrial,
  useTrialCreationCount,
  useThirdPartyServices,
  useTransferService,
} from '../../data/services';
import { useDeleteServiceSms } from '../../data/sms';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import { quietly } from './quietly';
import { useReadOnlyPage } from './read-only-services';
import { useServiceEntry } from './use-service-entry';
import type { Service } from '../../../shared/domain/services';
import { listFailure } from '../list-failure';
import { CsvExport, CsvRowsExport } from '../csv-export';
import { PageLayout } from '../../../design-system/components/page-layout';

import { ServiceAvailabilityNotice } from './service-availability-notice';

// Opened now and then: each in a chunk of its own, so the page's stays small.
const ActivateCardDialog = lazyDialog(() => import('./activate-card-dialog'), 'default');
const DisplaySettingsDialog = lazyDialog(() => import('./display-settings-dialog'), 'default');
const ServicevapDialog = lazyDialog(() => import('./servicevap-dialog'), 'default');
const ServiceDetailsDialog = lazyDialog(() => import('./service-details-dialog'), 'default');
const EnableServiceDialog = lazyDialog(() => import('./enable-service-dialog'), 'default');

type PageDialog =
  | { kind: 'card' }
  | { kind: 'display' }
  | { kind: 'servicevap' }
  | { kind: 'manage'; service: Service }
  | { kind: 'enable'; service: Service };

/** Each list's export file name before its date (ASCII, as the other exports'; decision 0023). */
const SERVICE_EXPORT_AREAS: Record<ServiceListKind, string> = {
  own: 'services-own',
  share: 'services-shared',
  thirdParty: 'services-third-party',
  readOnly: 'services-read-only',
};

/** The list a `?tab=` names; the own list when it names none. */
function kindOf(tab: string | null): ServiceListKind {
  return SERVICE_LIST_KINDS.find((kind) => kind === tab) ?? 'own';
}

/**
 * The corp's services (docs/product.md §1): the own, shared, third-party and read-only lists with
 * their counts, each service's actions, and the screens that set the lists up. The tab shown is in
 * the route's query (`?tab=share`), so a reload or a link keeps it.
 */
export default function ServicesPage() {
  const { t } = useLingui();
  const format = useDateFormat();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kind = kindOf(search.get('tab'));
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const closeDialog = () => setDialog(null);

  const counts = useServiceCounts();
  // Only the list shown is asked for; another loads when its tab is picked.
  const own = useOwnServices(kind === 'own');
  const share = useSharedServices(kind === 'share');
  const thirdParty = useThirdPartyServices(kind === 'thirdParty');
  const readOnly = useReadOnlyPage(kind === 'readOnly');
  const { data: account } = useAccount();

  const rename = useRenameService();
  const remove = useDeleteService();
  const transfer = useTransferService();
  const trial = useStartTrial();
  const { data: trialCount } = useTrialCreationCount(kind === 'own');
  const convert = useConvertToPaid();
  const { trigger: sendDeleteServiceCode } = useDeleteServiceSms();
  const loadTransferInfo = useLoadTransferInfo();
  const enter = useServiceEntry((service) => setDialog({ kind: 'enable', service }));

  const readOnlyExport = useReadOnlyServicesExport();
  const csvColumns = useServiceCsvColumns(kind === 'share');

  const wholeLists = { own, share, thirdParty };
  const shown = kind === 'readOnly' ? readOnly : wholeLists[kind];
  const services = kind === 'readOnly' ? readOnly.data?.list : wholeLists[kind].data;
  const status = shown.error ? 'error' : services ? 'ready' : 'loading';

  return (
    <PageLayout
      title={t({ id: 'services.heading', message: 'Services' })}
      description={t({
        id: 'services.intro',
        message: 'The services of this company, and those shared with it.',
      })}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'display' })}>
            {t({ id: 'services.display.open', message: 'List settings' })}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'servicevap' })}>
            {t({ id: 'services.servicevap.open', message: 'Print and common lists' })}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => setDialog({ kind: 'card' })}>
            {t({ id: 'services.card.open', message: 'Activate a card' })}
          </Button>
        </>
      }
    >
      <ServiceAvailabilityNotice />
      {/* The cards' names are h3: the lists need a heading of their own between. */}
      <Heading as="h2" srOnly>
        {t({ id: 'services.lists', message: 'Service lists' })}
      </Heading>
      <ServiceList
        kind={kind}
        focusServiceId={search.get('service') ?? undefined}
        onKindChange={(next) =>
          void navigate(`${paths.services.path}?tab=${encodeURIComponent(next)}`, { replace: true })
        }
        counts={counts.data}
        services={services ?? []}
        status={status}
        errorMessage={listFailure(
          t({
            id: 'services.loadFailed',
            message: 'The services could not be loaded.',
          }),
          shown.error,
        )}
        onRetry={() => void shown.mutate()}
        paging={kind === 'readOnly' ? readOnly.paging : undefined}
        exportAction={
          kind === 'readOnly' ? (
            <CsvExport
              exporter={readOnlyExport}
              query={{}}
              columns={csvColumns}
              area={SERVICE_EXPORT_AREAS.readOnly}
              empty={readOnly.count === 0}
            />
          ) : status === 'ready' ? (
            <CsvRowsExport
              rows={services ?? []}
              columns={csvColumns}
              area={SERVICE_EXPORT_AREAS[kind]}
            />
          ) : undefined
        }
        onEnter={enter}
        onRename={async (service, name) => {
          await quietly(rename.trigger({ serviceId: service.serviceId, name }));
          raiseSuccessToast({
            description: t({ id: 'services.renamed', message: `Renamed to ${name}.` }),
          });
        }}
        deletion={{
          maskedMobile: account?.mobile ?? '',
          onSendCode: async (service) => {
            await quietly(sendDeleteServiceCode({ serviceId: service.serviceId }));
          },
          onDelete: async (service, vcode) => {
            await quietly(remove.trigger({ serviceId: service.serviceId, vcode }));
            const name = service.name;
            raiseSuccessToast({
              description: t({ id: 'services.deleted', message: `${name} was deleted.` }),
            });
          },
        }}
        transfer={{
          loadInfo: (service) => quietly(loadTransferInfo({ serviceId: service.serviceId })),
          onTransfer: async (service, corpId) => {
            await quietly(transfer.trigger({ serviceId: service.serviceId, corpId }));
            const name = service.name;
            raiseSuccessToast({
              description: t({
                id: 'services.transferred',
                message: `${name} moved to the other company.`,
              }),
            });
          },
        }}
        trialCount={trialCount}
        onTrial={async (service) => {
          const started = await quietly(trial.trigger({ trialProduct: service.product }));
          const name = started.name;
          raiseSuccessToast({
            description: t({
              id: 'services.trialStarted',
              message: `The trial ${name} was added to your own services.`,
            }),
          });
        }}
        onConvertToPaid={async (service) => {
          const paid = await quietly(convert.trigger({ serviceId: service.serviceId }));
          const name = paid.name;
          const expiry = format.date(paid.expiry);
          raiseSuccessToast({
            description: t({
              id: 'services.converted',
              message: `${name} is now paid, until ${expiry}.`,
            }),
          });
        }}
        onManage={(service) => setDialog({ kind: 'manage', service })}
      />

      <DialogSuspense>
        {dialog?.kind === 'card' && <ActivateCardDialog onClose={closeDialog} />}
        {dialog?.kind === 'display' && <DisplaySettingsDialog onClose={closeDialog} />}
        {dialog?.kind === 'servicevap' && <ServicevapDialog onClose={closeDialog} />}
        {dialog?.kind === 'manage' && (
          <ServiceDetailsDialog service={dialog.service} onClose={closeDialog} />
        )}
        {dialog?.kind === 'enable' && (
          <EnableServiceDialog
            service={dialog.service}
            onEnabled={(service) => enter(service).catch(() => undefined)}
            onClose={closeDialog}
          />
        )}
      </DialogSuspense>
    </PageLayout>
  );
}
