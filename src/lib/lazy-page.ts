// A page component whose code loads on demand, with preload() for idle prefetch and route loaders.
// Unlike the router's lazyRouteComponent it never reloads the window by itself: a failed chunk
// goes to the error page, where the chunk-reload guard (one forced reload per 60 s) decides.
import { type ComponentType, createElement, type ReactElement, use } from 'react';

export type LazyPage<P extends object> = ((props: P) => ReactElement) & {
  preload(): Promise<void>;
};

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let failure: unknown;
  let pending: Promise<void> | undefined;

  /** Loads the code; after a failure the next call (the next navigation's loader) tries again. */
  const preload = () => {
    if (failure !== undefined) {
      failure = undefined;
      pending = undefined;
    }
    pending ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        failure = error ?? new Error('page code failed to load');
      },
    );
    return pending;
  };

  function Page(props: P): ReactElement {
    // The failure stays until the next preload: React retries a render that threw, and that
    // retry must throw the same error rather than start another load.
    if (failure !== undefined) throw failure;
    if (!component) use(preload());
    if (failure !== undefined) throw failure;
    return createElement(component as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}
