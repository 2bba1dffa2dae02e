import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Group,
  HStack,
  IconButton,
  Menu,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type {
  Service,
  ServiceCounts,
  ServiceStatus,
  TransferInfo,
} from '../../../shared/domain/services';
import { errorMessage } from '../../utils/error-message';
import { intlLocale } from '../amount-text/format-amount';
import { ListState } from '../list-state';
import {
  DEFAULT_PAGE_SIZE_OPTIONS,
  Pagination,
  pageOf,
  showsPagination,
  type PaginationChangeDetails,
} from '../pagination';
import { TruncatedText } from '../truncated-text';
import { CardsIcon, MoreIcon, TableIcon } from './icons';
import {
  serviceActions,
  SERVICE_LIST_KINDS,
  SERVICE_LIST_PAGE_SIZE,
  SERVICE_LIST_PAGE_SIZE_OPTIONS,
  type ServiceAction,
  type ServiceListKind,
} from './service-rules';

// The action dialogs load when one is first opened: with the SMS dialog they weigh more than the
// list itself, and a list is mostly looked at and entered.
const RenameServiceDialog = lazy(() =>
  import('./service-dialogs').then((module) => ({ default: module.RenameServiceDialog })),
);
const TransferServiceDialog = lazy(() =>
  import('./service-dialogs').then((module) => ({ default: module.TransferServiceDialog })),
);
const ServiceConfirmDialog = lazy(() =>
  import('./service-dialogs').then((module) => ({ default: module.ServiceConfirmDialog })),
);
const MobileVerificationDialog = lazy(() =>
  import('../mobile-verification-dialog').then((module) => ({
    default: module.MobileVerificationDialog,
  })),
);

export type ServiceListView = 'cards' | 'table';

/** Deleting a service needs the code sms/deleteService sends to the account's mobile. */
export interface ServiceDeletion {
  /** The account's mobile, masked (138****5678). */
  maskedMobile: string;
  /** Sends the code. Rejects with an Error to show. */
  onSendCode: (service: Service) => Promise<void>;
  /** Deletes with the typed code. Rejects with an Error to show; the code stays as typed. */
  onDelete: (service: Service, vCode: string) => Promise<void>;
}

/** Moving a service to another corp of the account. */
export interface ServiceTransfer {
  /** The corps the service can move to (gettransferinfo); loaded when the dialog opens. */
  loadInfo: (service: Service) => Promise<TransferInfo>;
  onTransfer: (service: Service, corpId: string) => Promise<void>;
}

/** A list that the server pages (the read-only list): the rows given are one page. */
export interface ServiceListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (details: PaginationChangeDetails) => void;
}

export interface ServiceListProps {
  /** The list shown: its tab is selected. */
  kind: ServiceListKind;
  /** Called when another tab is picked; the parent loads that list. */
  onKindChange: (kind: ServiceListKind) => void;
  /** How many services each list holds (nums), shown in the tabs. @default undefined (no numbers) */
  counts?: ServiceCounts;
  /** The services of the list shown: the whole list, or one page of it when `paging` is given. */
  services: Service[];
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Why loading failed. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** Server paging; without it the component pages the whole list itself. @default undefined */
  paging?: ServiceListPaging;
  /** @default 'cards' */
  defaultView?: ServiceListView;
  /** Called when the person switches between cards and table. @default undefined */
  onViewChange?: (view: ServiceListView) => void;
  /** Opens a service (service/enter). Rejects with an Error to show on the service. */
  onEnter: (service: Service) => Promise<void>;
  /** Renames; each action below is offered only when its callback is given. @default undefined */
  onRename?: (service: Service, name: string) => Promise<void>;
  /** @default undefined */
  deletion?: ServiceDeletion;
  /** @default undefined */
  transfer?: ServiceTransfer;
  /** Starts a trial of the service's product (trialProduct = service.product). @default undefined */
  onTrial?: (service: Service) => Promise<void>;
  /** @default undefined */
  onConvertToPaid?: (service: Service) => Promise<void>;
  /**
   * Opens the service's details and settings (the parent's own screen); offered in the menu of
   * every service that is not read-only. @default undefined
   */
  onManage?: (service: Service) => void;
}

type DialogAction = Exclude<ServiceAction, 'enter'>;

/**
 * The service lists of spec section 1 (own, shared, third-party, read-only) as tabs with their
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
  onConvertToPaid,
  onManage,
}: ServiceListProps) {
  const { t, i18n } = useLingui();
  const [view, setView] = useState<ServiceListView>(defaultView);
  const [localPage, setLocalPage] = useState({ kind, page: 1, pageSize: SERVICE_LIST_PAGE_SIZE });
  const [entering, setEntering] = useState<string | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<{ action: DialogAction; service: Service } | null>(null);

  const numbers = new Intl.NumberFormat(intlLocale(i18n.locale, i18n.locales));
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
    localPage.kind === kind ? localPage : { kind, page: 1, pageSize: SERVICE_LIST_PAGE_SIZE };
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

  const enter = async (service: Service) => {
    if (entering !== null) return;
    setEntering(service.serviceId);
    setFailures(({ [service.serviceId]: _dropped, ...rest }) => rest);
    try {
      await onEnter(service);
    } catch (error) {
      const message = errorMessage(
        error,
        t({ id: 'serviceList.enterFailed', message: 'The service could not be opened.' }),
      );
      setFailures((current) => ({ ...current, [service.serviceId]: message }));
    } finally {
      setEntering(null);
    }
  };

  const changeView = (next: ServiceListView) => {
    if (next === view) return;
    setView(next);
    onViewChange?.(next);
  };

  /** Entering, and converting or trying where offered: the buttons always in view. */
  const renderMainActions = (service: Service, size: 'xs' | 'sm') => {
    const actions = available(service);
    return (
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          size={size}
          colorPalette="brand"
          loading={entering === service.serviceId}
          loadingText={t({ id: 'serviceList.enter', message: 'Enter' })}
          onClick={() => void enter(service)}
        >
          {t({ id: 'serviceList.enter', message: 'Enter' })}
        </Button>
        {actions.includes('convertToPaid') && (
          <Button
            size={size}
            variant="outline"
            onClick={() => setDialog({ action: 'convertToPaid', service })}
          >
            {t({ id: 'serviceList.convertToPaid', message: 'Convert to paid' })}
          </Button>
        )}
        {actions.includes('trial') && (
          <Button
            size={size}
            variant="outline"
            onClick={() => setDialog({ action: 'trial', service })}
          >
            {t({ id: 'serviceList.trial', message: 'Start trial' })}
          </Button>
        )}
      </Flex>
    );
  };

  /** Renaming, transferring and deleting, behind one menu button; none when none is offered. */
  const renderMenu = (service: Service, size: 'xs' | 'sm') => {
    const name = service.name;
    const menuActions = available(service).filter(
      (action): action is 'rename' | 'transfer' | 'delete' =>
        action === 'rename' || action === 'transfer' || action === 'delete',
    );
    const manage = onManage !== undefined && kind !== 'readOnly' && !service.readOnly;
    if (menuActions.length === 0 && !manage) return null;
    return (
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            size={size}
            variant="ghost"
            flexShrink="0"
            aria-label={t({ id: 'serviceList.more', message: `More actions for ${name}` })}
          >
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="36">
              {menuActions.map((action) => (
                <Menu.Item
                  key={action}
                  value={action}
                  color={action === 'delete' ? 'fg.error' : undefined}
                  // The item's own click, not the menu's onSelect: it does not depend on
                  // which item the pointer last highlighted, and Enter clicks it too.
                  onClick={() => setDialog({ action, service })}
                >
                  {action === 'rename'
                    ? t({ id: 'serviceList.rename', message: 'Rename' })
                    : action === 'transfer'
                      ? t({ id: 'serviceList.transfer', message: 'Transfer' })
                      : t({ id: 'serviceList.delete', message: 'Delete' })}
                </Menu.Item>
              ))}
              {manage && (
                <Menu.Item value="manage" onClick={() => onManage?.(service)}>
                  {t({ id: 'serviceList.manage', message: 'Details and settings' })}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    );
  };

  const failureOf = (service: Service) =>
    failures[service.serviceId] ? (
      <Text role="alert" textStyle="sm" color="fg.error" overflowWrap="anywhere">
        {failures[service.serviceId]}
      </Text>
    ) : null;

  const expiryLine = (service: Service) => {
    const expiry = service.expiry;
    return service.state === 'expired'
      ? t({ id: 'serviceList.expiredOn', message: `Expired on ${expiry}` })
      : t({ id: 'serviceList.expiresOn', message: `Expires on ${expiry}` });
  };

  const ownerLine = (service: Service) => {
    const owner = service.ownerCorpName;
    return t({ id: 'serviceList.sharedBy', message: `Shared by ${owner}` });
  };

  const cards = (
    <SimpleGrid as="ul" listStyleType="none" minChildWidth="2xs" gap="4">
      {shown.map((service) => (
        <Card.Root as="li" key={service.serviceId} size="sm" variant="outline" minW="none">
          <Card.Body gap="2">
            <HStack align="center" gap="2">
              <TruncatedText as="h3" fontWeight="semibold" textStyle="md" flex="1">
                {service.name}
              </TruncatedText>
              <ServiceStatusBadge status={service.state} />
              {renderMenu(service, 'xs')}
            </HStack>
            <TruncatedText textStyle="sm" color="text.secondary">
              {service.productName}
            </TruncatedText>
            <Text textStyle="sm" color="text.secondary" fontVariantNumeric="tabular-nums">
              {expiryLine(service)}
            </Text>
            {service.shared && (
              <TruncatedText textStyle="sm" color="text.secondary">
                {ownerLine(service)}
              </TruncatedText>
            )}
          </Card.Body>
          <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
            {renderMainActions(service, 'sm')}
            {failureOf(service)}
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );

  const showOwner = kind === 'share';
  const table = (
    <Table.ScrollArea border="sm" borderColor="border" borderRadius="control">
      <Table.Root size="sm" aria-label={tabLabels[kind]}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.name', message: 'Service' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.product', message: 'Product' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.status', message: 'Status' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.expiry', message: 'Expiry date' })}
            </Table.ColumnHeader>
            {showOwner && (
              <Table.ColumnHeader scope="col">
                {t({ id: 'serviceList.column.owner', message: 'Owner' })}
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader scope="col">
              {t({ id: 'serviceList.column.actions', message: 'Actions' })}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((service) => (
            <Table.Row key={service.serviceId}>
              <Table.Cell as="th" scope="row" fontWeight="medium" maxW="2xs">
                <TruncatedText>{service.name}</TruncatedText>
              </Table.Cell>
              <Table.Cell maxW="3xs">
                <TruncatedText>{service.productName}</TruncatedText>
              </Table.Cell>
              <Table.Cell>
                <ServiceStatusBadge status={service.state} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {service.expiry}
              </Table.Cell>
              {showOwner && (
                <Table.Cell maxW="3xs">
                  <TruncatedText>{service.ownerCorpName}</TruncatedText>
                </Table.Cell>
              )}
              <Table.Cell>
                <Stack gap="1">
                  <Flex gap="2" align="center" justify="space-between">
                    {renderMainActions(service, 'xs')}
                    {renderMenu(service, 'xs')}
                  </Flex>
                  {failureOf(service)}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  const sizeOptions = paging ? DEFAULT_PAGE_SIZE_OPTIONS : SERVICE_LIST_PAGE_SIZE_OPTIONS;
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
        {showsPagination(pagination.total, pagination.pageSize, sizeOptions) && (
          <Pagination {...pagination} pageSizeOptions={sizeOptions} />
        )}
      </Stack>
    </ListState>
  );

  const closeDialog = () => setDialog(null);
  const serviceName = dialog?.service.name ?? '';
  const productName = dialog?.service.productName ?? '';

  return (
    <Box>
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
        {SERVICE_LIST_KINDS.map((listKind) => (
          <Tabs.Content key={listKind} value={listKind} pt="4">
            {listKind === kind ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <Suspense fallback={null}>
        {dialog?.action === 'rename' && onRename && (
          <RenameServiceDialog
            key={dialog.service.serviceId}
            service={dialog.service}
            onRename={onRename}
            onClose={closeDialog}
          />
        )}
        {dialog?.action === 'transfer' && transfer && (
          <TransferServiceDialog
            key={dialog.service.serviceId}
            service={dialog.service}
            loadInfo={transfer.loadInfo}
            onTransfer={transfer.onTransfer}
            onClose={closeDialog}
          />
        )}
        {dialog?.action === 'delete' && deletion && (
          <MobileVerificationDialog
            key={dialog.service.serviceId}
            open
            title={t({ id: 'serviceList.delete.title', message: 'Delete service' })}
            description={t({
              id: 'serviceList.delete.description',
              message: `${serviceName} and all its data will be deleted. This cannot be undone.`,
            })}
            maskedMobile={deletion.maskedMobile}
            onSendCode={() => deletion.onSendCode(dialog.service)}
            onConfirm={async ({ vCode }) => {
              await deletion.onDelete(dialog.service, vCode ?? '');
              closeDialog();
            }}
            onClose={closeDialog}
          />
        )}
        {dialog?.action === 'trial' && onTrial && (
          <ServiceConfirmDialog
            key={dialog.service.serviceId}
            title={t({ id: 'serviceList.trial.title', message: 'Start a trial' })}
            message={t({
              id: 'serviceList.trial.message',
              message: `Start a free trial of ${productName}? A new trial service is added to this company.`,
            })}
            confirmLabel={t({ id: 'serviceList.trial', message: 'Start trial' })}
            onConfirm={() => onTrial(dialog.service)}
            onClose={closeDialog}
          />
        )}
        {dialog?.action === 'convertToPaid' && onConvertToPaid && (
          <ServiceConfirmDialog
            key={dialog.service.serviceId}
            title={t({ id: 'serviceList.convertToPaid.title', message: 'Convert to paid' })}
            message={t({
              id: 'serviceList.convertToPaid.message',
              message: `Convert ${serviceName} from a trial to a paid service?`,
            })}
            confirmLabel={t({ id: 'serviceList.convertToPaid', message: 'Convert to paid' })}
            onConfirm={() => onConvertToPaid(dialog.service)}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </Box>
  );
}

ServiceList.displayName = 'ServiceList';

const STATUS_PALETTE: Record<ServiceStatus, 'brand' | 'green' | 'red'> = {
  trial: 'brand',
  paid: 'green',
  expired: 'red',
};

/** A service's state in words, coloured: trial, paid or expired. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useLingui();
  const labels: Record<ServiceStatus, string> = {
    trial: t({ id: 'serviceList.status.trial', message: 'Trial' }),
    paid: t({ id: 'serviceList.status.paid', message: 'Paid' }),
    expired: t({ id: 'serviceList.status.expired', message: 'Expired' }),
  };
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" flexShrink="0">
      {labels[status]}
    </Badge>
  );
}

ServiceStatusBadge.displayName = 'ServiceStatusBadge';
