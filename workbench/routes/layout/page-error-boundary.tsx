import { useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ListState } from '../../../design-system/components/list-state';
import { LoadAttemptProvider } from '../../../design-system/utils/lazy-named';

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

interface PageErrorBoundaryProps {
  /** Where the person is: a new place starts without the last one's failure. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: string;
  /** A new object for each try, so a page whose chunk failed to load fetches it again. */
  attempt: object;
}

/**
 * A page whose code failed to arrive (a dropped connection, a release that replaced the chunk) or
 * that failed to render says so with a retry, instead of taking the whole app down; the header and
 * the navigation stay. The retry renders the page again, which asks for its chunk again
 * (retryableLazy); going elsewhere starts without the failure, and coming back loads again.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = {
    failed: false,
    resetKey: this.props.resetKey,
    attempt: {},
  };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, resetKey: props.resetKey, attempt: {} };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed)
      return <PageLoadFailed onRetry={() => this.setState({ failed: false, attempt: {} })} />;
    return (
      <LoadAttemptProvider value={this.state.attempt}>{this.props.children}</LoadAttemptProvider>
    );
  }
}
