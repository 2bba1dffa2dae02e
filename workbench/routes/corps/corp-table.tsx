import { Badge, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  certStatusLabel,
  certStatusTone,
  corpTypeLabel,
} from '../../../design-system/components/corp-switcher/corp-labels';
import { DataTable } from '../../../design-system/components/data-table';
import { RowActions } from '../../../design-system/components/row-actions';
import { TruncatedText } from '../../../design-system/components/truncated-text';
import type { Corp } from '../../../shared/domain/corp';

export interface CorpTableProps {
  corps: Corp[];
  /** The corp the session is in; undefined while it loads or waits for its second check. */
  currentCorpId: string | undefined;
  /** The signed-in user's id, to know the corps they created (only those can be deleted). */
  userId: string | undefined;
  /** Corps with an action under way. */
  busyIds: Pick<ReadonlySet<string>, 'has'>;
  onSwitch: (corp: Corp) => void;
  onToggleHidden: (corp: Corp) => void;
  onDelete: (corp: Corp) => void;
  onDetails: (corp: Corp) => void;
}

/**
 * Every corp of the person: name, type and certification status in words, the current one and
 * the hidden ones marked; switch to it, see its details, hide it from the switcher or show it
 * again, and delete the ones they created.
 */
export default function CorpTable({
  corps,
  currentCorpId,
  userId,
  busyIds,
  onSwitch,
  onToggleHidden,
  onDelete,
  onDetails,
}: CorpTableProps) {
  const { t, i18n } = useLingui();
  const label = t({ id: 'corps.list.heading', message: 'Your companies' });
  return (
    <DataTable
      label={label}
      rows={corps}
      rowKey={(corp) => corp.corpId}
      rowBusy={(corp) => busyIds.has(corp.corpId)}
      columns={[
        {
          key: 'name',
          header: t({ id: 'corps.list.name', message: 'Company' }),
          rowHeader: true,
          cell: (corp) => (
            <Stack gap="1" align="flex-start" minW="none">
              <TruncatedText>{corp.corpName}</TruncatedText>
              <HStack gap="1">
                {corp.corpId === currentCorpId ? (
                  <Badge size="sm" colorPalette="brand">
                    {t({ id: 'corps.list.current', message: 'Current' })}
                  </Badge>
                ) : null}
                {corp.hidden ? (
                  <Badge size="sm" colorPalette="gray">
                    {t({ id: 'corps.list.hidden', message: 'Hidden' })}
                  </Badge>
                ) : null}
              </HStack>
            </Stack>
          ),
        },
        {
          key: 'type',
          header: t({ id: 'corps.list.type', message: 'Type' }),
          nowrap: true,
          cell: (corp) => i18n._(corpTypeLabel(corp.corpType)),
        },
        {
          key: 'cert',
          header: t({ id: 'corps.list.cert', message: 'Certification' }),
          cell: (corp) => (
            <Badge variant="subtle" colorPalette={certStatusTone(corp.corpInfo.certStatus)}>
              {i18n._(certStatusLabel(corp.corpInfo.certStatus))}
            </Badge>
          ),
        },
      ]}
      actions={{
        header: t({ id: 'corps.list.actions', message: 'Actions' }),
        cell: (corp) => {
          const name = corp.corpName;
          const isBusy = busyIds.has(corp.corpId);
          const isCreator = userId !== undefined && corp.corpInfo.creatorUserId === userId;
          return (
            <RowActions
              name={name}
              main={
                corp.corpId === currentCorpId
                  ? undefined
                  : {
                      label: t({ id: 'corps.switch', message: 'Switch' }),
                      ariaLabel: t({ id: 'corps.switch.label', message: `Switch to ${name}` }),
                      busy: isBusy,
                      onClick: () => onSwitch(corp),
                    }
              }
              more={[
                {
                  key: 'details',
                  label: t({ id: 'corps.details.open', message: 'Details' }),
                  onSelect: () => onDetails(corp),
                },
                {
                  key: 'hide',
                  label: corp.hidden
                    ? t({ id: 'corps.show', message: 'Show' })
                    : t({ id: 'corps.hide', message: 'Hide' }),
                  disabled: isBusy,
                  onSelect: () => onToggleHidden(corp),
                },
                ...(isCreator
                  ? [
                      {
                        key: 'delete',
                        label: t({ id: 'corps.delete', message: 'Delete' }),
                        danger: true,
                        disabled: isBusy,
                        onSelect: () => onDelete(corp),
                      },
                    ]
                  : []),
              ]}
            />
          );
        },
      }}
    />
  );
}
