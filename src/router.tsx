// The route table of spec §2 (history mode): layouts as pathless routes, pages from contract/pages.ts, guards.
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  redirect,
} from '@tanstack/react-router';
import type { JSX } from 'react';
import { type LayoutName, type PageName, pageRoutes, paramsValid } from '../contract/pages';
import { anchorRoutes } from './anchor-routes';
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
import { lazyPage } from './lib/lazy-page';
import { guardRedirect } from './lib/route-guard';
import { liveRoutes } from './live-routes';
import type { AboutId } from './routes/about/about-page';
import type { AnchorHelpId } from './routes/about/anchor-help-page';
import type { LegalDoc } from './routes/about/legal-page';
import { ErrorLayout, ErrorPage, pageNotFound } from './routes/error-page';
import { HomePage } from './routes/index';
import { loadSpace } from './routes/personal/space-loader';
import { parseSpaceSearch } from './routes/personal/space-search';
import { scoreRoutes } from './score-routes';

// Content pages load on demand (their text is most of their weight); the home page does not wait.
const AboutPage = lazyPage(() => import('./routes/about/about-page').then((m) => m.AboutPage));
const AnchorHelpPage = lazyPage(() =>
  import('./routes/about/anchor-help-page').then((m) => m.AnchorHelpPage),
);
const LegalPage = lazyPage(() => import('./routes/about/legal-page').then((m) => m.LegalPage));
const AnchorPage = lazyPage(() => import('./routes/anchor-page').then((m) => m.AnchorPage));
const AppPage = lazyPage(() => import('./routes/app-page').then((m) => m.AppPage));
const LiveManualPage = lazyPage(() =>
  import('./routes/live/manual-page').then((m) => m.LiveManualPage),
);
const LiveRankPage = lazyPage(() => import('./routes/live/rank-page').then((m) => m.LiveRankPage));
const RegisterPage = lazyPage(() =>
  import('./routes/user/register-page').then((m) => m.RegisterPage),
);
const PwdFindPage = lazyPage(() =>
  import('./routes/user/pwd-find-page').then((m) => m.PwdFindPage),
);
const ComFormPage = lazyPage(() =>
  import('./routes/user/com-form-page').then((m) => m.ComFormPage),
);
const InformationPage = lazyPage(() =>
  import('./routes/v/information-page').then((m) => m.InformationPage),
);
const PersonalDataPage = lazyPage(() =>
  import('./routes/v/personal-data-page').then((m) => m.PersonalDataPage),
);
const WalletPage = lazyPage(() => import('./routes/v/wallet-page').then((m) => m.WalletPage));
const WalletForgetPasswordPage = lazyPage(() =>
  import('./routes/v/wallet-forget-password-page').then((m) => m.WalletForgetPasswordPage),
);
const PayPage = lazyPage(() => import('./routes/v/pay-page').then((m) => m.PayPage));
const OrderPage = lazyPage(() => import('./routes/v/order-page').then((m) => m.OrderPage));
const PersonalPage = lazyPage(() =>
  import('./routes/personal/personal-page').then((m) => m.PersonalPage),
);

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
  loader: () => AboutPage.preload(),
  component: function About() {
    const { id } = aboutRoute.useParams();
    return <AboutPage id={(id ?? '10001') as AboutId} />;
  },
});

const legalRoute = <P extends string>(name: PageName, path: P, doc: LegalDoc) =>
  createRoute({
    getParentRoute: parentOf(name),
    path,
    loader: () => LegalPage.preload(),
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
  loader: () => AnchorHelpPage.preload(),
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

const liveRankRoute = createRoute({
  getParentRoute: parentOf('liveRank'),
  path: '/live/rank',
  component: LiveRankPage,
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

// The /v pages need a login; the root's guard sends a visitor home (spec §2).
const vInformationRoute = createRoute({
  getParentRoute: parentOf('vInformation'),
  path: '/v/information',
  component: InformationPage,
});

const vPersonalDataRoute = createRoute({
  getParentRoute: parentOf('vPersonalData'),
  path: '/v/personal-data',
  component: PersonalDataPage,
});

const vWalletRoute = createRoute({
  getParentRoute: parentOf('vWallet'),
  path: '/v/wallet',
  component: WalletPage,
});

const vWalletForgetPasswordRoute = createRoute({
  getParentRoute: parentOf('vWalletForgetPassword'),
  path: '/v/wallet-forget-password',
  component: WalletForgetPasswordPage,
});

const vPayRoute = createRoute({
  getParentRoute: parentOf('vPay'),
  path: '/v/pay',
  component: PayPage,
});

const vOrderRoute = createRoute({
  getParentRoute: parentOf('vOrder'),
  path: '/v/order',
  component: OrderPage,
});

const personalRoute = createRoute({
  getParentRoute: parentOf('personal'),
  path: '/personal/{-$id}',
  validateSearch: parseSpaceSearch,
  beforeLoad: checkParams('personal'),
  loader: async ({ params, preload }) => {
    const [load] = await Promise.all([loadSpace(params.id, preload), PersonalPage.preload()]);
    return load;
  },
  component: function Personal() {
    return <PersonalPage load={personalRoute.useLoaderData()} search={personalRoute.useSearch()} />;
  },
});

const scorePageRoutes = scoreRoutes(layouts.default);
const roomPageRoutes = {
  ...liveRoutes(parentOf),
  ...anchorRoutes(parentOf),
};
/** The room pages of one layout (their contracts say which). */
const roomPagesIn = (name: keyof typeof layouts) =>
  Object.entries(roomPageRoutes as Record<string, AnyRoute>)
    .filter(([page]) => pageRoutes[page as PageName].layout === name)
    .map(([, route]) => route as AnyRoute);

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
  liveRank: liveRankRoute,
  userRegister: userRegisterRoute,
  userPwdFind: userPwdFindRoute,
  userComForm: userComFormRoute,
  vInformation: vInformationRoute,
  vPersonalData: vPersonalDataRoute,
  vWallet: vWalletRoute,
  vWalletForgetPassword: vWalletForgetPasswordRoute,
  vPay: vPayRoute,
  vOrder: vOrderRoute,
  personal: personalRoute,
  ...scorePageRoutes,
  ...roomPageRoutes,
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
    vInformationRoute,
    vPersonalDataRoute,
    vWalletRoute,
    vWalletForgetPasswordRoute,
    vPayRoute,
    vOrderRoute,
    personalRoute,
    ...Object.values(scorePageRoutes),
    ...roomPagesIn('default'),
  ]),
  layouts['not-footer'].addChildren([appRoute]),
  layouts.live.addChildren([liveManualRoute, liveRankRoute, ...roomPagesIn('live')]),
  layouts.bare.addChildren([anchorRoute, ...roomPagesIn('bare')]),
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
