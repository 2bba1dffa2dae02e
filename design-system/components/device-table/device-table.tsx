import {
  Badge,
  Button,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Spacer,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import {
  SLN_STATUS,
  type Device,
  type DeviceService,
  type MainSln,
  type SlnStatus,
  type SubSln,
  type WhiteDevice,
} from '../../../shared/domain/device';
import type { MemberRow } from '../../../shared/domain/org';
import { errorMessage } from '../../utils/error-message';
import { DialogSuspense } from '../dialog-suspense';
import { ListState, type ListStatus } from '../list-state';
import { Pagination } from '../pagination';
import { TruncatedText } from '../truncated-text';
import type { AddSlnInput } from './add-sln-dialog';
import { useDateTimeFormat } from '../../utils/format-date';
import { matchesQuery, slnTabCounts, type SlnListData, type SlnListName } from './list-logic';
import { pageOf } from '../pagination/paging';
import { TableFrame } from '../table-frame';
import { ErrorAlert } from '../error-alert';
import { lazyNamed } from '../../utils/lazy-named';

// The dialogs, and the dialog machinery with them, load when first opened.
const AddSlnDialog = lazyNamed(() => import('./add-sln-dialog'), 'AddSlnDialog');
const ConfirmDialog = lazyNamed(() => import('../app-dialog/confirm-dialog'), 'ConfirmDialog');
const PickDialog = lazyNamed(() => import('./pick-dialog'), 'PickDialog');

/** A status change as editslnstatus and editsubsln take it. */
export interface SlnStatusInput {
  id: string;
  status: SlnStatus;
}

export interface DeviceTableProps {
  /** The main list (getallslnlist). */
  main: SlnListData<MainSln>;
  /** The selected main serial number's sub list (getsubauthlist). */
  sub: SlnListData<SubSln>;
  /** The selected main serial number's white list (getwhitelist). */
  white: SlnListData<WhiteDevice>;
  /** The main serial number whose sub and white lists show; null until one is chosen. */
  selectedSlnId: string | null;
  /** Called when the person chooses another main serial number on the sub or white tab. */
  onSelectedSlnChange: (slnId: string) => void;
  /** The tab shown first. @default 'main' */
  defaultTab?: SlnListName;
  /** Rows per page at first; the pager offers other sizes once a list is long. @default DEFAULT_PAGE_SIZE (3) */
  defaultPageSize?: number;
  /** The services a new main serial number can license (getservicelist). @default [] */
  services?: readonly Pick<DeviceService, 'serviceId' | 'serviceName'>[];
  /** The organisation's members to authorise (getorguserlist). @default [] */
  members?: readonly Pick<MemberRow, 'userId' | 'realName' | 'mobile'>[];
  /** The corp's devices to white-list (getdevicelist). @default [] */
  devices?: readonly Pick<Device, 'deviceId' | 'deviceName' | 'os' | 'realName'>[];
  /** The address the server sees this browser at (getclientip), shown beside the lists. @default undefined */
  clientIp?: string;
  /** Adds a main serial number; rejects with an Error to show. Without it there is no add button. */
  onAddMainSln?: (input: AddSlnInput) => Promise<unknown>;
  /** Authorises members on the selected main serial number. Without it there is no add button. */
  onAddSubSlnAuth?: (input: { slnId: string; userIds: string[] }) => Promise<unknown>;
  /** White-lists devices on the selected main serial number. Without it there is no add button. */
  onAddMainSlnWhite?: (input: { slnId: string; deviceIds: string[] }) => Promise<unknown>;
  /** Enables or disables a main serial number. Without it the status shows without a switch. */
  onEditSlnStatus?: (input: SlnStatusInput) => Promise<unknown>;
  /** Enables or disables a sub serial number. Without it the status shows without a switch. */
  onEditSubSln?: (input: SlnStatusInput) => Promise<unknown>;
  /** Deletes a main serial number with its sub and white lists. Without it there is no delete. */
  onDeleteMainSln?: (input: { id: string }) => Promise<unknown>;
  /** Deletes a sub serial number. Without it there is no delete. */
  onDeleteSubSln?: (input: { id: string }) => Promise<unknown>;
}

interface DeleteTarget {
  list: 'main' | 'sub';
  id: string;
  sln: string;
  realName: string;
}

const TABS: readonly SlnListName[] = ['main', 'sub', 'white'];

const isSlnList = (value: string): value is SlnListName =>
  (TABS as readonly string[]).includes(value);

/**
 * The device serial-number lists of spec section 3 as tabs: the main list, and the sub and white
 * lists of one main serial number, each with its count, a search box, paging, and the actions the
 * page passes: add, enable or disable, delete (after a confirmation).
 */
export function DeviceTable({
  main,
  sub,
  white,
  selectedSlnId,
  onSelectedSlnChange,
  defaultTab = 'main',
  defaultPageSize = DEFAULT_PAGE_SIZE,
  services = [],
  members = [],
  devices = [],
  clientIp,
  onAddMainSln,
  onAddSubSlnAuth,
  onAddMainSlnWhite,
  onEditSlnStatus,
  onEditSubSln,
  onDeleteMainSln,
  onDeleteSubSln,
}: DeviceTableProps) {
  const { t } = useLingui();
  const formatTime = useDateTimeFormat();
  const [tab, setTab] = useState<SlnListName>(defaultTab);
  const [query, setQuery] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const [statusBusy, setStatusBusy] = useState<ReadonlySet<string>>(new Set());
  const [statusFailure, setStatusFailure] = useState<string>();

  const selected = main.rows.find((row) => row.slnId === selectedSlnId);
  const selectedSln = selected?.sln ?? '';
  const counts = slnTabCounts({ main, sub, white, selected });
  const firstPage = () => setPaging((current) => ({ ...current, page: 1 }));

  const changeStatus = async (
    id: string,
    status: SlnStatus,
    edit: (input: SlnStatusInput) => Promise<unknown>,
  ) => {
    setStatusBusy((busy) => new Set(busy).add(id));
    setStatusFailure(undefined);
    try {
      await edit({ id, status });
    } catch (error) {
      setStatusFailure(
        errorMessage(
          error,
          t({ id: 'deviceTable.statusFailed', message: 'The status could not be changed.' }),
        ),
      );
    } finally {
      setStatusBusy((busy) => {
        const next = new Set(busy);
        next.delete(id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    const remove = deleting.list === 'main' ? onDeleteMainSln : onDeleteSubSln;
    setDeleteBusy(true);
    setDeleteFailure(undefined);
    try {
      await remove?.({ id: deleting.id });
      setDeleting(null);
    } catch (error) {
      setDeleteFailure(
        errorMessage(
          error,
          t({ id: 'deviceTable.deleteFailed', message: 'The serial number could not be deleted.' }),
        ),
      );
    } finally {
      setDeleteBusy(false);
    }
  };

  const askDelete = (target: DeleteTarget) => {
    setDeleteFailure(undefined);
    setDeleting(target);
  };

  const statusCell = (
    id: string,
    sln: string,
    status: SlnStatus,
    edit: ((input: SlnStatusInput) => Promise<unknown>) | undefined,
  ) => (
    <StatusCell
      sln={sln}
      status={status}
      busy={statusBusy.has(id)}
      onChange={edit ? (next) => void changeStatus(id, next, edit) : undefined}
    />
  );

  const deleteButton = (target: DeleteTarget) => {
    const sln = target.sln;
    return (
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t({ id: 'deviceTable.deleteSlnLabel', message: `Delete ${sln}` })}
        onClick={() => askDelete(target)}
      >
        {t({ id: 'deviceTable.delete', message: 'Delete' })}
      </Button>
    );
  };

  /** What a list shows besides rows, and the page of rows it shows. */
  function view<Row>(
    data: SlnListData<Row>,
    matches: (row: Row) => boolean,
    needsSelection: boolean,
  ): { status: ListStatus; rows: Row[]; total: number; page: number } {
    const none = { rows: [], total: 0, page: 1 };
    if (needsSelection && main.status !== 'ready') return { status: main.status, ...none };
    if (needsSelection && !selected) return { status: 'empty', ...none };
    if (data.status !== 'ready') return { status: data.status, ...none };
    if (data.rows.length === 0) return { status: 'empty', ...none };
    const filtered = data.rows.filter(matches);
    if (filtered.length === 0) return { status: 'noMatch', ...none };
    const shown = pageOf(filtered, paging.page, paging.pageSize);
    return { status: 'ready', rows: shown.rows, total: filtered.length, page: shown.page };
  }

  const tabLabels: Record<SlnListName, string> = {
    main: t({ id: 'deviceTable.tabMain', message: 'Main serial numbers' }),
    sub: t({ id: 'deviceTable.tabSub', message: 'Sub serial numbers' }),
    white: t({ id: 'deviceTable.tabWhite', message: 'White list' }),
  };

  const chooseMessage =
    main.rows.length === 0
      ? t({ id: 'deviceTable.noMainSln', message: 'Add a main serial number first.' })
      : t({ id: 'deviceTable.chooseMainSln', message: 'Choose a main serial number.' });

  const list = (): { content: ReactNode; addLabel: string; canAdd: boolean } => {
    if (tab === 'main') {
      const shown = view(main, (row) => matchesQuery(query, row.sln, row.serviceName), false);
      return {
        addLabel: t({ id: 'deviceTable.addSln', message: 'Add serial number' }),
        canAdd: Boolean(onAddMainSln),
        content: (
          <ListBody
            label={tabLabels.main}
            data={main}
            status={shown.status}
            emptyMessage={t({ id: 'deviceTable.emptyMain', message: 'No serial numbers yet.' })}
            total={shown.total}
            page={shown.page}
            pageSize={paging.pageSize}
            onPageChange={setPaging}
          >
            <Table.Root size="sm" aria-label={tabLabels.main}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.sln">Serial number</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.service">Service</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    <Trans id="deviceTable.devices">Devices</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.status">Status</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.createdAt">Created</Trans>
                  </Table.ColumnHeader>
                  {onDeleteMainSln ? (
                    <Table.ColumnHeader scope="col">
                      <Trans id="deviceTable.actions">Actions</Trans>
                    </Table.ColumnHeader>
                  ) : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.rows.map((row) => (
                  <Table.Row key={row.slnId} aria-busy={statusBusy.has(row.slnId) || undefined}>
                    <SlnHeaderCell sln={row.sln} />
                    <Table.Cell maxW="xs">
                      <TruncatedText>{row.serviceName}</TruncatedText>
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {row.deviceCount} / {row.maxDevices}
                    </Table.Cell>
                    <Table.Cell>
                      {statusCell(row.slnId, row.sln, row.status, onEditSlnStatus)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatTime(row.createdAt)}</Table.Cell>
                    {onDeleteMainSln ? (
                      <Table.Cell>
                        {deleteButton({ list: 'main', id: row.slnId, sln: row.sln, realName: '' })}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ListBody>
        ),
      };
    }
    if (tab === 'sub') {
      const shown = view(sub, (row) => matchesQuery(query, row.sln, row.realName), true);
      return {
        addLabel: t({ id: 'deviceTable.addSub', message: 'Authorise members' }),
        canAdd: Boolean(onAddSubSlnAuth && selected),
        content: (
          <ListBody
            label={tabLabels.sub}
            data={selected ? sub : main}
            status={shown.status}
            emptyMessage={
              selected
                ? t({
                    id: 'deviceTable.emptySub',
                    message: 'No member is authorised on this serial number yet.',
                  })
                : chooseMessage
            }
            total={shown.total}
            page={shown.page}
            pageSize={paging.pageSize}
            onPageChange={setPaging}
          >
            <Table.Root size="sm" aria-label={tabLabels.sub}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.subSln">Sub serial number</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.member">Member</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.status">Status</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="deviceTable.createdAt">Created</Trans>
                  </Table.ColumnHeader>
                  {onDeleteSubSln ? (
                    <Table.ColumnHeader scope="col">
                      <Trans id="deviceTable.actions">Actions</Trans>
                    </Table.ColumnHeader>
                  ) : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.rows.map((row) => (
                  <Table.Row key={row.subId} aria-busy={statusBusy.has(row.subId) || undefined}>
                    <SlnHeaderCell sln={row.sln} />
                    <Table.Cell maxW="xs">
                      <TruncatedText>{row.realName}</TruncatedText>
                    </Table.Cell>
                    <Table.Cell>
                      {statusCell(row.subId, row.sln, row.status, onEditSubSln)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatTime(row.createdAt)}</Table.Cell>
                    {onDeleteSubSln ? (
                      <Table.Cell>
                        {deleteButton({
                          list: 'sub',
                          id: row.subId,
                          sln: row.sln,
                          realName: row.realName,
                        })}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ListBody>
        ),
      };
    }
    const shown = view(white, (row) => matchesQuery(query, row.deviceName, row.deviceId), true);
    return {
      addLabel: t({ id: 'deviceTable.addWhite', message: 'Add devices' }),
      canAdd: Boolean(onAddMainSlnWhite && selected),
      content: (
        <ListBody
          label={tabLabels.white}
          data={selected ? white : main}
          status={shown.status}
          emptyMessage={
            selected
              ? t({ id: 'deviceTable.emptyWhite', message: 'No device is on this white list yet.' })
              : chooseMessage
          }
          total={shown.total}
          page={shown.page}
          pageSize={paging.pageSize}
          onPageChange={setPaging}
        >
          <Table.Root size="sm" aria-label={tabLabels.white}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">
                  <Trans id="deviceTable.device">Device</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  <Trans id="deviceTable.deviceId">Device ID</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">
                  <Trans id="deviceTable.addedAt">Added</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.rows.map((row) => (
                <Table.Row key={row.whiteId}>
                  <Table.Cell as="th" scope="row" fontWeight="medium" maxW="xs">
                    <TruncatedText>{row.deviceName}</TruncatedText>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" overflowWrap="anywhere">
                    {row.deviceId}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatTime(row.addedAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListBody>
      ),
    };
  };

  const current = list();
  const subAuthorised = new Set(sub.rows.map((row) => row.userId));
  const whiteListed = new Set(white.rows.map((row) => row.deviceId));

  return (
    <Stack gap="3" minW="none">
      <Tabs.Root
        value={tab}
        lazyMount
        unmountOnExit
        onValueChange={({ value }) => {
          if (!isSlnList(value)) return;
          setTab(value);
          setQuery('');
          setStatusFailure(undefined);
          firstPage();
        }}
      >
        <Tabs.List aria-label={t({ id: 'deviceTable.lists', message: 'Serial-number lists' })}>
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {tabLabels[name]}
              {counts[name] === undefined ? null : (
                <Badge size="sm" variant="subtle" fontVariantNumeric="tabular-nums">
                  {counts[name]}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((name) => (
          <Tabs.Content key={name} value={name}>
            <Stack gap="3">
              <Flex gap="3" wrap="wrap" align="center">
                {name === 'main' ? null : (
                  <NativeSelect.Root size="sm" w="fit" maxW="full">
                    <NativeSelect.Field
                      aria-label={t({ id: 'deviceTable.mainSln', message: 'Main serial number' })}
                      value={selected?.slnId ?? ''}
                      onChange={(event) => {
                        onSelectedSlnChange(event.target.value);
                        setQuery('');
                        firstPage();
                      }}
                    >
                      {selected ? null : (
                        <option value="" disabled>
                          {chooseMessage}
                        </option>
                      )}
                      {main.rows.map((row) => (
                        <option key={row.slnId} value={row.slnId}>
                          {row.sln} · {row.serviceName}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
                <Input
                  size="sm"
                  type="search"
                  flex="1"
                  minW="40"
                  maxW="xs"
                  aria-label={t({ id: 'deviceTable.search', message: 'Search this list' })}
                  placeholder={t({ id: 'deviceTable.search', message: 'Search this list' })}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    firstPage();
                  }}
                />
                {clientIp ? (
                  <Text textStyle="sm" color="fg.muted">
                    {t({ id: 'deviceTable.clientIp', message: `Your IP address: ${clientIp}` })}
                  </Text>
                ) : null}
                <Spacer />
                {current.canAdd ? (
                  <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
                    {current.addLabel}
                  </Button>
                ) : null}
              </Flex>
              <ErrorAlert message={statusFailure} />
              {current.content}
            </Stack>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <DialogSuspense>
        {adding && tab === 'main' && onAddMainSln ? (
          <AddSlnDialog services={services} onAdd={onAddMainSln} onClose={() => setAdding(false)} />
        ) : null}
        {adding && tab === 'sub' && onAddSubSlnAuth && selected ? (
          <PickDialog
            title={t({
              id: 'deviceTable.authoriseTitle',
              message: `Authorise members on ${selectedSln}`,
            })}
            searchLabel={t({ id: 'deviceTable.searchMembers', message: 'Search members' })}
            requiredMessage={t({
              id: 'deviceTable.pickMemberRequired',
              message: 'Choose at least one member',
            })}
            failedMessage={t({
              id: 'deviceTable.addSubFailed',
              message: 'The members could not be authorised.',
            })}
            noOptionsMessage={t({
              id: 'deviceTable.noMembers',
              message: 'Every member is authorised already.',
            })}
            options={members
              .filter((member) => !subAuthorised.has(member.userId))
              .map((member) => ({
                id: member.userId,
                label: member.realName,
                detail: member.mobile,
              }))}
            onAdd={(userIds) => onAddSubSlnAuth({ slnId: selected.slnId, userIds })}
            onClose={() => setAdding(false)}
          />
        ) : null}
        {adding && tab === 'white' && onAddMainSlnWhite && selected ? (
          <PickDialog
            title={t({
              id: 'deviceTable.whiteListTitle',
              message: `Add devices to the white list of ${selectedSln}`,
            })}
            searchLabel={t({ id: 'deviceTable.searchDevices', message: 'Search devices' })}
            requiredMessage={t({
              id: 'deviceTable.pickDeviceRequired',
              message: 'Choose at least one device',
            })}
            failedMessage={t({
              id: 'deviceTable.addWhiteFailed',
              message: 'The devices could not be added.',
            })}
            noOptionsMessage={t({
              id: 'deviceTable.noDevices',
              message: 'Every device is on the white list already.',
            })}
            options={devices
              .filter((device) => !whiteListed.has(device.deviceId))
              .map((device) => ({
                id: device.deviceId,
                label: device.deviceName,
                detail: [device.os, device.realName].filter(Boolean).join(' · '),
              }))}
            onAdd={(deviceIds) => onAddMainSlnWhite({ slnId: selected.slnId, deviceIds })}
            onClose={() => setAdding(false)}
          />
        ) : null}

        {deleting !== null ? (
          <ConfirmDialog
            open
            destructive
            title={
              deleting.list === 'sub'
                ? t({ id: 'deviceTable.deleteSubTitle', message: 'Delete sub serial number' })
                : t({ id: 'deviceTable.deleteMainTitle', message: 'Delete serial number' })
            }
            message={<DeleteMessage target={deleting} failure={deleteFailure} />}
            confirmLabel={t({ id: 'deviceTable.delete', message: 'Delete' })}
            confirmLoading={deleteBusy}
            onConfirm={() => void confirmDelete()}
            onOpenChange={({ open }) => {
              if (!open) setDeleting(null);
            }}
          />
        ) : null}
      </DialogSuspense>
    </Stack>
  );
}

DeviceTable.displayName = 'DeviceTable';

/** The serial number names its row, in a monospace face so similar characters stay apart. */
function SlnHeaderCell({ sln }: { sln: string }) {
  return (
    <Table.Cell as="th" scope="row" fontFamily="mono" fontWeight="medium" overflowWrap="anywhere">
      {sln}
    </Table.Cell>
  );
}

interface StatusCellProps {
  sln: string;
  status: SlnStatus;
  busy: boolean;
  /** Without it the status shows in words only. */
  onChange: ((status: SlnStatus) => void) | undefined;
}

/**
 * The status in words, and a button that asks for the other one. The status follows the server:
 * it changes when the page's rows do. While the change runs the button is marked busy rather than
 * disabled, so keyboard focus stays on it.
 */
function StatusCell({ sln, status, busy, onChange }: StatusCellProps) {
  const { t } = useLingui();
  const enabled = status === SLN_STATUS.enabled;
  return (
    <HStack gap="2" whiteSpace="nowrap">
      <Badge size="sm" colorPalette={enabled ? 'green' : 'gray'}>
        {enabled
          ? t({ id: 'deviceTable.enabled', message: 'Enabled' })
          : t({ id: 'deviceTable.disabled', message: 'Disabled' })}
      </Badge>
      {onChange ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          aria-label={
            enabled
              ? t({ id: 'deviceTable.disableSln', message: `Disable ${sln}` })
              : t({ id: 'deviceTable.enableSln', message: `Enable ${sln}` })
          }
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onChange(enabled ? SLN_STATUS.disabled : SLN_STATUS.enabled);
          }}
        >
          {busy ? <Spinner size="xs" aria-hidden /> : null}
          {enabled
            ? t({ id: 'deviceTable.disable', message: 'Disable' })
            : t({ id: 'deviceTable.enable', message: 'Enable' })}
        </Button>
      ) : null}
    </HStack>
  );
}

interface ListBodyProps {
  /** The table's name. */
  label: string;
  /** The list whose failure and retry show. */
  data: SlnListData<unknown>;
  status: ListStatus;
  emptyMessage: string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (details: { page: number; pageSize: number }) => void;
  /** The table, shown when status is 'ready'. */
  children: ReactNode;
}

function ListBody({
  label,
  data,
  status,
  emptyMessage,
  total,
  page,
  pageSize,
  onPageChange,
  children,
}: ListBodyProps) {
  return (
    <ListState
      status={status}
      errorMessage={data.errorMessage}
      onRetry={data.onRetry}
      emptyMessage={emptyMessage}
    >
      <Stack gap="3">
        <TableFrame label={label}>{children}</TableFrame>
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </Stack>
    </ListState>
  );
}

function DeleteMessage({ target, failure }: { target: DeleteTarget; failure: string | undefined }) {
  const { t } = useLingui();
  const { sln, realName } = target;
  return (
    <>
      {target.list === 'sub'
        ? t({
            id: 'deviceTable.deleteSubMessage',
            message: `Delete ${sln}? ${realName} can no longer use it.`,
          })
        : t({
            id: 'deviceTable.deleteMainMessage',
            message: `Delete ${sln}? Its sub serial numbers and white list are deleted with it.`,
          })}
      {failure ? (
        <Text as="span" display="block" role="alert" color="fg.error" mt="2">
          {failure}
        </Text>
      ) : null}
    </>
  );
}
