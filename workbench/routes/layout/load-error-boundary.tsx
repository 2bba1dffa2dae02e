import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ListState } from '../../../design-system/components/list-state';
import { LoadErrorBoundary } from '../../../design-system/utils/lazy-named';

function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <ListState
      status="error"
      errorMessage={t({
        id: 'page.loadFailed',
        message: 'The page could not be loaded. Check the connection and try again.',
      })}
      onRetry={onRetry}
    />
  );
}

/** A page that failed to load says so in its place, with a retry; the header and the navigation stay. */
export function PageErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <LoadErrorBoundary resetKey={resetKey} fallback={(retry) => <PageLoadFailed onRetry={retry} />}>
      {children}
    </LoadErrorBoundary>
  );
}
