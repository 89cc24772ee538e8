// The score pages' routes (spec §2 Football, Basketball and /next): boards, schedules, lottery views,
// filters, the match centre's tabs, odds detail, the model and text live. All sit in the default layout.
import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import type { MatchType } from '../contract/events';
import {
  type CentreTab,
  type OddsDetailView,
  type PageName,
  pageRoutes,
  paramsValid,
} from '../contract/pages';
import { lazyPage } from './lib/lazy-page';
import { pageNotFound } from './routes/error-page';
import {
  type DaySearch,
  type IssueSearch,
  type MatchSearch,
  parseDaySearch,
  parseIssueSearch,
  parseMatchSearch,
} from './routes/score-search';

const FootballPage = lazyPage(() => import('./routes/football/index').then((m) => m.FootballPage));
const BasketballPage = lazyPage(() =>
  import('./routes/basketball/index').then((m) => m.BasketballPage),
);
const SchedulePage = lazyPage(() => import('./routes/schedule-page').then((m) => m.SchedulePage));
const CollectPage = lazyPage(() =>
  import('./routes/football/collect-page').then((m) => m.CollectPage),
);
const LotteryPage = lazyPage(() => import('./routes/lottery-page').then((m) => m.LotteryPage));
const EventsFilterPage = lazyPage(() =>
  import('./routes/events-page').then((m) => m.EventsFilterPage),
);
const MatchCentrePage = lazyPage(() =>
  import('./routes/match-centre-page').then((m) => m.MatchCentrePage),
);
const OddsDetailPage = lazyPage(() =>
  import('./routes/odds-detail-page').then((m) => m.OddsDetailPage),
);
const ModelPage = lazyPage(() => import('./routes/football/model-page').then((m) => m.ModelPage));
const BasketballTextPage = lazyPage(() =>
  import('./routes/basketball/text-page').then((m) => m.BasketballTextPage),
);

/** Spec §8: a page whose params fail their rule is 'This page could not be found' (404). */
const checkParams =
  (name: PageName) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    if (!paramsValid(pageRoutes[name], params)) throw pageNotFound();
  };

/** Builds the score routes under the default layout route. */
export function scoreRoutes<L extends AnyRoute>(layout: L) {
  const getParentRoute = () => layout;

  const football = createRoute({ getParentRoute, path: '/football', component: FootballPage });
  const basketball = createRoute({
    getParentRoute,
    path: '/basketball',
    component: BasketballPage,
  });

  const schedule = <P extends string>(path: P, range: 'next' | 'end', type?: MatchType) => {
    const route = createRoute({
      getParentRoute,
      path,
      validateSearch: parseDaySearch,
      loader: () => SchedulePage.preload(),
      component: function Schedule() {
        const { date, sport } = route.useSearch() as DaySearch;
        return <SchedulePage type={type} range={range} date={date} sport={sport} />;
      },
    });
    return route;
  };

  const lottery = <P extends string>(path: P, code: 'jczq' | 'bjdc' | 'zc' | 'jclq') => {
    const route = createRoute({
      getParentRoute,
      path,
      validateSearch: parseIssueSearch,
      loader: () => LotteryPage.preload(),
      component: function Lottery() {
        const { issue } = route.useSearch() as IssueSearch;
        return <LotteryPage code={code} issue={issue} />;
      },
    });
    return route;
  };

  const events = <P extends string>(path: P, type: MatchType, scope: 'board' | 'schedule') =>
    createRoute({
      getParentRoute,
      path,
      loader: () => EventsFilterPage.preload(),
      component: () => <EventsFilterPage type={type} scope={scope} />,
    });

  /** A match centre tab: without an id there is no match to show, so the sport's board opens. */
  const centre = <P extends string>(name: PageName, path: P, type: MatchType, tab: CentreTab) => {
    const route = createRoute({
      getParentRoute,
      path,
      beforeLoad: ({ params }) => {
        checkParams(name)({ params });
        if ((params as { id?: string }).id === undefined)
          throw redirect({ to: `/${type}`, replace: true });
      },
      loader: () => MatchCentrePage.preload(),
      component: function Centre() {
        const { id } = route.useParams() as { id?: string };
        return <MatchCentrePage key={`${type}-${id}`} type={type} tab={tab} id={Number(id)} />;
      },
    });
    return route;
  };

  const oddsDetail = <P extends string>(name: PageName, path: P, type: MatchType) => {
    const route = createRoute({
      getParentRoute,
      path,
      validateSearch: parseMatchSearch,
      beforeLoad: checkParams(name),
      loader: () => OddsDetailPage.preload(),
      component: function OddsDetail() {
        const { view } = route.useParams() as { view?: OddsDetailView };
        const { matchId, bookmakerId } = route.useSearch() as MatchSearch;
        return (
          <OddsDetailPage
            type={type}
            view={view ?? 'oupei'}
            matchId={matchId}
            bookmakerId={bookmakerId}
          />
        );
      },
    });
    return route;
  };

  const footballModel = createRoute({
    getParentRoute,
    path: '/football/model',
    validateSearch: parseMatchSearch,
    loader: () => ModelPage.preload(),
    component: function Model() {
      const { matchId } = footballModel.useSearch() as MatchSearch;
      return <ModelPage matchId={matchId} />;
    },
  });

  const basketballText = createRoute({
    getParentRoute,
    path: '/basketball/text',
    validateSearch: parseMatchSearch,
    loader: () => BasketballTextPage.preload(),
    component: function Text() {
      const { matchId } = basketballText.useSearch() as MatchSearch;
      return <BasketballTextPage matchId={matchId} />;
    },
  });

  return {
    football,
    basketball,
    next: schedule('/next', 'next'),
    footballNext: schedule('/football/next', 'next', 'football'),
    footballEnd: schedule('/football/end', 'end', 'football'),
    basketballNext: schedule('/basketball/next', 'next', 'basketball'),
    basketballEnd: schedule('/basketball/end', 'end', 'basketball'),
    footballCollect: createRoute({
      getParentRoute,
      path: '/football/collect',
      component: CollectPage,
    }),
    footballJczq: lottery('/football/jczq', 'jczq'),
    footballBjdc: lottery('/football/bjdc', 'bjdc'),
    footballZc: lottery('/football/zc', 'zc'),
    basketballJclq: lottery('/basketball/jclq', 'jclq'),
    footballEvents: events('/football/allEventCom', 'football', 'board'),
    footballEventsCopy: events('/football/allEventComCopy', 'football', 'schedule'),
    basketballEvents: events('/basketball/lqAllEventCom', 'basketball', 'board'),
    footballLive: centre('footballLive', '/football/live/{-$id}', 'football', 'live'),
    footballAnalysis: centre(
      'footballAnalysis',
      '/football/analysis/{-$id}',
      'football',
      'analysis',
    ),
    footballOupei: centre('footballOupei', '/football/oupei/{-$id}', 'football', 'oupei'),
    footballYapan: centre('footballYapan', '/football/yapan/{-$id}', 'football', 'yapan'),
    footballDaxiaoqiu: centre(
      'footballDaxiaoqiu',
      '/football/daxiaoqiu/{-$id}',
      'football',
      'daxiaoqiu',
    ),
    footballThree: centre('footballThree', '/football/three/{-$id}', 'football', 'three'),
    basketballLive: centre('basketballLive', '/basketball/live/{-$id}', 'basketball', 'live'),
    basketballAnalysis: centre(
      'basketballAnalysis',
      '/basketball/analysis/{-$id}',
      'basketball',
      'analysis',
    ),
    basketballOupei: centre('basketballOupei', '/basketball/oupei/{-$id}', 'basketball', 'oupei'),
    basketballYapan: centre('basketballYapan', '/basketball/yapan/{-$id}', 'basketball', 'yapan'),
    basketballDaxiaoqiu: centre(
      'basketballDaxiaoqiu',
      '/basketball/daxiaoqiu/{-$id}',
      'basketball',
      'daxiaoqiu',
    ),
    basketballThree: centre('basketballThree', '/basketball/three/{-$id}', 'basketball', 'three'),
    footballOddsDetail: oddsDetail(
      'footballOddsDetail',
      '/football/odds-detail/{-$view}',
      'football',
    ),
    basketballOddsDetail: oddsDetail(
      'basketballOddsDetail',
      '/basketball/odds-detail/{-$view}',
      'basketball',
    ),
    footballModel,
    basketballText,
  };
}
