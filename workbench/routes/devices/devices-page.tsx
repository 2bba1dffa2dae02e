import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  DeviceTable,
  useSlnCsvColumns,
  type SlnCsvColumns,
  type SlnListData,
  type SlnListExport,
  type SlnStatusInput,
} from '../../../design-system/components/device-table';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { SLN_STATUS } from '../../../shared/domain/device';
import {
  useAddDeviceSln,
  useAddMainSlnWhite,
  useAddSubSlnAuth,
  useClientIp,
  useDeleteMainSln,
  useDeleteSubSln,
  useDeviceServices,
  useDevices,
  useEditSlnStatus,
  useEditSubSln,
  useOrgUsers,
  useSlnLists,
} from '../../data/device';
import type { ApiRead } from '../../data/swr';
import { listFailure } from '../list-failure';
import { PageLayout } from '../../../design-system/components/page-layout';
import { CsvRowsExport } from '../csv-export';

/**
 * How many members and devices the pickers offer: the first page of this size (the project's own
 * choice; the sandbox's largest page). The pickers search within it.
 */
const PICK_LIST_SIZE = 1000;
const PICK_QUERY = { currentPage: 1, pageSize: PICK_LIST_SIZE };

/**
 * A read as the device lists take it, newest first (so what was just added shows on the first
 * page; the project's own order). A failure shows in the list's place, with why (no toast).
 */
function listData<Row>(
  read: ApiRead<Row[]>,
  failed: string,
  addedAt: (row: Row) => number,
): SlnListData<Row> {
  if (read.error)
    return {
      status: 'error',
      rows: [],
      errorMessage: listFailure(failed, read.error),
      onRetry: () => void read.mutate(),
    };
  if (read.data)
    return { status: 'ready', rows: read.data.toSorted((a, b) => addedAt(b) - addedAt(a)) };
  return { status: 'loading', rows: [] };
}

/**
 * The corp's device serial numbers (docs/product.md §3 and §7, service/device): the main list, and a
 * main serial number's sub list (members authorised on it) and white list (devices allowed
 * without one); add, enable or disable, delete. The organisation's members and the corp's devices
 * feed the pickers; the client IP shows beside the lists.
 */
export default function DevicesPage() {
  const { t } = useLingui();
  const [chosenSlnId, setChosenSlnId] = useState<string | null>(null);
  const { main, sub, white } = useSlnLists(chosenSlnId);
  const services = useDeviceServices();
  const members = useOrgUsers(PICK_QUERY);
  const devices = useDevices(PICK_QUERY);
  const clientIp = useClientIp();

  const { trigger: addDeviceSln } = useAddDeviceSln();
  const { trigger: addSubSlnAuth } = useAddSubSlnAuth();
  const { trigger: addMainSlnWhite } = useAddMainSlnWhite();
  const { trigger: editSlnStatus } = useEditSlnStatus();
  const { trigger: editSubSln } = useEditSubSln();
  const { trigger: deleteMainSln } = useDeleteMainSln();
  const { trigger: deleteSubSln } = useDeleteSubSln();

  const csvColumns = useSlnCsvColumns();
  const failed = t({ id: 'devices.listFailed', message: 'This list could not be loaded.' });

  const statusToast = (input: SlnStatusInput, sln: string) =>
    raiseSuccessToast({
      description:
        input.status === SLN_STATUS.enabled
          ? t({ id: 'devices.enabled', message: `${sln} is enabled.` })
          : t({ id: 'devices.disabled', message: `${sln} is disabled.` }),
    });

  const deleteMain = async ({ id }: { id: string }) => {
    // The sub and white lists of a deleted serial number would fail to read again: let go of it
    // first, and take it back if the delete is refused.
    const wasChosen = id === chosenSlnId;
    if (wasChosen) setChosenSlnId(null);
    try {
      await deleteMainSln({ id });
    } catch (error) {
      if (wasChosen) setChosenSlnId(id);
      throw error;
    }
    raiseSuccessToast({
      description: t({ id: 'devices.mainDeleted', message: 'The serial number is deleted.' }),
    });
  };

  return (
    <PageLayout
      title={t({ id: 'devices.heading', message: 'Devices' })}
      description={t({
        id: 'devices.intro',
        message:
          'Serial numbers license your services on devices. Authorise members on a main serial number, or let devices on its white list use it without one.',
      })}
    >
      <DeviceTable
        main={listData(main, failed, (row) => row.createdAt)}
        sub={listData(sub, failed, (row) => row.createdAt)}
        white={listData(white, failed, (row) => row.addedAt)}
        selectedSlnId={chosenSlnId}
        onSelectedSlnChange={setChosenSlnId}
        services={services.data ?? []}
        members={members.data?.list ?? []}
        devices={devices.data?.list ?? []}
        clientIp={clientIp.data?.ip}
        // The add dialog picks its first service as it opens: offered once the services are known.
        onAddMainSln={
          services.data === undefined
            ? undefined
            : async (input) => {
                const added = await addDeviceSln(input);
                const addedSln = added.sln;
                raiseSuccessToast({
                  description: t({ id: 'devices.mainAdded', message: `${addedSln} is added.` }),
                });
              }
        }
        onAddSubSlnAuth={async (input) => {
          const added = await addSubSlnAuth(input);
          const count = added.length;
          raiseSuccessToast({
            description: t({
              id: 'devices.subAdded',
              message: `Members authorised: ${count}`,
            }),
          });
        }}
        onAddMainSlnWhite={async (input) => {
          const added = await addMainSlnWhite(input);
          const count = added.length;
          raiseSuccessToast({
            description: t({
              id: 'devices.whiteAdded',
              message: `Devices added to the white list: ${count}`,
            }),
          });
        }}
        onEditSlnStatus={async (input) => {
          const edited = await editSlnStatus(input);
          statusToast(input, edited.sln);
        }}
        onEditSubSln={async (input) => {
          const edited = await editSubSln(input);
          statusToast(input, edited.sln);
        }}
        onDeleteMainSln={deleteMain}
        onDeleteSubSln={async (input) => {
          await deleteSubSln(input);
          raiseSuccessToast({
            description: t({
              id: 'devices.subDeleted',
              message: 'The sub serial number is deleted.',
            }),
          });
        }}
        exportAction={(list) => <SlnListCsvExport list={list} columns={csvColumns} />}
      />
    </PageLayout>
  );
}

/**
 * A serial-number list's export: the rows its search keeps, with its table's columns. A sub or white
 * list's file names the main serial number it belongs to (its letters, digits and hyphens only).
 */
function SlnListCsvExport({ list, columns }: { list: SlnListExport; columns: SlnCsvColumns }) {
  if (list.name === 'main')
    return <CsvRowsExport rows={list.rows} columns={columns.main} area="device-serial-numbers" />;
  const sln = list.sln.replace(/[^A-Za-z0-9-]/g, '');
  if (list.name === 'sub')
    return (
      <CsvRowsExport
        rows={list.rows}
        columns={columns.sub}
        area={`device-sub-serial-numbers-${sln}`}
      />
    );
  return (
    <CsvRowsExport rows={list.rows} columns={columns.white} area={`device-white-list-${sln}`} />
  );
}
