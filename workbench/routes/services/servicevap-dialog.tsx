import { Checkbox } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { DataTable } from '../../../design-system/components/data-table';
import { TruncatedText } from '../../../design-system/components/truncated-text';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import {
  useCommonList,
  usePrintList,
  useServicevapList,
  useSetCommonList,
  useSetPrintList,
} from '../../data/services';
import { quietly } from './quietly';
import type { Service } from '../../../shared/domain/services';

type VapList = 'print' | 'common';

const idsOf = (services: Service[] | undefined) =>
  services ? new Set(services.map((service) => service.serviceId)) : undefined;

const sameIds = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The servicevap lists (getlist, page 1 of 999): which services the print list and the common list
 * hold (getprintlist, getcommonlist), each saved whole (setprint, setcommon) when it changed.
 */
export default function ServicevapDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const all = useServicevapList();
  const lists = { print: usePrintList(), common: useCommonList() };
  const saved = { print: idsOf(lists.print.data), common: idsOf(lists.common.data) };
  const setters = { print: useSetPrintList().trigger, common: useSetCommonList().trigger };
  const [picked, setPicked] = useState<Partial<Record<VapList, Set<string>>>>({});
  const { busy, error, run } = useSubmission(
    t({ id: 'services.servicevap.failed', message: 'The lists could not be saved.' }),
  );

  const current = (list: VapList) => picked[list] ?? saved[list] ?? new Set<string>();
  const changed = (['print', 'common'] as const).filter(
    (list) => picked[list] && saved[list] && !sameIds(picked[list], saved[list]),
  );
  const toggle = (list: VapList, serviceId: string, on: boolean) => {
    const next = new Set(current(list));
    if (on) next.add(serviceId);
    else next.delete(serviceId);
    setPicked((state) => ({ ...state, [list]: next }));
  };

  const save = () =>
    run(async () => {
      for (const list of changed) await quietly(setters[list]({ serviceIds: [...current(list)] }));
      raiseSuccessToast({
        description: t({ id: 'services.servicevap.saved', message: 'The lists are saved.' }),
      });
      onClose();
    });

  const loadError = all.error ?? lists.print.error ?? lists.common.error;
  const rows = all.data?.list;
  const ready = rows && saved.print && saved.common;
  const title = t({ id: 'services.servicevap.title', message: 'Print and common lists' });
  const status = loadError ? 'error' : !ready ? 'loading' : rows.length === 0 ? 'empty' : 'ready';

  return (
    <AppDialog
      open
      size="lg"
      title={title}
      description={t({
        id: 'services.servicevap.description',
        message:
          'The print list holds the services whose documents are printed from here; the common list, the services shown first.',
      })}
      confirmLabel={t({ id: 'services.servicevap.save', message: 'Save' })}
      confirmLoading={busy}
      confirmDisabled={changed.length === 0}
      onConfirm={save}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <DataTable
        label={title}
        status={status}
        errorMessage={t({
          id: 'services.servicevap.loadFailed',
          message: 'The lists could not be loaded.',
        })}
        onRetry={() => {
          void all.mutate();
          void lists.print.mutate();
          void lists.common.mutate();
        }}
        emptyMessage={t({ id: 'services.servicevap.empty', message: 'No services to list.' })}
        rows={rows ?? []}
        rowKey={(service) => service.serviceId}
        columns={[
          {
            key: 'name',
            header: t({ id: 'serviceList.column.name', message: 'Service' }),
            rowHeader: true,
            cell: (service) => <TruncatedText fontWeight="normal">{service.name}</TruncatedText>,
          },
          ...(['print', 'common'] as const).map((list) => ({
            key: list,
            header:
              list === 'print'
                ? t({ id: 'services.servicevap.print', message: 'Print' })
                : t({ id: 'services.servicevap.common', message: 'Common' }),
            cell: (service: Service) => {
              const name = service.name;
              return (
                <Checkbox.Root
                  size="sm"
                  checked={current(list).has(service.serviceId)}
                  onCheckedChange={({ checked }) =>
                    toggle(list, service.serviceId, checked === true)
                  }
                >
                  <Checkbox.HiddenInput
                    aria-label={
                      list === 'print'
                        ? t({ id: 'services.servicevap.printOf', message: `Print ${name}` })
                        : t({ id: 'services.servicevap.commonOf', message: `${name} is common` })
                    }
                  />
                  <Checkbox.Control />
                </Checkbox.Root>
              );
            },
          })),
        ]}
      />
      <ErrorAlert message={error} />
    </AppDialog>
  );
}
