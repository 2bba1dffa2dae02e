import { Badge, Button, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '../../../shared/constants';
import type {
  Device,
  DeviceService,
  MainSln,
  SlnStatus,
  SubSln,
  WhiteDevice,
} from '../../../shared/domain/device';
import type { MemberRow } from '../../../shared/domain/org';
import { DialogSuspense, lazyDialog } from '../dialog-suspense';
import { ErrorAlert } from '../error-alert';
import { ClearSearchButton, type ListStatus } from '../list-state';
import type { AddSlnInput } from './add-sln-dialog';
import { DeleteSlnDialog } from './delete-sln-dialog';
import {
  matchesQuery,
  slnListView,
  slnTabCounts,
  type SlnListData,
  type SlnListExport,
  type SlnListName,
  type SlnListView,
} from './list-logic';
import { SlnListToolbar } from './sln-list-toolbar';
import { AuthoriseMembersDialog, WhiteListDevicesDialog } from './sln-pick-dialogs';
import { MainSlnTable, SubSlnTable, WhiteListTable, type SlnListProps } from './sln-tables';
import { useSlnDelete, useSlnStatusChange, type SlnStatusInput } from './use-sln-actions';

export type { SlnStatusInput } from './use-sln-actions';

// The dialog, and the dialog machinery with it, loads when first opened.
const AddSlnDialog = lazyDialog(() => import('./add-sln-dialog'), 'AddSlnDialog');

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
  /** Rows per page at first; the pager offers other sizes once a list is long. @default TABLE_PAGE_SIZE (10) */
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
  /**
   * The list's export, beside its search, given every row the search keeps; shown once the list is
   * read. Without it there is no export.
   */
  exportAction?: (list: SlnListExport) => ReactNode;
}

const TABS: readonly SlnListName[] = ['main', 'sub', 'white'];

const isSlnList = (value: string): value is SlnListName =>
  (TABS as readonly string[]).includes(value);

/**
 * The device serial-number lists of docs/product.md §3 as tabs: the main list, and the sub and white
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
  defaultPageSize = TABLE_PAGE_SIZE,
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
  exportAction,
}: DeviceTableProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<SlnListName>(defaultTab);
  const [query, setQuery] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [adding, setAdding] = useState(false);
  const statusChange = useSlnStatusChange();
  const deletion = useSlnDelete({ main: onDeleteMainSln, sub: onDeleteSubSln });

  const selected = main.rows.find((row) => row.slnId === selectedSlnId);
  const selectedSln = selected?.sln ?? '';
  const counts = slnTabCounts({ main, sub, white, selected });
  const firstPage = () => setPaging((current) => ({ ...current, page: 1 }));

  const changesStatus = (edit: ((input: SlnStatusInput) => Promise<unknown>) | undefined) =>
    edit
      ? (id: string, status: SlnStatus) => void statusChange.change(id, status, edit)
      : undefined;

  const view = <Row,>(
    data: SlnListData<Row>,
    matches: (row: Row) => boolean,
    needsSelection: boolean,
  ) =>
    slnListView(data, matches, { main, needsSelection, hasSelection: Boolean(selected), paging });

  const tabLabels: Record<SlnListName, string> = {
    main: t({ id: 'deviceTable.tabMain', message: 'Main serial numbers' }),
    sub: t({ id: 'deviceTable.tabSub', message: 'Sub serial numbers' }),
    white: t({ id: 'deviceTable.tabWhite', message: 'White list' }),
  };

  const chooseMessage =
    main.rows.length === 0
      ? t({ id: 'deviceTable.noMainSln', message: 'Add a main serial number first.' })
      : t({ id: 'deviceTable.chooseMainSln', message: 'Choose a main serial number.' });

  /** A list's props; `addLabel` offers its add button as the way out of an empty list. */
  const listOf = (
    data: SlnListData<unknown>,
    shown: { status: ListStatus; total: number; page: number },
    emptyMessage: string,
    addLabel?: string,
  ): SlnListProps => ({
    status: shown.status,
    errorMessage: data.errorMessage,
    onRetry: data.onRetry,
    emptyMessage,
    emptyAction: addLabel ? (
      <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
        {addLabel}
      </Button>
    ) : undefined,
    noMatchAction: (
      <ClearSearchButton
        onClick={() => {
          setQuery('');
          firstPage();
        }}
      />
    ),
    pagination: {
      page: shown.page,
      pageSize: paging.pageSize,
      total: shown.total,
      onChange: setPaging,
    },
  });

  // A list that is read offers its export; a failed or loading one has nothing to write yet.
  const read = (shown: SlnListView<unknown>) =>
    shown.status !== 'loading' && shown.status !== 'error';

  const list = (): {
    content: ReactNode;
    addLabel: string;
    canAdd: boolean;
    exported: SlnListExport | undefined;
  } => {
    if (tab === 'main') {
      const shown = view(main, (row) => matchesQuery(query, row.sln, row.serviceName), false);
      const addLabel = t({ id: 'deviceTable.addSln', message: 'Add serial number' });
      const canAdd = Boolean(onAddMainSln);
      return {
        addLabel,
        canAdd,
        exported: read(shown) ? { name: 'main', rows: shown.matching } : undefined,
        content: (
          <MainSlnTable
            label={tabLabels.main}
            rows={shown.rows}
            list={listOf(
              main,
              shown,
              t({ id: 'deviceTable.emptyMain', message: 'No serial numbers yet.' }),
              canAdd ? addLabel : undefined,
            )}
            busy={statusChange.busy}
            onStatusChange={changesStatus(onEditSlnStatus)}
            onDelete={onDeleteMainSln ? deletion.ask : undefined}
          />
        ),
      };
    }
    if (tab === 'sub') {
      const shown = view(sub, (row) => matchesQuery(query, row.sln, row.realName), true);
      const addLabel = t({ id: 'deviceTable.addSub', message: 'Authorise members' });
      const canAdd = Boolean(onAddSubSlnAuth && selected);
      return {
        addLabel,
        canAdd,
        exported:
          selected && read(shown)
            ? { name: 'sub', sln: selected.sln, rows: shown.matching }
            : undefined,
        content: (
          <SubSlnTable
            label={tabLabels.sub}
            rows={shown.rows}
            list={listOf(
              selected ? sub : main,
              shown,
              selected
                ? t({
                    id: 'deviceTable.emptySub',
                    message: 'No member is authorised on this serial number yet.',
                  })
                : chooseMessage,
              canAdd ? addLabel : undefined,
            )}
            busy={statusChange.busy}
            onStatusChange={changesStatus(onEditSubSln)}
            onDelete={onDeleteSubSln ? deletion.ask : undefined}
          />
        ),
      };
    }
    const shown = view(white, (row) => matchesQuery(query, row.deviceName, row.deviceId), true);
    const addLabel = t({ id: 'deviceTable.addWhite', message: 'Add devices' });
    const canAdd = Boolean(onAddMainSlnWhite && selected);
    return {
      addLabel,
      canAdd,
      exported:
        selected && read(shown)
          ? { name: 'white', sln: selected.sln, rows: shown.matching }
          : undefined,
      content: (
        <WhiteListTable
          label={tabLabels.white}
          rows={shown.rows}
          list={listOf(
            selected ? white : main,
            shown,
            selected
              ? t({ id: 'deviceTable.emptyWhite', message: 'No device is on this white list yet.' })
              : chooseMessage,
            canAdd ? addLabel : undefined,
          )}
        />
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
          statusChange.clearFailure();
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
              <SlnListToolbar
                list={name}
                mainRows={main.rows}
                selected={selected}
                chooseMessage={chooseMessage}
                onSelectedSlnChange={(slnId) => {
                  onSelectedSlnChange(slnId);
                  setQuery('');
                  firstPage();
                }}
                query={query}
                onQueryChange={(next) => {
                  setQuery(next);
                  firstPage();
                }}
                clientIp={clientIp}
                add={
                  current.canAdd
                    ? { label: current.addLabel, onClick: () => setAdding(true) }
                    : undefined
                }
                exportAction={
                  exportAction && current.exported ? exportAction(current.exported) : null
                }
                exportOffered={Boolean(exportAction)}
              />
              <ErrorAlert message={statusChange.failure} />
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
          <AuthoriseMembersDialog
            selectedSln={selectedSln}
            members={members}
            authorised={subAuthorised}
            onAdd={(userIds) => onAddSubSlnAuth({ slnId: selected.slnId, userIds })}
            onClose={() => setAdding(false)}
          />
        ) : null}
        {adding && tab === 'white' && onAddMainSlnWhite && selected ? (
          <WhiteListDevicesDialog
            selectedSln={selectedSln}
            devices={devices}
            whiteListed={whiteListed}
            onAdd={(deviceIds) => onAddMainSlnWhite({ slnId: selected.slnId, deviceIds })}
            onClose={() => setAdding(false)}
          />
        ) : null}

        {deletion.target !== null ? (
          <DeleteSlnDialog
            target={deletion.target}
            failure={deletion.failure}
            busy={deletion.busy}
            onConfirm={deletion.confirm}
            onCancel={deletion.cancel}
          />
        ) : null}
      </DialogSuspense>
    </Stack>
  );
}

DeviceTable.displayName = 'DeviceTable';
