import { createContext, lazy, useContext, type ComponentProps, type ComponentType } from 'react';

// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * Which attempt at showing a part of the page this is. An error boundary gives a new one when the
 * person asks to try again or goes elsewhere; a lazy component whose load failed under an earlier
 * attempt loads again. React's own re-renders after an error keep the attempt, so they do not fetch.
 */
const LoadAttempt = createContext<object>({});
export const LoadAttemptProvider = LoadAttempt.Provider;

interface LazyEntry<Component extends AnyComponent> {
  Lazy: ComponentType<ComponentProps<Component>>;
  attempt: object;
  failed: boolean;
}

/**
 * React.lazy that asks for its module again after a failed load, once the surrounding error
 * boundary starts a new attempt (LoadAttemptProvider). React.lazy keeps a failure for good, so a
 * boundary's retry would otherwise fail again at once without fetching anything.
 */
export function retryableLazy<Component extends AnyComponent>(
  load: () => PromiseLike<{ default: Component }>,
): ComponentType<ComponentProps<Component>> {
  let current: LazyEntry<Component> | undefined;
  const create = (attempt: object): LazyEntry<Component> => {
    const entry: LazyEntry<Component> = {
      attempt,
      failed: false,
      Lazy: lazy(() => {
        const loading = load();
        loading.then(undefined, () => {
          entry.failed = true;
        });
        return loading as Promise<{ default: Component }>;
      }) as ComponentType<ComponentProps<Component>>,
    };
    return entry;
  };
  return function RetryableLazy(props: ComponentProps<Component>) {
    const attempt = useContext(LoadAttempt);
    if (!current || (current.failed && current.attempt !== attempt)) current = create(attempt);
    const { Lazy } = current;
    return <Lazy {...props} />;
  };
}

/**
 * React.lazy for a component exported by name: the module's chunk loads when the component first
 * renders, and the module keeps its named exports for tests and stories.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType<ComponentProps<Module[Name]>> {
  return retryableLazy(async () => ({ default: (await load())[name] }));
}
