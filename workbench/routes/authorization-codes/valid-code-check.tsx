import { ValidCodeNote } from '../../../design-system/components/authorization-code-table';
import { useHasValidCode } from '../../data/account';

/** The generate dialog's chosen service, checked afresh (isHasValidCode) each time it is chosen. */
export function ValidCodeCheck({ serviceId }: { serviceId: string }) {
  const check = useHasValidCode(serviceId);
  return (
    <ValidCodeNote
      state={
        check.data
          ? { status: 'ready', hasValidCode: check.data.hasValidCode }
          : check.error
            ? { status: 'error' }
            : { status: 'loading' }
      }
      onRetry={() => void check.mutate()}
    />
  );
}
