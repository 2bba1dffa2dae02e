import { Button, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { useDeptTree } from '../../data/dept';
import { DeptPanel } from './dept-panel';
import { rootOf } from './dept-rules';
import { MembersPanel } from './members-panel';
import { PageLayout } from '../../../design-system/components/page-layout';

// The modal, with its member search and check-mobile dialog, loads when first opened.
const LoginVerificationModal = lazyDialog(
  () => import('./login-verification-modal'),
  'LoginVerificationModal',
);

/**
 * Departments and members (issue 7): the department tree beside the members of the department
 * chosen in it (the root at first, so the whole corp), and the login-verification modal.
 */
export default function DepartmentsPage() {
  const { t } = useLingui();
  const tree = useDeptTree();
  // The address may open a department (`dept`) or search the corp's members (`member`): the
  // command palette's departments and members. A new address asks again; a pick in the tree
  // drops the ask.
  const [search, setSearch] = useSearchParams();
  const asked = search.toString();
  const askedMember = search.get('member') ?? '';
  const [chosenId, setChosenId] = useState<string | null>(search.get('dept'));
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    setSeen(asked);
    setChosenId(search.get('dept'));
  }
  const choose = (deptId: string) => {
    setChosenId(deptId);
    if (asked === '') return;
    setSeen('');
    setSearch({}, { replace: true });
  };
  const [verificationOpen, setVerificationOpen] = useState(false);

  const depts = tree.data;
  const root = depts ? rootOf(depts) : undefined;
  // A department deleted or gone (another admin, a corp switch) falls back to the root.
  const selected = depts?.find((dept) => dept.deptId === chosenId) ?? root;
  const status = tree.error ? 'error' : depts ? 'ready' : 'loading';

  return (
    <PageLayout
      title={t({ id: 'departments.title', message: 'Departments and members' })}
      description={t({
        id: 'departments.intro',
        message: 'Choose a department to see its members and those of the departments under it.',
      })}
      actions={
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          disabled={!root}
          onClick={() => setVerificationOpen(true)}
        >
          {t({ id: 'departments.verification.open', message: 'Login verification' })}
        </Button>
      }
    >
      <Flex
        gap="6"
        // Stretched on a phone: shrunk to its content, the member table would widen the page.
        align={{ base: 'stretch', lg: 'flex-start' }}
        direction={{ base: 'column', lg: 'row' }}
      >
        <DeptPanel
          depts={depts}
          status={status}
          error={tree.error}
          onRetry={() => void tree.mutate()}
          selected={selected}
          onSelect={choose}
        />
        {selected && depts ? (
          <MembersPanel
            key={`${selected.deptId}:${askedMember}`}
            dept={selected}
            depts={depts}
            initialSearch={askedMember}
          />
        ) : null}
      </Flex>
      <DialogSuspense>
        {verificationOpen && root && depts ? (
          <LoginVerificationModal
            rootDeptId={root.deptId}
            depts={depts}
            onClose={() => setVerificationOpen(false)}
          />
        ) : null}
      </DialogSuspense>
    </PageLayout>
  );
}
