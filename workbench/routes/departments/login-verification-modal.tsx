import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DeptMemberModal } from '../../../design-system/components/dept-member-modal';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { DEFAULT_PAGE, TABLE_PAGE_SIZE } from '../../../shared/constants';
import { useSetSecondCheck } from '../../data/corp';
import { useBulkSecondCheck } from '../../data/bulk-second-check';
import type { DeptTreeInput } from '../../../design-system/components/dept-tree';
import { useDeptMembers } from '../../data/dept';
import { useSecondCheckMobileSms } from '../../data/sms';
import { quietly } from './dept-rules';
import { listFailure } from '../list-failure';

export interface LoginVerificationModalProps {
  /** The root department: the modal lists every member of the corp. */
  rootDeptId: string;
  /** The corp's departments, for login verification by department. */
  depts: readonly DeptTreeInput[];
  onClose: () => void;
}

/**
 * The department-member modal for login verification (docs/product.md §2): every member of the corp,
 * searched and paged, each with the phone that verifies their sign-in. Setting one binds the
 * phone by its SMS code and turns the second check on in one setSecondCheck call (mobile and
 * vcode: the spec's "bind check mobile"); turning it off sends openSecondCheck = No.
 */
export function LoginVerificationModal({
  rootDeptId,
  depts,
  onClose,
}: LoginVerificationModalProps) {
  const { t } = useLingui();
  const [key, setKey] = useState('');
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const members = useDeptMembers({
    deptId: rootDeptId,
    fetchChild: true,
    key,
    currentPage: page,
    pageSize,
  });
  const setSecondCheck = useSetSecondCheck();
  const { trigger: setSecondCheckMobile } = useSecondCheckMobileSms();
  const bulk = useBulkSecondCheck();

  return (
    <DeptMemberModal
      open
      onClose={onClose}
      rows={members.data?.list ?? []}
      status={members.error ? 'error' : members.data ? 'ready' : 'loading'}
      errorMessage={listFailure(
        t({
          id: 'departments.verification.failed',
          message: 'The members could not be loaded.',
        }),
        members.error,
      )}
      onRetry={() => void members.mutate()}
      page={page}
      pageSize={pageSize}
      total={members.data?.total ?? 0}
      onPageChange={(details) => {
        setPage(details.page);
        setPageSize(details.pageSize);
      }}
      onSearch={(searched) => {
        setKey(searched);
        setPage(DEFAULT_PAGE);
        return Promise.resolve();
      }}
      onSendCode={async ({ userId, mobile }) => {
        await quietly(setSecondCheckMobile({ userId, mobile }));
      }}
      onSetCheckMobile={async ({ userId, mobile, vCode }) => {
        await quietly(
          setSecondCheck.trigger({ userId, openSecondCheck: true, mobile, vcode: vCode }),
        );
        raiseSuccessToast({
          description: t({
            id: 'departments.verification.on',
            message: 'Phone verification is on.',
          }),
        });
      }}
      bulkVerification={{
        depts,
        defaultDeptId: rootDeptId,
        onPreview: async ({ deptId, action, progress, signal }) => {
          const members = await bulk.readSubtree({
            deptId,
            askBound: action === 'on',
            progress,
            signal,
          });
          return members.map(({ member, on, hasCheckMobile }) => ({
            userId: member.userId,
            realName: member.realName,
            mobile: member.mobile,
            on,
            hasCheckMobile,
          }));
        },
        onApply: async (member, action) => {
          await bulk.apply(member.userId, action === 'on');
        },
        onApplied: bulk.refresh,
      }}
      onTurnOffSecondCheck={async (userId) => {
        await quietly(setSecondCheck.trigger({ userId, openSecondCheck: false }));
        raiseSuccessToast({
          description: t({
            id: 'departments.verification.off',
            message: 'Phone verification is off.',
          }),
        });
      }}
    />
  );
}
