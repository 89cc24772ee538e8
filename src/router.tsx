// The router (history mode), built from the one route table: contract/pages.ts gives each page's
// path, layout and param rules, src/pages.tsx what it shows and loads. Layouts are pathless routes;
// the root applies spec §2's login guard.
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  redirect,
} from '@tanstack/react-router';
import { createElement, Fragment, type JSX } from 'react';
import {
  type LayoutName,
  layoutNames,
  type PageName,
  pageRoutes,
  paramsValid,
  routerPathOf,
} from '../contract/pages';
import { pendingRequests } from '../streams/pending-requests';
import { isLoggedIn, syncAuthFromCookie } from './features/user/session';
import { AdminLayout } from './layouts/admin-layout';
import { BareLayout } from './layouts/bare';
import { CommonFooterLayout } from './layouts/common-footer';
import { CommonHeaderLayout } from './layouts/common-header';
import { DefaultLayout } from './layouts/default';
import { HomeLayout } from './layouts/home';
import { LiveLayout } from './layouts/live';
import { NotFooterLayout } from './layouts/not-footer';
import { Shell } from './layouts/shell';
import { lazyPage } from './lib/lazy-page';
import type { PageDef, PageParams } from './lib/page-def';
import { guardRedirect } from './lib/route-guard';
import { TakeoverSignal } from './lib/takeover';
import { pages } from './pages';
import { ErrorLayout, ErrorPage, pageNotFound } from './routes/error-page';
import { PagePending } from './routes/page-pending';

const rootRoute = createRootRoute({
  component: Shell,
  errorComponent: ErrorLayout,
  // Spec §2: an unmatched route redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
  beforeLoad: ({ location }) => {
    // Spec §4: on each navigation a token in the auth cookie is stored and user info fetched.
    syncAuthFromCookie();
    const to = guardRedirect(location.pathname, isLoggedIn());
    if (to) throw redirect({ to, replace: true });
  },
});

// The expert console's layout (its side menu and the 申请成为专家 gate) loads with its pages, not with the entry.
const LazyRecommendLayout = lazyPage<Record<string, never>>(() =>
  import('./layouts/recommend').then((m) => m.RecommendLayout),
);
const RecommendLayout = () => <LazyRecommendLayout />;

const layoutComponents: Record<LayoutName, () => JSX.Element> = {
  'common-footer': CommonFooterLayout,
  'common-header': CommonHeaderLayout,
  default: DefaultLayout,
  home: HomeLayout,
  live: LiveLayout,
  'not-footer': NotFooterLayout,
  recommend: RecommendLayout,
  bare: BareLayout,
  admin: AdminLayout,
};

const layouts = Object.fromEntries(
  layoutNames.map((name) => [
    name,
    createRoute({
      getParentRoute: () => rootRoute,
      id: `layout-${name}`,
      component: layoutComponents[name],
    }),
  ]),
) as unknown as Record<LayoutName, AnyRoute>;

/** One page's route: the contract's path, layout and param rules, the page table's view and load. */
function pageRoute(name: PageName, def: PageDef<Record<string, unknown>, unknown>) {
  const contract = pageRoutes[name];
  const route: AnyRoute = createRoute({
    getParentRoute: () => layouts[contract.layout],
    path: routerPathOf(contract.path),
    ...(def.search ? { validateSearch: def.search } : {}),
    beforeLoad: ({ params }: { params: PageParams }) => {
      // Spec §8: a page whose params fail their rule is 'This page could not be found' (404).
      if (!paramsValid(contract, params)) throw pageNotFound();
      if (def.login && !isLoggedIn()) throw redirect({ to: '/', replace: true });
      const to = def.redirect?.(params);
      if (to !== undefined) throw redirect({ href: to, replace: true });
    },
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
    loader: async ({ params, deps, preload }) => {
      const [data] = await Promise.all([
        def.load?.({ params, search: deps.search, preload }),
        def.page && 'preload' in def.page ? def.page.preload() : undefined,
      ]);
      return data;
    },
    component: function Page() {
      const params = route.useParams() as PageParams;
      const search = route.useSearch() as Record<string, unknown>;
      const data = route.useLoaderData() as unknown;
      const view = def.view
        ? def.view({ params, search, data })
        : def.page
          ? createElement(def.page as () => JSX.Element)
          : null;
      // Another match or room is another page: its state starts afresh.
      return (
        <>
          {def.key ? <Fragment key={def.key(params)}>{view}</Fragment> : view}
          <TakeoverSignal />
        </>
      );
    },
  } as Parameters<typeof createRoute>[0]) as AnyRoute;
  return route;
}

/** Every page's route by its contract name, for the drift test. */
export const pageRouteObjects = Object.fromEntries(
  Object.entries(pages).map(([name, def]) => [
    name,
    pageRoute(name as PageName, def as PageDef<Record<string, unknown>, unknown>),
  ]),
) as Record<PageName, AnyRoute>;

const pagesIn = (layout: LayoutName) =>
  Object.entries(pageRouteObjects)
    .filter(([name]) => pageRoutes[name as PageName].layout === layout)
    .map(([, route]) => route);

const routeTree = rootRoute.addChildren(
  layoutNames.map((name) => layouts[name].addChildren(pagesIn(name))),
);

export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  defaultErrorComponent: ErrorPage,
  // A page whose code or data takes longer than this shows its placeholder instead of the old page.
  defaultPendingComponent: PagePending,
  defaultPendingMs: 400,
});

// A navigation that waits on code or a loader counts as a request in flight: the loading bar (spec §4)
// moves for it as it does for calls.
let navigationEnded: (() => void) | null = null;
router.subscribe('onBeforeLoad', () => {
  navigationEnded?.();
  navigationEnded = pendingRequests.track();
});
router.subscribe('onResolved', () => {
  navigationEnded?.();
  navigationEnded = null;
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
