import { lazy, type ComponentType } from 'react';

interface PageModule<T> {
  default: T;
}

/**
 * A React.lazy component whose module can be run ahead with `load()`. Once it has loaded, the component renders in
 * the same pass instead of suspending: a Suspense fallback, even one shown for a moment, holds the screen that
 * follows it back for up to 300 ms (React's reveal throttle).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component's props
export function preloadable<T extends ComponentType<any>>(factory: () => Promise<PageModule<T>>) {
  let loaded: PageModule<T> | undefined;
  let pending: Promise<PageModule<T>> | undefined;
  const load = (): Promise<PageModule<T>> =>
    (pending ??= factory().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // A thenable that answers at once: React.lazy takes a module it is handed synchronously without suspending.
  const Component = lazy(() =>
    loaded ? ({ then: (resolve: (module: PageModule<T>) => void) => resolve(loaded!) } as Promise<PageModule<T>>) : load(),
  );
  return Object.assign(Component, { load });
}
