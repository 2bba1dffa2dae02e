import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TABLE_PAGE_SIZE } from '../../../shared/constants';
import type { MemberRow } from '../../../shared/domain/org';
import { errorMessage } from '../../utils/error-message';
import { AppDialog, ConfirmDialog } from '../app-dialog';
import { DataTable } from '../data-table';
import { ListState } from '../list-state';
import { MemberSearchField } from '../member-search-field';
import { memberAccount } from '../member-table/member-account';
import { Pagination, type PaginationChangeDetails } from '../pagination';
import { RowActions } from '../row-actions';
import { TruncatedText } from '../truncated-text';
import { CheckMobileDialog, type CheckMobileSubmitDetails } from './check-mobile-dialog';
import { ErrorAlert } from '../error-alert';
import { LoginVerificationTip } from './login-verification-tip';
import {
  BulkVerificationDialog,
  type BulkVerificationDialogProps,
} from './bulk-verification-dialog';

/** The member fields the modal shows (docs/product.md §3, member row). */
export type DeptMemberModalRow = Pick<
  MemberRow,
  'userId' | 'realName' | 'mobile' | 'userName' | 'multiCorpUser' | 'deptNameList' | 'checkMobile'
>;

export interface DeptMemberSetCheckMobileDetails extends CheckMobileSubmitDetails {
  userId: string;
}

export interface DeptMemberModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called when the modal is closed (the close button or Escape; never a click on the mask). */
  onClose: () => void;
  /** The members of the page shown. */
  rows: DeptMemberModalRow[];
  /** Where the rows stand; with 'ready' and no rows the table says empty, or no match after a search. */
  status: 'loading' | 'error' | 'ready';
  /** Why loading failed. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** The page shown, from 1. */
  page: number;
  /** Rows per page. @default TABLE_PAGE_SIZE (10) */
  pageSize?: number;
  /** Members matching the search in all. */
  total: number;
  onPageChange: (details: PaginationChangeDetails) => void;
  /**
   * Runs the search (Enter or the search button) with the trimmed key, '' for every member; the
   * parent loads page 1 of the matches. A rejection's message is shown and the text stays.
   */
  onSearch: (key: string) => Promise<void>;
  /** Sends the code for a new check mobile (sms setSecondCheckMobile). Rejects with an Error to show. */
  onSendCode: (details: { userId: string; mobile: string }) => Promise<void>;
  /** Binds the check mobile, then sets the second check on. Rejects with an Error to show. */
  onSetCheckMobile: (details: DeptMemberSetCheckMobileDetails) => Promise<void>;
  /** Turns the member's second check off (openSecondCheck = No), after the confirmation. */
  onTurnOffSecondCheck: (userId: string) => Promise<void>;
  /**
   * Offers login verification for a whole department at once, beside the search. @default
   * undefined (none)
   */
  bulkVerification?: Omit<BulkVerificationDialogProps, 'open' | 'onClose'>;
}

interface CheckMobileFlow {
  row: DeptMemberModalRow;
  mode: 'set' | 'change';
  open: boolean;
  /** A fresh form for every flow: nothing typed for one member shows for the next. */
  seq: number;
}

/**
 * The department-member modal for login verification (docs/product.md §2): 1100 px wide, closed only
 * by its close button or Escape. A search of at most 200 characters, the member table with each
 * member's verification phone and the actions to set, change or turn off the second check, a tip
 * beside the table, and paging.
 */
export function DeptMemberModal({
  open,
  onClose,
  rows,
  status,
  errorMessage: loadError,
  onRetry,
  page,
  pageSize = TABLE_PAGE_SIZE,
  total,
  onPageChange,
  onSearch,
  onSendCode,
  onSetCheckMobile,
  onTurnOffSecondCheck,
  bulkVerification,
}: DeptMemberModalProps) {
  const { t } = useLingui();
  const [searchedKey, setSearchedKey] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | undefined>(undefined);
  const [checkFlow, setCheckFlow] = useState<CheckMobileFlow | null>(null);
  const [turnOffRow, setTurnOffRow] = useState<DeptMemberModalRow | null>(null);
  const [turnOffOpen, setTurnOffOpen] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const [bulkOpen, setBulkOpen] = useState(false);

  const search = async (key: string) => {
    if (searching) return;
    setSearching(true);
    setSearchError(undefined);
    try {
      await onSearch(key);
      setSearchedKey(key);
    } catch (error) {
      setSearchError(
        errorMessage(
          error,
          t({ id: 'deptMemberModal.searchFailed', message: 'The search failed. Try again.' }),
        ),
      );
    } finally {
      setSearching(false);
    }
  };

  const startCheckFlow = (row: DeptMemberModalRow, mode: 'set' | 'change') => {
    setActionError(undefined);
    setCheckFlow((previous) => ({ row, mode, open: true, seq: (previous?.seq ?? 0) + 1 }));
  };

  const startTurnOff = (row: DeptMemberModalRow) => {
    setActionError(undefined);
    setTurnOffRow(row);
    setTurnOffOpen(true);
  };

  const turnOff = async () => {
    if (!turnOffRow) return;
    try {
      await onTurnOffSecondCheck(turnOffRow.userId);
    } catch (error) {
      setActionError(
        errorMessage(
          error,
          t({
            id: 'deptMemberModal.turnOffFailed',
            message: 'Phone verification was not turned off. Try again.',
          }),
        ),
      );
    } finally {
      setTurnOffOpen(false);
    }
  };

  const listStatus =
    status === 'ready' && rows.length === 0 ? (searchedKey === '' ? 'empty' : 'noMatch') : status;

  const turnOffName = turnOffRow?.realName ?? '';

  return (
    <AppDialog
      open={open}
      title={t({ id: 'deptMemberModal.title', message: 'Login verification' })}
      width="memberModal"
      closeOnInteractOutside={false}
      showFooter={false}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
    >
      <Stack gap="4">
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Box flex="1" minW="60">
            <MemberSearchField
              onSearch={(key) => void search(key)}
              searching={searching}
              error={searchError}
            />
          </Box>
          {bulkVerification ? (
            <Button size="sm" variant="outline" onClick={() => setBulkOpen(true)}>
              {t({ id: 'bulkVerification.open', message: 'By department…' })}
            </Button>
          ) : null}
        </Flex>

        <ErrorAlert message={actionError} />

        <Flex gap="4" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
          <Stack gap="3" flex="1" minW="none" w="full">
            <ListState
              status={listStatus}
              errorMessage={loadError}
              onRetry={onRetry}
              emptyMessage={t({
                id: 'deptMemberModal.empty',
                message: 'There are no members in this company yet.',
              })}
              noMatchMessage={t({
                id: 'deptMemberModal.noMatch',
                message: 'No member matches your search.',
              })}
            >
              <MemberTable
                rows={rows}
                onSet={(row) => startCheckFlow(row, 'set')}
                onChange={(row) => startCheckFlow(row, 'change')}
                onTurnOff={startTurnOff}
              />
            </ListState>
            {status === 'ready' && total > 0 ? (
              <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
            ) : null}
          </Stack>
          <LoginVerificationTip />
        </Flex>
      </Stack>

      {bulkVerification && bulkOpen ? (
        <BulkVerificationDialog open onClose={() => setBulkOpen(false)} {...bulkVerification} />
      ) : null}

      {checkFlow ? (
        <CheckMobileDialog
          key={checkFlow.seq}
          open={checkFlow.open}
          mode={checkFlow.mode}
          memberName={checkFlow.row.realName}
          currentCheckMobile={checkFlow.row.checkMobile}
          onSendCode={(mobile) => onSendCode({ userId: checkFlow.row.userId, mobile })}
          onConfirm={async (details) => {
            await onSetCheckMobile({ userId: checkFlow.row.userId, ...details });
            setCheckFlow((previous) => previous && { ...previous, open: false });
          }}
          onClose={() => setCheckFlow((previous) => previous && { ...previous, open: false })}
        />
      ) : null}

      <ConfirmDialog
        open={turnOffOpen}
        destructive
        title={t({ id: 'deptMemberModal.turnOffTitle', message: 'Turn off phone verification' })}
        message={t({
          id: 'deptMemberModal.turnOffMessage',
          message: `${turnOffName} will sign in to this company without an SMS code. Turn phone verification off?`,
        })}
        confirmLabel={t({ id: 'deptMemberModal.turnOffConfirm', message: 'Turn off' })}
        onConfirm={turnOff}
        onOpenChange={({ open: next }) => {
          if (!next) setTurnOffOpen(false);
        }}
      />
    </AppDialog>
  );
}

DeptMemberModal.displayName = 'DeptMemberModal';

interface MemberTableProps {
  rows: DeptMemberModalRow[];
  onSet: (row: DeptMemberModalRow) => void;
  onChange: (row: DeptMemberModalRow) => void;
  onTurnOff: (row: DeptMemberModalRow) => void;
}

/**
 * The members, the spec's five columns; the last, the phone verification, holds its actions too, so
 * it stays in view while the table scrolls sideways.
 */
function MemberTable({ rows, onSet, onChange, onTurnOff }: MemberTableProps) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t({ id: 'deptMemberModal.tableLabel', message: 'Members' })}
      rows={rows}
      rowKey={(row) => row.userId}
      columns={[
        {
          key: 'realName',
          header: t({ id: 'deptMemberModal.realName', message: 'Name' }),
          rowHeader: true,
          cell: (row) => (
            <TruncatedText fontWeight="normal" maxW="3xs">
              {row.realName}
            </TruncatedText>
          ),
        },
        {
          key: 'mobile',
          header: t({ id: 'deptMemberModal.mobile', message: 'Mobile' }),
          nowrap: true,
          cell: (row) => (
            <Text as="span" fontVariantNumeric="tabular-nums">
              {row.mobile}
            </Text>
          ),
        },
        {
          key: 'account',
          header: t({ id: 'deptMemberModal.account', message: 'Account' }),
          showFrom: 'xl',
          cell: (row) => <TruncatedText maxW="3xs">{memberAccount(row)}</TruncatedText>,
        },
        {
          key: 'departments',
          header: t({ id: 'deptMemberModal.departments', message: 'Departments' }),
          showFrom: 'lg',
          cell: (row) => (
            <Flex as="ul" wrap="wrap" gap="1" listStyleType="none" minW="none">
              {row.deptNameList.map((dept, index) => (
                <Box as="li" key={`${index}-${dept}`} maxW="full" minW="none">
                  <Badge variant="subtle" maxW="full">
                    <TruncatedText>{dept}</TruncatedText>
                  </Badge>
                </Box>
              ))}
            </Flex>
          ),
        },
      ]}
      actions={{
        header: t({ id: 'deptMemberModal.phoneVerification', message: 'Phone verification' }),
        cell: (row) => {
          const name = row.realName;
          const isSet = row.checkMobile !== '';
          return (
            <Stack gap="1">
              {isSet ? (
                <Text fontVariantNumeric="tabular-nums">{row.checkMobile}</Text>
              ) : (
                <Text color="text.secondary">
                  {t({ id: 'deptMemberModal.notSet', message: 'Not set' })}
                </Text>
              )}
              <RowActions
                name={name}
                main={
                  isSet
                    ? {
                        label: t({ id: 'deptMemberModal.change', message: 'Change' }),
                        ariaLabel: t({
                          id: 'deptMemberModal.changeFor',
                          message: `Change phone verification for ${name}`,
                        }),
                        onClick: () => onChange(row),
                      }
                    : {
                        label: t({ id: 'deptMemberModal.set', message: 'Set' }),
                        ariaLabel: t({
                          id: 'deptMemberModal.setFor',
                          message: `Set phone verification for ${name}`,
                        }),
                        onClick: () => onSet(row),
                      }
                }
                more={
                  isSet
                    ? [
                        {
                          key: 'turnOff',
                          label: t({ id: 'deptMemberModal.turnOff', message: 'Turn off' }),
                          danger: true,
                          onSelect: () => onTurnOff(row),
                        },
                      ]
                    : []
                }
              />
            </Stack>
          );
        },
      }}
    />
  );
}
