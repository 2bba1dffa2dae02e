import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '../../../shared/constants';
import type {
  AuthorizationCode,
  AuthorizeCodeStatus,
  AuthorizeCodeUpdate,
  AuthorizeService,
} from '../../../shared/domain/account';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';
import { ConfirmDialog } from '../app-dialog';
import { DataTable } from '../data-table';
import { RowActions } from '../row-actions';
import type { PaginationChangeDetails } from '../pagination';
import { TruncatedText } from '../truncated-text';
import { useDateFormat } from '../../utils/format-date';
import { GenerateDialog } from './generate-dialog';
import { TransferDialog, type AuthorizationCodeTransferDetails } from './transfer-dialog';
import { ErrorAlert } from '../error-alert';
import { useCodeStatusWords } from './code-csv-columns';

export interface AuthorizationCodeTableProps {
  /** The codes of the page shown (authorizeCodeListPage). */
  rows: AuthorizationCode[];
  /** Where the rows stand; with 'ready' and no rows the table says there are no codes. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** The page shown, from 1. */
  page: number;
  /** Rows per page. @default TABLE_PAGE_SIZE (10) */
  pageSize?: number;
  /** Codes in all. */
  total: number;
  onPageChange: (details: PaginationChangeDetails) => void;
  /** The services a code can be generated for (authorizeServiceList). */
  services: AuthorizeService[];
  /** Generates a code for a service without a valid one. Rejects with an Error to show. */
  onGenerate: (details: { serviceId: string }) => Promise<void>;
  /**
   * Shown under the service chosen to generate for: the workbench's fresh valid-code check
   * (ValidCodeNote). @default undefined
   */
  serviceStatus?: (serviceId: string) => ReactNode;
  /** Turns a code off, or on again (updateAuthorizeCode). Rejects with an Error to show. */
  onUpdate: (update: AuthorizeCodeUpdate) => Promise<void>;
  /** The owner's mobile, masked: transfer codes go there. */
  maskedMobile: string;
  /** Sends the transfer's SMS code to the owner's mobile. */
  onSendTransferCode: () => Promise<void>;
  /** Transfers a code to the account of a mobile. Rejects with an Error to show; nothing typed is lost. */
  onTransfer: (details: AuthorizationCodeTransferDetails) => Promise<void>;
  /** Cancels a code's authorization (authorizeCodeCancelAuth), after the confirmation. */
  onCancel: (details: { code: string }) => Promise<void>;
  /** The time zone dates show in. @default the browser's */
  timeZone?: string;
  /**
   * Further actions on the list, at the start of the bar above it (the page's CSV export,
   * ExportCsvButton). @default undefined
   */
  moreActions?: ReactNode;
}

interface TransferFlow {
  row: AuthorizationCode;
  open: boolean;
  seq: number;
}

const STATUS_PALETTE = {
  valid: 'green',
  disabled: 'gray',
  expired: 'orange',
} as const satisfies Record<AuthorizeCodeStatus, string>;

/**
 * The account's authorization codes (docs/product.md §3 and §7): generate one for a service above the
 * table, and per code turn it off or on again, transfer it to another account (confirmed by SMS)
 * or cancel it (confirmed). Paged; loading, empty and error states.
 */
export function AuthorizationCodeTable({
  rows,
  status,
  errorMessage: loadError,
  onRetry,
  page,
  pageSize = TABLE_PAGE_SIZE,
  total,
  onPageChange,
  services,
  onGenerate,
  serviceStatus,
  onUpdate,
  maskedMobile,
  onSendTransferCode,
  onTransfer,
  onCancel,
  timeZone,
  moreActions,
}: AuthorizationCodeTableProps) {
  const { t } = useLingui();
  const format = useDateFormat(timeZone);
  const [generateOpen, setGenerateOpen] = useState(false);
  const [generateSeq, setGenerateSeq] = useState(0);
  const [transfer, setTransfer] = useState<TransferFlow | null>(null);
  const [cancelRow, setCancelRow] = useState<AuthorizationCode | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const updating = useSubmitGuard();
  const [actionError, setActionError] = useState<string | undefined>(undefined);

  const failed = (error: unknown) =>
    setActionError(
      errorMessage(
        error,
        t({ id: 'authCodeTable.actionFailed', message: 'That did not work. Try again.' }),
      ),
    );

  const update = (row: AuthorizationCode, next: AuthorizeCodeUpdate['status']) =>
    updating.run(async () => {
      setActionError(undefined);
      try {
        await onUpdate({ id: row.id, status: next });
      } catch (error) {
        failed(error);
      }
    }, row.id);

  const cancel = async () => {
    if (!cancelRow) return;
    try {
      await onCancel({ code: cancelRow.code });
    } catch (error) {
      failed(error);
    } finally {
      setCancelOpen(false);
    }
  };

  const statusWords = useCodeStatusWords();

  const listStatus = status === 'ready' && rows.length === 0 ? 'empty' : status;
  const cancelCode = cancelRow?.code ?? '';
  const openGenerate = () => {
    setActionError(undefined);
    setGenerateSeq((previous) => previous + 1);
    setGenerateOpen(true);
  };
  const generateLabel = t({ id: 'authCodeTable.generateButton', message: 'Generate code' });

  return (
    <Stack gap="3">
      <Flex justify={moreActions ? 'space-between' : 'flex-end'} gap="3" wrap="wrap">
        {moreActions}
        <Button size="sm" colorPalette="brand" onClick={openGenerate}>
          {generateLabel}
        </Button>
      </Flex>

      <ErrorAlert message={actionError} />

      <DataTable
        label={t({ id: 'authCodeTable.label', message: 'Authorization codes' })}
        status={listStatus}
        errorMessage={loadError}
        onRetry={onRetry}
        emptyMessage={t({
          id: 'authCodeTable.empty',
          message: 'No authorization codes yet. Generate one for a service.',
        })}
        emptyAction={
          <Button size="sm" variant="outline" onClick={openGenerate}>
            {generateLabel}
          </Button>
        }
        rows={rows}
        rowKey={(row) => row.id}
        rowBusy={(row) => updating.isBusy(row.id)}
        columns={[
          {
            key: 'code',
            header: t({ id: 'authCodeTable.code', message: 'Code' }),
            rowHeader: true,
            nowrap: true,
            cell: (row) => (
              <Text as="span" fontFamily="mono" fontWeight="normal">
                {row.code}
              </Text>
            ),
          },
          {
            key: 'service',
            header: t({ id: 'authCodeTable.service', message: 'Service' }),
            cell: (row) => <TruncatedText>{row.serviceName}</TruncatedText>,
          },
          {
            key: 'status',
            header: t({ id: 'authCodeTable.status', message: 'Status' }),
            cell: (row) => (
              <Badge colorPalette={STATUS_PALETTE[row.status]} variant="subtle">
                {statusWords[row.status]}
              </Badge>
            ),
          },
          {
            key: 'createTime',
            header: t({ id: 'authCodeTable.createTime', message: 'Created' }),
            nowrap: true,
            showFrom: 'xl',
            cell: (row) => format.date(row.createTime),
          },
          {
            key: 'expireTime',
            header: t({ id: 'authCodeTable.expireTime', message: 'Expires' }),
            nowrap: true,
            cell: (row) => format.date(row.expireTime),
          },
        ]}
        actions={{
          header: t({ id: 'authCodeTable.actions', message: 'Actions' }),
          cell: (row) => {
            const { code } = row;
            const valid = row.status === 'valid';
            return row.status === 'expired' ? (
              <Text color="text.secondary">
                {t({ id: 'authCodeTable.noActions', message: 'None' })}
              </Text>
            ) : (
              <RowActions
                name={code}
                main={{
                  label: valid
                    ? t({ id: 'authCodeTable.disable', message: 'Disable' })
                    : t({ id: 'authCodeTable.enable', message: 'Enable' }),
                  ariaLabel: valid
                    ? t({ id: 'authCodeTable.disableCode', message: `Disable ${code}` })
                    : t({ id: 'authCodeTable.enableCode', message: `Enable ${code}` }),
                  busy: updating.isBusy(row.id),
                  onClick: () => void update(row, valid ? 'disabled' : 'valid'),
                }}
                more={
                  valid
                    ? [
                        {
                          key: 'transfer',
                          label: t({ id: 'authCodeTable.transfer', message: 'Transfer' }),
                          onSelect: () => {
                            setActionError(undefined);
                            setTransfer((previous) => ({
                              row,
                              open: true,
                              seq: (previous?.seq ?? 0) + 1,
                            }));
                          },
                        },
                        {
                          key: 'revoke',
                          label: t({ id: 'authCodeTable.revoke', message: 'Revoke' }),
                          danger: true,
                          onSelect: () => {
                            setActionError(undefined);
                            setCancelRow(row);
                            setCancelOpen(true);
                          },
                        },
                      ]
                    : []
                }
              />
            );
          },
        }}
        pagination={total > 0 ? { page, pageSize, total, onChange: onPageChange } : undefined}
      />

      <GenerateDialog
        key={generateSeq}
        open={generateOpen}
        services={services}
        serviceStatus={serviceStatus}
        onGenerate={async (details) => {
          await onGenerate(details);
          setGenerateOpen(false);
        }}
        onClose={() => setGenerateOpen(false)}
      />

      {transfer ? (
        <TransferDialog
          key={transfer.seq}
          open={transfer.open}
          row={transfer.row}
          maskedMobile={maskedMobile}
          onSendCode={onSendTransferCode}
          onTransfer={async (details) => {
            await onTransfer(details);
            setTransfer((previous) => previous && { ...previous, open: false });
          }}
          onClose={() => setTransfer((previous) => previous && { ...previous, open: false })}
        />
      ) : null}

      <ConfirmDialog
        open={cancelOpen}
        destructive
        title={t({ id: 'authCodeTable.revokeTitle', message: 'Revoke authorization code' })}
        message={t({
          id: 'authCodeTable.revokeMessage',
          message: `${cancelCode} stops working at once and cannot be used to sign in again.`,
        })}
        confirmLabel={t({ id: 'authCodeTable.revoke', message: 'Revoke' })}
        onConfirm={cancel}
        onOpenChange={({ open }) => {
          if (!open) setCancelOpen(false);
        }}
      />
    </Stack>
  );
}

AuthorizationCodeTable.displayName = 'AuthorizationCodeTable';
