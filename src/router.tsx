// The route table (history mode, code-based); a page is listed here only once it does its job.
import { createRootRoute, createRoute, createRouter, Navigate } from '@tanstack/react-router';
import { DefaultLayout } from './layouts/default';
import { HomePage } from './routes/index';

const rootRoute = createRootRoute({
  component: DefaultLayout,
  // Spec §2: an unmatched route redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

const routeTree = rootRoute.addChildren([homeRoute]);

export const router = createRouter({ routeTree, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
