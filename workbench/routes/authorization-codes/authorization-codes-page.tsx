import { HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  AuthorizationCodeTable,
  CodeTransfers,
  useAuthorizationCodeCsvColumns,
} from '../../../design-system/components/authorization-code-table';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { DEFAULT_PAGE, TABLE_PAGE_SIZE } from '../../../shared/constants';
import {
  useAccount,
  useAuthorizationCodes,
  useAuthorizationCodesExport,
  useAuthorizeCodeTransferList,
  useAuthorizeServiceList,
  useCancelAuthorizeCode,
  useCancelAuthorizeCodeTransfer,
  useGenerateAuthorizeCode,
  useSendAuthorizeCodeListSms,
  useSendAuthorizeCodeTransferSms,
  useTransferAuthorizeCode,
  useUpdateAuthorizeCode,
} from '../../data/account';
import { listFailure } from '../list-failure';
import { CsvExport } from '../csv-export';
import { ValidCodeCheck } from './valid-code-check';
import { PageLayout } from '../../../design-system/components/page-layout';

/**
 * The account's authorization codes (docs/product.md §3 and §7): a page of them, generate one for a
 * service (its valid-code state checked afresh as it is chosen), turn one off or on, transfer one to another account confirmed by SMS, see the codes
 * being transferred and stop a transfer (confirmed by SMS too), cancel one.
 */
export default function AuthorizationCodesPage() {
  const { t } = useLingui();
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, pageSize: TABLE_PAGE_SIZE });
  const codes = useAuthorizationCodes({ currentPage: paging.page, pageSize: paging.pageSize });
  const services = useAuthorizeServiceList();
  const { data: account } = useAccount();
  const codesExport = useAuthorizationCodesExport();
  const csvColumns = useAuthorizationCodeCsvColumns();

  const { trigger: generate } = useGenerateAuthorizeCode();
  const { trigger: update } = useUpdateAuthorizeCode();
  const { trigger: sendTransferCode } = useSendAuthorizeCodeTransferSms();
  const { trigger: transfer } = useTransferAuthorizeCode();
  const { trigger: cancel } = useCancelAuthorizeCode();
  const { trigger: sendListCode } = useSendAuthorizeCodeListSms();
  const { trigger: readTransfers } = useAuthorizeCodeTransferList();
  const { trigger: stopTransfer } = useCancelAuthorizeCodeTransfer();

  return (
    <PageLayout
      title={t({ id: 'authorizationCodes.heading', message: 'Authorization codes' })}
      description={t({
        id: 'authorizationCodes.intro',
        message:
          'An authorization code signs in to one service for you. Give it only to people you trust, and revoke it when they no longer need it.',
      })}
    >
      <AuthorizationCodeTable
        rows={codes.data?.list ?? []}
        status={codes.error ? 'error' : codes.data ? 'ready' : 'loading'}
        errorMessage={listFailure(
          t({
            id: 'authorizationCodes.listFailed',
            message: 'The authorization codes could not be loaded.',
          }),
          codes.error,
        )}
        onRetry={() => void codes.mutate()}
        page={paging.page}
        pageSize={paging.pageSize}
        total={codes.data?.total ?? 0}
        onPageChange={setPaging}
        services={services.data ?? []}
        serviceStatus={(serviceId) => <ValidCodeCheck serviceId={serviceId} />}
        onGenerate={async ({ serviceId }) => {
          const made = await generate({ serviceId });
          // The new code is the newest: it shows first, on the first page.
          setPaging((current) => ({ ...current, page: DEFAULT_PAGE }));
          const { code, serviceName } = made;
          raiseSuccessToast({
            description: t({
              id: 'authorizationCodes.generated',
              message: `${code} is ready for ${serviceName}.`,
            }),
          });
        }}
        onUpdate={async (change) => {
          const { code, status } = await update(change);
          raiseSuccessToast({
            description:
              status === 'valid'
                ? t({ id: 'authorizationCodes.enabled', message: `${code} works again.` })
                : t({ id: 'authorizationCodes.disabled', message: `${code} is turned off.` }),
          });
        }}
        moreActions={
          <HStack gap="3" wrap="wrap">
            <CsvExport
              exporter={codesExport}
              query={{}}
              columns={csvColumns}
              area="authorization-codes"
              empty={codes.data?.total === 0}
            />
            <CodeTransfers
              maskedMobile={account?.mobile ?? ''}
              onSendCode={async () => {
                await sendListCode();
              }}
              onLoad={readTransfers}
              onCancelTransfer={async ({ code }) => {
                await stopTransfer({ code });
              }}
            />
          </HStack>
        }
        maskedMobile={account?.mobile ?? ''}
        onSendTransferCode={async () => {
          await sendTransferCode();
        }}
        onTransfer={async (details) => {
          await transfer(details);
          const { code, mobile } = details;
          raiseSuccessToast({
            description: t({
              id: 'authorizationCodes.transferred',
              message: `${code} is on its way to the account of ${mobile}.`,
            }),
          });
        }}
        onCancel={async ({ code }) => {
          await cancel({ code });
          raiseSuccessToast({
            description: t({
              id: 'authorizationCodes.cancelled',
              message: `${code} is revoked.`,
            }),
          });
        }}
      />
    </PageLayout>
  );
}
