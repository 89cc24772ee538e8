// The route table of spec §2 (history mode): layouts as pathless routes, pages from contract/pages.ts, guards.
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  redirect,
} from '@tanstack/react-router';
import type { JSX } from 'react';
import { type LayoutName, type PageName, pageRoutes, paramsValid } from '../contract/pages';
import { isLoggedIn, syncAuthFromCookie } from './features/user/session';
import { BareLayout } from './layouts/bare';
import { CommonFooterLayout } from './layouts/common-footer';
import { CommonHeaderLayout } from './layouts/common-header';
import { DefaultLayout } from './layouts/default';
import { HomeLayout } from './layouts/home';
import { LiveLayout } from './layouts/live';
import { NotFooterLayout } from './layouts/not-footer';
import { RecommendLayout } from './layouts/recommend';
import { Shell } from './layouts/shell';
import { guardRedirect } from './lib/route-guard';
import type { AboutId } from './routes/about/about-page';
import type { AnchorHelpId } from './routes/about/anchor-help-page';
import type { LegalDoc } from './routes/about/legal-page';
import { ErrorLayout, ErrorPage, pageNotFound } from './routes/error-page';
import { HomePage } from './routes/index';

// Content pages load on demand (their text is most of their weight); the home page does not wait.
const AboutPage = lazyRouteComponent(() => import('./routes/about/about-page'), 'AboutPage');
const AnchorHelpPage = lazyRouteComponent(
  () => import('./routes/about/anchor-help-page'),
  'AnchorHelpPage',
);
const LegalPage = lazyRouteComponent(() => import('./routes/about/legal-page'), 'LegalPage');
const AnchorPage = lazyRouteComponent(() => import('./routes/anchor-page'), 'AnchorPage');
const AppPage = lazyRouteComponent(() => import('./routes/app-page'), 'AppPage');
const LiveManualPage = lazyRouteComponent(
  () => import('./routes/live/manual-page'),
  'LiveManualPage',
);
const RegisterPage = lazyRouteComponent(
  () => import('./routes/user/register-page'),
  'RegisterPage',
);
const PwdFindPage = lazyRouteComponent(() => import('./routes/user/pwd-find-page'), 'PwdFindPage');
const ComFormPage = lazyRouteComponent(() => import('./routes/user/com-form-page'), 'ComFormPage');

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

const layoutComponents: Record<LayoutName, () => JSX.Element> = {
  'common-footer': CommonFooterLayout,
  'common-header': CommonHeaderLayout,
  default: DefaultLayout,
  home: HomeLayout,
  live: LiveLayout,
  'not-footer': NotFooterLayout,
  recommend: RecommendLayout,
  bare: BareLayout,
};

const layout = (name: LayoutName) =>
  createRoute({
    getParentRoute: () => rootRoute,
    id: `layout-${name}`,
    component: layoutComponents[name],
  });

const layouts = {
  'common-footer': layout('common-footer'),
  'common-header': layout('common-header'),
  default: layout('default'),
  home: layout('home'),
  live: layout('live'),
  'not-footer': layout('not-footer'),
  recommend: layout('recommend'),
  bare: layout('bare'),
};

/** Spec §8: a page whose params fail their rule is 'This page could not be found' (404). */
const checkParams =
  (name: PageName) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    if (!paramsValid(pageRoutes[name], params)) throw pageNotFound();
  };

const parentOf = (name: PageName) => () => layouts[pageRoutes[name].layout];

// Paths are written out (not derived) so links stay typed; tests/unit/routes.test.ts checks
// each against the contract's table.
const homeRoute = createRoute({ getParentRoute: parentOf('home'), path: '/', component: HomePage });

const aboutRoute = createRoute({
  getParentRoute: parentOf('about'),
  path: '/about/{-$id}',
  beforeLoad: checkParams('about'),
  loader: () => AboutPage.preload?.(),
  component: function About() {
    const { id } = aboutRoute.useParams();
    return <AboutPage id={(id ?? '10001') as AboutId} />;
  },
});

const legalRoute = <P extends string>(name: PageName, path: P, doc: LegalDoc) =>
  createRoute({
    getParentRoute: parentOf(name),
    path,
    loader: () => LegalPage.preload?.(),
    component: () => <LegalPage doc={doc} />,
  });

const aboutAgreementRoute = legalRoute('aboutAgreement', '/about/agreement', 'agreement');
const aboutPrivacyRoute = legalRoute('aboutPrivacy', '/about/privacy', 'privacy');
const aboutProtocolRoute = legalRoute('aboutProtocol', '/about/protocol', 'protocol');
const aboutSpecificationRoute = legalRoute(
  'aboutSpecification',
  '/about/specification',
  'specification',
);

const anchorHelpRoute = createRoute({
  getParentRoute: parentOf('anchorHelp'),
  path: '/about/live/{-$id}',
  beforeLoad: checkParams('anchorHelp'),
  loader: () => AnchorHelpPage.preload?.(),
  component: function AnchorHelp() {
    const { id } = anchorHelpRoute.useParams();
    return <AnchorHelpPage id={(id ?? '2') as AnchorHelpId} />;
  },
});

const anchorRoute = createRoute({
  getParentRoute: parentOf('anchor'),
  path: '/anchor',
  component: AnchorPage,
});

const appRoute = createRoute({ getParentRoute: parentOf('app'), path: '/app', component: AppPage });

const liveManualRoute = createRoute({
  getParentRoute: parentOf('liveManual'),
  path: '/live/manual',
  component: LiveManualPage,
});

const userRegisterRoute = createRoute({
  getParentRoute: parentOf('userRegister'),
  path: '/user/register',
  component: RegisterPage,
});

const userPwdFindRoute = createRoute({
  getParentRoute: parentOf('userPwdFind'),
  path: '/user/pwd_find',
  component: PwdFindPage,
});

const userComFormRoute = createRoute({
  getParentRoute: parentOf('userComForm'),
  path: '/user/comFormPage',
  // Completing a profile needs a user; a visitor is sent home.
  beforeLoad: () => {
    if (!isLoggedIn()) throw redirect({ to: '/', replace: true });
  },
  component: ComFormPage,
});

/** Every page route with its contract name, for the drift test. */
export const pageRouteObjects = {
  home: homeRoute,
  about: aboutRoute,
  aboutAgreement: aboutAgreementRoute,
  aboutPrivacy: aboutPrivacyRoute,
  aboutProtocol: aboutProtocolRoute,
  aboutSpecification: aboutSpecificationRoute,
  anchorHelp: anchorHelpRoute,
  anchor: anchorRoute,
  app: appRoute,
  liveManual: liveManualRoute,
  userRegister: userRegisterRoute,
  userPwdFind: userPwdFindRoute,
  userComForm: userComFormRoute,
} satisfies Record<PageName, unknown>;

const routeTree = rootRoute.addChildren([
  layouts.home.addChildren([homeRoute]),
  layouts.default.addChildren([
    aboutRoute,
    aboutAgreementRoute,
    aboutPrivacyRoute,
    aboutProtocolRoute,
    aboutSpecificationRoute,
    anchorHelpRoute,
    userRegisterRoute,
    userPwdFindRoute,
    userComFormRoute,
  ]),
  layouts['not-footer'].addChildren([appRoute]),
  layouts.live.addChildren([liveManualRoute]),
  layouts.bare.addChildren([anchorRoute]),
]);

export const router = createRouter({
  routeTree,
  scrollRestoration: true,
  defaultErrorComponent: ErrorPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
