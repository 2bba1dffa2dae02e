import { useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ListState } from '../../../design-system/components/list-state';
import { LoadAttemptProvider } from '../../../design-system/utils/lazy-named';

interface LoadErrorBoundaryProps {
  /** Where the person is: a new place starts without the last one's failure. */
  resetKey: string;
  /** What shows in the part's place after a failure; `retry` renders the part again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface LoadErrorBoundaryState {
  failed: boolean;
  resetKey: string;
  /** A new object for each try, so a part whose chunk failed to load fetches it again. */
  attempt: object;
}

/**
 * A part of the app whose code failed to arrive (a dropped connection, a release that replaced the
 * chunk) or that failed to render shows its fallback instead of taking the whole app down. The
 * retry renders the part again, which asks for its chunk again (retryableLazy); going elsewhere
 * starts without the failure, and coming back loads again.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = {
    failed: false,
    resetKey: this.props.resetKey,
    attempt: {},
  };

  static getDerivedStateFromError(): Partial<LoadErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LoadErrorBoundaryProps,
    state: LoadErrorBoundaryState,
  ): Partial<LoadErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, resetKey: props.resetKey, attempt: {} };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return this.props.fallback(() => this.setState({ failed: false, attempt: {} }));
    return (
      <LoadAttemptProvider value={this.state.attempt}>{this.props.children}</LoadAttemptProvider>
    );
  }
}

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
