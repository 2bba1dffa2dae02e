import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own constraint: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a component exported by name: the module's chunk loads when the component first
 * renders, and the module keeps its named exports for tests and stories.
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
