import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListState, type ListStatus } from '../list-state';
import { Pagination } from '../pagination';
import { TableFrame } from '../table-frame';
import type { SlnListData } from './list-logic';

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

/** One tab's list: its wait, failure or emptiness, else its table and pager. */
export function ListBody({
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
