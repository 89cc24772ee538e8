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

  const preload = () => {
    pending ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        // The next render throws it; the next preload tries again (a reload may have fixed it).
        failure = error;
        pending = undefined;
      },
    );
    return pending;
  };

  function Page(props: P): ReactElement {
    if (!component && !failure) use(preload());
    if (failure) {
      const error = failure;
      failure = undefined;
      throw error;
    }
    return createElement(component as ComponentType<P>, props);
  }
  return Object.assign(Page, { preload });
}
