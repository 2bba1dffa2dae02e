import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DEFAULT_PAGE, TABLE_PAGE_SIZE } from '../../../shared/constants';
import { ListState } from '../../../design-system/components/list-state';
import {
  OperationLogTable,
  operationLogFilter,
  useLogCsvColumns,
} from '../../../design-system/components/operation-log-table';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useDateFormat } from '../../../design-system/utils/format-date';
import {
  useExportOperationLog,
  useLogExports,
  useOperationLogs,
  useOperationLogsExport,
  useOperationTypes,
  useRecentUsed,
} from '../../data/logs';
import { Link as RouteLink } from 'react-router-dom';
import { paths } from '../paths';
import { listFailure } from '../list-failure';
import { CsvExport } from '../csv-export';
import type { OperationLogFilter } from '../../../shared/domain/logs';
import type { RecentUsed } from '../../../shared/payloads/logs';
import { PageLayout } from '../../../design-system/components/page-layout';

/** Days the log shows first, today included (spec-silent: the project's choice, a month). */
const LOG_DEFAULT_DAYS = 30;

/** A day as the date picker writes it (YYYY-MM-DD), in the reader's own time zone. */
function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The last LOG_DEFAULT_DAYS days to today, read from the clock once per visit. */
function defaultRange(now: number): { start: string; end: string } {
  const today = new Date(now);
  const first = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - LOG_DEFAULT_DAYS + 1,
  );
  return { start: isoDay(first), end: isoDay(today) };
}

function RecentUsedList({ items }: { items: readonly RecentUsed[] }) {
  const { dateTime: formatTime } = useDateFormat();
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((item) => (
        <HStack
          as="li"
          key={item.serviceId}
          justify="space-between"
          gap="3"
          border="sm"
          borderColor="border"
          borderRadius="control"
          px="3"
          py="2"
          wrap="wrap"
        >
          <Stack gap="0.5" minW="none">
            <Text fontWeight="medium">{item.name}</Text>
            <Text textStyle="xs" color="text.secondary">
              {item.productName}
            </Text>
          </Stack>
          <Text textStyle="sm" color="text.secondary" fontVariantNumeric="tabular-nums">
            {formatTime(item.usedAt)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The current corp's operation log: searched by type, text and a date range (the picker's
 * start-after-end rule), exported in the background with the exports' progress, and the services
 * the person entered lately.
 */
export default function OperationLogsPage() {
  const { t } = useLingui();
  const recentHeading = useId();
  const [range] = useState(() => defaultRange(Date.now()));
  const [filter, setFilter] = useState<OperationLogFilter>(() =>
    operationLogFilter({ type: '', key: '', range })!,
  );
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);

  const logs = useOperationLogs({ ...filter, currentPage: page, pageSize });
  const { data: types } = useOperationTypes();
  const exports = useLogExports();
  const { trigger: exportLog } = useExportOperationLog();
  const recent = useRecentUsed({ exempt: true });
  const logsExport = useOperationLogsExport();
  const csvColumns = useLogCsvColumns();

  const recentStatus = recent.error
    ? 'error'
    : !recent.data
      ? 'loading'
      : recent.data.length === 0
        ? 'empty'
        : 'ready';

  return (
    <PageLayout
      title={t({ id: 'operationLogs.title', message: 'Operation logs' })}
      description={t({
        id: 'operationLogs.intro',
        message: 'What the members of this company did, and when. Export a search to keep it.',
      })}
    >
      <OperationLogTable
        status={logs.error ? 'error' : logs.data ? 'ready' : 'loading'}
        rows={logs.data?.list ?? []}
        total={logs.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={(details) => {
          setPage(details.page);
          setPageSize(details.pageSize);
        }}
        errorMessage={listFailure(
          t({
            id: 'operationLogs.failed',
            message: 'The operation log could not be loaded.',
          }),
          logs.error,
        )}
        onRetry={() => void logs.mutate()}
        operationTypes={types ?? []}
        defaultRange={range}
        maxDate={range.end}
        onSearch={(next) => {
          setFilter(next);
          setPage(DEFAULT_PAGE);
        }}
        moreActions={
          <CsvExport
            exporter={logsExport}
            query={filter}
            columns={csvColumns}
            area="operation-logs"
            empty={logs.data?.total === 0}
            size="md"
          />
        }
        exports={exports.data ?? []}
        onExport={async (next) => {
          const made = await exportLog(next);
          raiseSuccessToast({
            description: t({
              id: 'operationLogs.exportStarted',
              message: 'The export has started. Its file appears under Exports when it is ready.',
            }),
          });
          return made;
        }}
      />
      {exports.error ? (
        <ListState
          status="error"
          errorMessage={listFailure(
            t({
              id: 'operationLogs.exportsFailed',
              message: 'The exports could not be loaded.',
            }),
            exports.error,
          )}
          onRetry={() => void exports.mutate()}
        />
      ) : null}

      <Stack as="section" gap="3" aria-labelledby={recentHeading}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={recentHeading}>
            {t({ id: 'operationLogs.recent', message: 'Recently used services' })}
          </Heading>
          <Link asChild colorPalette="brand" textStyle="sm">
            <RouteLink to={paths.services.path}>
              {t({ id: 'operationLogs.allServices', message: 'All services' })}
            </RouteLink>
          </Link>
        </HStack>
        <ListState
          status={recentStatus}
          errorMessage={listFailure(
            t({
              id: 'operationLogs.recent.failed',
              message: 'The recently used services could not be loaded.',
            }),
            recent.error,
          )}
          onRetry={() => void recent.mutate()}
          emptyMessage={t({
            id: 'operationLogs.recent.empty',
            message: 'You have not entered any service of this company lately.',
          })}
          emptyAction={
            <Button asChild size="sm" variant="outline">
              <RouteLink to={paths.services.path}>
                {t({ id: 'operationLogs.allServices', message: 'All services' })}
              </RouteLink>
            </Button>
          }
        >
          <RecentUsedList items={recent.data ?? []} />
        </ListState>
      </Stack>
    </PageLayout>
  );
}
