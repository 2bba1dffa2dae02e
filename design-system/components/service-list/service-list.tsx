import { Badge, Box, Button, Flex, Group, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Service } from '../../../shared/domain/services';
import { countFormat } from '../amount-text/format-amount';
import { ListState } from '../list-state';
import { CARD_GRID_PAGE_SIZE } from '../../../shared/constants';
import { CARD_GRID_PAGE_SIZE_OPTIONS, Pagination, pageOf, showsPagination } from '../pagination';
import { CardsIcon, TableIcon } from './icons';
import { ServiceActionDialog } from './service-action-dialog';
import type { ServiceDialogAction, ServiceRowActions } from './service-actions';
import { ServiceCards } from './service-cards';
import type { ServiceListPaging, ServiceListProps, ServiceListView } from './service-list-props';
import {
  serviceActions,
  SERVICE_LIST_KINDS,
  type ServiceAction,
  type ServiceListKind,
} from './service-rules';
import { ServiceTable } from './service-table';
import { useServiceEntry } from './use-service-entry';

export type {
  ServiceDeletion,
  ServiceListPaging,
  ServiceListProps,
  ServiceListView,
  ServiceTransfer,
} from './service-list-props';
export { ServiceStatusBadge } from './service-status-badge';

/**
 * The service lists of docs/product.md §1 (own, shared, third-party, read-only) as tabs with their
 * counts, shown as cards or as a table. Entering is each service's main action; the others follow
 * serviceActions (a read-only service offers none that change it). Every action is a callback that
 * returns a promise: the button or dialog is busy while it runs and shows its rejection.
 */
export function ServiceList({
  kind,
  onKindChange,
  counts,
  services,
  status = 'ready',
  errorMessage: loadError,
  onRetry,
  paging,
  defaultView = 'cards',
  onViewChange,
  onEnter,
  onRename,
  deletion,
  transfer,
  onTrial,
  trialCount,
  onConvertToPaid,
  onManage,
  exportAction,
  focusServiceId,
}: ServiceListProps) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<ServiceListView>(defaultView);
  const [localPage, setLocalPage] = useState({ kind, page: 1, pageSize: CARD_GRID_PAGE_SIZE });
  const entry = useServiceEntry(onEnter);
  const [dialog, setDialog] = useState<{ action: ServiceDialogAction; service: Service } | null>(
    null,
  );

  const numbers = countFormat(i18n);
  const tabLabels: Record<ServiceListKind, string> = {
    own: t({ id: 'serviceList.tab.own', message: 'Own services' }),
    share: t({ id: 'serviceList.tab.share', message: 'Shared with us' }),
    thirdParty: t({ id: 'serviceList.tab.thirdParty', message: 'Third-party services' }),
    readOnly: t({ id: 'serviceList.tab.readOnly', message: 'Read-only services' }),
  };
  const emptyMessages: Record<ServiceListKind, string> = {
    own: t({
      id: 'serviceList.empty.own',
      message: 'This company has no services of its own yet.',
    }),
    share: t({
      id: 'serviceList.empty.share',
      message: 'No services are shared with this company.',
    }),
    thirdParty: t({
      id: 'serviceList.empty.thirdParty',
      message: 'This company has no third-party services.',
    }),
    readOnly: t({ id: 'serviceList.empty.readOnly', message: 'No read-only services.' }),
  };

  // A whole list is paged here; a new tab starts on its first page.
  const local =
    localPage.kind === kind ? localPage : { kind, page: 1, pageSize: CARD_GRID_PAGE_SIZE };
  // The service asked for opens its page once the list holds it; the ask is then done.
  const [pagedFor, setPagedFor] = useState<string>();
  const askedIndex =
    focusServiceId && !paging && pagedFor !== focusServiceId
      ? services.findIndex((service) => service.serviceId === focusServiceId)
      : -1;
  if (askedIndex >= 0) {
    setPagedFor(focusServiceId);
    setLocalPage({
      kind,
      page: Math.floor(askedIndex / local.pageSize) + 1,
      pageSize: local.pageSize,
    });
  }
  const frame = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<string>(undefined);
  useEffect(() => {
    if (!focusServiceId || focusedFor.current === focusServiceId) return;
    const target = frame.current?.querySelector<HTMLElement>(
      `[data-service-id="${CSS.escape(focusServiceId)}"] [data-service-actions] button`,
    );
    if (!target) return;
    focusedFor.current = focusServiceId;
    target.focus();
  });
  const shown = paging ? services : pageOf(services, local.page, local.pageSize).rows;
  const pagination: ServiceListPaging = paging ?? {
    page: local.page,
    pageSize: local.pageSize,
    total: services.length,
    onChange: (details) => setLocalPage({ kind, ...details }),
  };

  const available = (service: Service): ServiceAction[] =>
    serviceActions(service, kind).filter((action) => {
      if (action === 'rename') return onRename !== undefined;
      if (action === 'delete') return deletion !== undefined;
      if (action === 'transfer') return transfer !== undefined;
      if (action === 'trial') return onTrial !== undefined;
      if (action === 'convertToPaid') return onConvertToPaid !== undefined;
      return true;
    });

  const changeView = (next: ServiceListView) => {
    if (next === view) return;
    setView(next);
    onViewChange?.(next);
  };

  const rowActions: ServiceRowActions = {
    available,
    canManage: (service) => onManage !== undefined && kind !== 'readOnly' && !service.readOnly,
    entering: entry.entering,
    failures: entry.failures,
    onEnter: (service) => void entry.enter(service),
    onDialog: (action, service) => setDialog({ action, service }),
    onManage,
  };

  const cards = <ServiceCards services={shown} actions={rowActions} />;
  const table = (
    <ServiceTable
      label={tabLabels[kind]}
      services={shown}
      showOwner={kind === 'share'}
      actions={rowActions}
    />
  );

  const listStatus = status === 'ready' && services.length === 0 ? 'empty' : status;
  const body: ReactNode = (
    <ListState
      status={listStatus}
      errorMessage={loadError}
      onRetry={onRetry}
      emptyMessage={emptyMessages[kind]}
    >
      <Stack gap="4">
        {view === 'cards' ? cards : table}
        {showsPagination(pagination.total, pagination.pageSize, CARD_GRID_PAGE_SIZE_OPTIONS) && (
          <Pagination {...pagination} pageSizeOptions={CARD_GRID_PAGE_SIZE_OPTIONS} />
        )}
      </Stack>
    </ListState>
  );

  return (
    <Box ref={frame}>
      <Tabs.Root
        value={kind}
        onValueChange={({ value }) => onKindChange(value as ServiceListKind)}
        variant="line"
      >
        <Flex align="flex-end" justify="space-between" gap="3" wrap="wrap">
          <Tabs.List flexWrap="wrap">
            {SERVICE_LIST_KINDS.map((listKind) => (
              <Tabs.Trigger key={listKind} value={listKind}>
                {tabLabels[listKind]}{' '}
                {counts && (
                  <Badge size="sm" variant="subtle" fontVariantNumeric="tabular-nums">
                    {numbers.format(counts[listKind])}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Flex gap="3" align="flex-start" wrap="wrap">
            {exportAction}
            <Group
              attached
              role="group"
              aria-label={t({ id: 'serviceList.view', message: 'Layout' })}
            >
              <Button
                size="sm"
                variant={view === 'cards' ? 'solid' : 'outline'}
                aria-pressed={view === 'cards'}
                onClick={() => changeView('cards')}
              >
                <CardsIcon />
                {t({ id: 'serviceList.view.cards', message: 'Cards' })}
              </Button>
              <Button
                size="sm"
                variant={view === 'table' ? 'solid' : 'outline'}
                aria-pressed={view === 'table'}
                onClick={() => changeView('table')}
              >
                <TableIcon />
                {t({ id: 'serviceList.view.table', message: 'Table' })}
              </Button>
            </Group>
          </Flex>
        </Flex>
        {SERVICE_LIST_KINDS.map((listKind) => (
          <Tabs.Content key={listKind} value={listKind} pt="4">
            {listKind === kind ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <ServiceActionDialog
        dialog={dialog}
        onRename={onRename}
        transfer={transfer}
        deletion={deletion}
        onTrial={onTrial}
        trialCount={trialCount}
        onConvertToPaid={onConvertToPaid}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

ServiceList.displayName = 'ServiceList';
