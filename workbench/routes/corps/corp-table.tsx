import { Badge, HStack, Stack, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  certStatusLabel,
  certStatusTone,
  corpTypeLabel,
} from '../../../design-system/components/corp-switcher/corp-labels';
import { RowActions } from '../../../design-system/components/row-actions';
import { TableFrame } from '../../../design-system/components/table-frame';
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
}

/**
 * Every corp of the person: name, type and certification status in words, the current one and
 * the hidden ones marked; switch to it, hide it from the switcher or show it again, and delete
 * the ones they created.
 */
export default function CorpTable({
  corps,
  currentCorpId,
  userId,
  busyIds,
  onSwitch,
  onToggleHidden,
  onDelete,
}: CorpTableProps) {
  const { t, i18n } = useLingui();
  const label = t({ id: 'corps.list.heading', message: 'Your companies' });
  return (
    <TableFrame label={label}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              {t({ id: 'corps.list.name', message: 'Company' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'corps.list.type', message: 'Type' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'corps.list.cert', message: 'Certification' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {t({ id: 'corps.list.actions', message: 'Actions' })}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {corps.map((corp) => {
            const name = corp.corpName;
            const isCurrent = corp.corpId === currentCorpId;
            const isBusy = busyIds.has(corp.corpId);
            const isCreator = userId !== undefined && corp.corpInfo.creatorUserId === userId;
            return (
              <Table.Row key={corp.corpId} aria-busy={isBusy || undefined}>
                <Table.Cell as="th" scope="row" fontWeight="medium" maxW="xs">
                  <Stack gap="1" align="flex-start">
                    <TruncatedText>{name}</TruncatedText>
                    <HStack gap="1">
                      {isCurrent ? (
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
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{i18n._(corpTypeLabel(corp.corpType))}</Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle" colorPalette={certStatusTone(corp.corpInfo.certStatus)}>
                    {i18n._(certStatusLabel(corp.corpInfo.certStatus))}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <RowActions
                    name={name}
                    main={
                      isCurrent
                        ? undefined
                        : {
                            label: t({ id: 'corps.switch', message: 'Switch' }),
                            ariaLabel: t({
                              id: 'corps.switch.label',
                              message: `Switch to ${name}`,
                            }),
                            busy: isBusy,
                            onClick: () => onSwitch(corp),
                          }
                    }
                    more={[
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
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
