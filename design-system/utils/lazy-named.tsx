import {
  Component,
  lazy,
  type ComponentProps,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';

// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;

/**
 * The load failures an error boundary has shown (LoadErrorBoundary). A lazy component whose
 * failure has been shown fetches again when it next renders: the person asked to try again, opened
 * it again or came back. React's own renders before the failure shows do not fetch, nor does a
 * boundary React discarded unshown (one inside a Suspense that a first load suspended).
 */
const shownFailures = new WeakSet<object>();

function wasShown(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && shownFailures.has(reason);
}

interface LazyEntry<Component extends AnyComponent> {
  Lazy: ComponentType<ComponentProps<Component>>;
  failed: boolean;
  reason: unknown;
}

/**
 * React.lazy that asks for its module again after a failed load has been shown (LoadErrorBoundary).
 * React.lazy keeps a failure for good, so a boundary's retry would otherwise fail again at once
 * without fetching anything.
 */
export function retryableLazy<Component extends AnyComponent>(
  load: () => PromiseLike<{ default: Component }>,
): ComponentType<ComponentProps<Component>> {
  let current: LazyEntry<Component> | undefined;
  const create = (): LazyEntry<Component> => {
    const entry: LazyEntry<Component> = {
      failed: false,
      reason: undefined,
      Lazy: lazy(() => {
        const loading = load();
        loading.then(undefined, (reason: unknown) => {
          entry.failed = true;
          entry.reason = reason;
        });
        return loading as Promise<{ default: Component }>;
      }) as ComponentType<ComponentProps<Component>>,
    };
    return entry;
  };
  return function RetryableLazy(props: ComponentProps<Component>) {
    if (!current || (current.failed && wasShown(current.reason))) current = create();
    const { Lazy } = current;
    return <Lazy {...props} />;
  };
}

/** A component whose code loads on first render, or earlier when asked to. */
export type LazyComponent<Props> = ComponentType<Props> & {
  /**
   * Starts fetching the code before the first render (a pointer or the focus near what opens
   * it); a failure is left for the render, which meets it and can retry.
   */
  preload: () => void;
};

/**
 * React.lazy for a component exported by name: the module's chunk loads when the component first
 * renders (again after a failure: retryableLazy), and the module keeps its named exports for tests
 * and stories.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyComponent<ComponentProps<Module[Name]>> {
  return Object.assign(
    retryableLazy(async () => ({ default: (await load())[name] })),
    {
      preload: () => {
        load().catch(() => undefined);
      },
    },
  );
}

interface LoadErrorBoundaryProps {
  /** Where the person is: a new place starts without the last one's failure. @default '' */
  resetKey?: string;
  /** What shows in the part's place after a failure; `retry` renders the part again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface LoadErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * A part of the app whose code failed to arrive (a dropped connection, a release that replaced the
 * chunk) or that failed to render shows its fallback instead of taking the whole app down. The
 * retry renders the part again, which asks for its chunk again (retryableLazy); a new resetKey
 * starts without the failure, and loads again.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = {
    failed: false,
    resetKey: this.props.resetKey ?? '',
  };

  static getDerivedStateFromError(): Partial<LoadErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    { resetKey = '' }: LoadErrorBoundaryProps,
    state: LoadErrorBoundaryState,
  ): Partial<LoadErrorBoundaryState> | null {
    return resetKey === state.resetKey ? null : { failed: false, resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (typeof error === 'object' && error !== null) shownFailures.add(error);
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
