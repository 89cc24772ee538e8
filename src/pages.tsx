// The client's half of the one route table: for each page of contract/pages.ts (which alone writes
// paths, layouts, titles and param rules, shared with the server) the component it shows, the search
// it reads, what it loads and who may open it. src/router.tsx builds the routes from the two.
// A new page is one entry in contract/pages.ts, one here and its page file.
import { errors } from '../contract/errors';
import type { MatchType } from '../contract/events';
import type { CentreTab, CompetitionTab, OddsDetailView, PageName } from '../contract/pages';
import { newArticleSearch } from './features/authoring/new-search';
import { circleQuery, postQuery } from './features/community/community-queries';
import { analysisQuery } from './features/match-centre/analysis-query';
import {
  newsArticleQuery,
  newsBannerQuery,
  newsColumnsQuery,
  newsPageQuery,
} from './features/news/news-queries';
import { newsSearch } from './features/news/news-search';
import type { PlaybackSport } from './features/playback/queries';
import { walletSearch } from './features/wallet/wallet-rules';
import { lazyPage } from './lib/lazy-page';
import { definePage, type PageDef } from './lib/page-def';
import { queryClient } from './lib/query';
import type { AboutId } from './routes/about/about-page';
import type { AnchorHelpId } from './routes/about/anchor-help-page';
import type { LegalDoc } from './routes/about/legal-page';
import { pageNotFound } from './routes/error-page';
import { dayCompetitionsQuery, eventsSearch } from './routes/events-search';
import { planSearch } from './routes/guide/plan-search';
import type { LiveListId } from './routes/live/list-page';
import { reportSearch, roomQuery } from './routes/live/report-search';
import { loadSpace } from './routes/personal/space-loader';
import { spaceSearch } from './routes/personal/space-search';
import { recommendSearch } from './routes/recommend/recommend-search';
import { daySearch, issueSearch, matchSearch } from './routes/score-search';
import { searchPageSearch } from './routes/search/search-params';
import { barrageSearch } from './routes/v/anchor/barrage-search';

// Pages load on demand (their code is most of their weight), the home page too: /football and every other page
// would otherwise download the home page and its featured live player with the entry.
const HomePage = lazyPage(() => import('./routes/index').then((m) => m.HomePage));
const AboutPage = lazyPage(() => import('./routes/about/about-page').then((m) => m.AboutPage));
const AnchorHelpPage = lazyPage(() =>
  import('./routes/about/anchor-help-page').then((m) => m.AnchorHelpPage),
);
const LegalPage = lazyPage(() => import('./routes/about/legal-page').then((m) => m.LegalPage));
const AnchorPage = lazyPage(() => import('./routes/anchor-page').then((m) => m.AnchorPage));
const AppPage = lazyPage(() => import('./routes/app-page').then((m) => m.AppPage));
const LiveListPage = lazyPage(() => import('./routes/live/list-page').then((m) => m.LiveListPage));
const LiveRoomPage = lazyPage(() => import('./routes/live/room-page').then((m) => m.LiveRoomPage));
const LiveManualPage = lazyPage(() =>
  import('./routes/live/manual-page').then((m) => m.LiveManualPage),
);
const LiveRankPage = lazyPage(() => import('./routes/live/rank-page').then((m) => m.LiveRankPage));
const LiveFollowPage = lazyPage(() =>
  import('./routes/live/follow-page').then((m) => m.LiveFollowPage),
);
const LiveReservePage = lazyPage(() =>
  import('./routes/live/reserve-page').then((m) => m.LiveReservePage),
);
const LiveReportPage = lazyPage(() =>
  import('./routes/live/report-page').then((m) => m.LiveReportPage),
);
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
const NewArticlePage = lazyPage(() => import('./routes/v/new-page').then((m) => m.NewArticlePage));
const CommunityPage = lazyPage(() =>
  import('./routes/community/community-page').then((m) => m.CommunityPage),
);
const CirclePage = lazyPage(() =>
  import('./routes/community/circle-page').then((m) => m.CirclePage),
);
const AnchorDynamicPage = lazyPage(() =>
  import('./routes/community/anchor-dynamic-page').then((m) => m.AnchorDynamicPage),
);
const PublishPage = lazyPage(() =>
  import('./routes/recommend/publish-page').then((m) => m.PublishPage),
);
const RecommendComListPage = lazyPage(() =>
  import('./routes/recommend/com-list-page').then((m) => m.ComListPage),
);
const MyPlansPage = lazyPage(() =>
  import('./routes/recommend/my-plans-page').then((m) => m.MyPlansPage),
);
const RecordsPage = lazyPage(() =>
  import('./routes/recommend/records-page').then((m) => m.RecordsPage),
);
const VHomePage = lazyPage(() => import('./routes/v/home-page').then((m) => m.VHomePage));
const VAttentionPage = lazyPage(() =>
  import('./routes/v/attention-page').then((m) => m.VAttentionPage),
);
const VConcernPage = lazyPage(() => import('./routes/v/concern-page').then((m) => m.VConcernPage));
const VCollectionPage = lazyPage(() =>
  import('./routes/v/collection-page').then((m) => m.VCollectionPage),
);
const VReservePage = lazyPage(() => import('./routes/v/reserve-page').then((m) => m.VReservePage));
const VMessagePage = lazyPage(() => import('./routes/v/message-page').then((m) => m.VMessagePage));
const VGradePage = lazyPage(() => import('./routes/v/grade-page').then((m) => m.VGradePage));
// The operator console: its pages load with the admin frame's chunk, never with the public site.
const AdminLoginPage = lazyPage(() =>
  import('./routes/admin/login-page').then((m) => m.AdminLoginPage),
);
const AdminDashboardPage = lazyPage(() =>
  import('./routes/admin/dashboard-page').then((m) => m.AdminDashboardPage),
);
const AdminAuditPage = lazyPage(() =>
  import('./routes/admin/audit-page').then((m) => m.AdminAuditPage),
);
const AdminAccountsPage = lazyPage(() =>
  import('./routes/admin/admins-page').then((m) => m.AdminAccountsPage),
);
const AdminReviewPage = lazyPage(() =>
  import('./routes/admin/review-page').then((m) => m.AdminReviewPage),
);
const AdminWithdrawalsPage = lazyPage(() =>
  import('./routes/admin/withdrawals-page').then((m) => m.AdminWithdrawalsPage),
);
const AdminReportsPage = lazyPage(() =>
  import('./routes/admin/reports-page').then((m) => m.AdminReportsPage),
);
const AdminUsersPage = lazyPage(() =>
  import('./routes/admin/users-page').then((m) => m.AdminUsersPage),
);
const AdminRoomsPage = lazyPage(() =>
  import('./routes/admin/rooms-page').then((m) => m.AdminRoomsPage),
);
const AdminSitePage = lazyPage(() =>
  import('./routes/admin/site-page').then((m) => m.AdminSitePage),
);
const AdminContentPage = lazyPage(() =>
  import('./routes/admin/content-page').then((m) => m.AdminContentPage),
);
const AdminAdvertsPage = lazyPage(() =>
  import('./routes/admin/adverts-page').then((m) => m.AdminAdvertsPage),
);
const AdminNewsPage = lazyPage(() =>
  import('./routes/admin/news-page').then((m) => m.AdminNewsPage),
);
const AdminCataloguePage = lazyPage(() =>
  import('./routes/admin/catalogue-page').then((m) => m.AdminCataloguePage),
);
const SearchPage = lazyPage(() => import('./routes/search/search-page').then((m) => m.SearchPage));
const VCommunityPage = lazyPage(() =>
  import('./routes/v/community-page').then((m) => m.VCommunityPage),
);
const PersonalPage = lazyPage(() =>
  import('./routes/personal/personal-page').then((m) => m.PersonalPage),
);
const ApplyPage = lazyPage(() => import('./routes/v/anchor/apply-page').then((m) => m.ApplyPage));
const AnchorSetPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-set-page').then((m) => m.AnchorSetPage),
);
const AnchorRoomSetPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-room-set-page').then((m) => m.AnchorRoomSetPage),
);
const AnchorChatPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-chat-page').then((m) => m.AnchorChatPage),
);
const AnchorAddPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-add-page').then((m) => m.AnchorAddPage),
);
const AnchorBarragePage = lazyPage(() =>
  import('./routes/v/anchor/anchor-barrage-page').then((m) => m.AnchorBarragePage),
);
const NewsPage = lazyPage(() => import('./routes/news/news-page').then((m) => m.NewsPage));
const ArticlePage = lazyPage(() => import('./routes/news/article-page').then((m) => m.ArticlePage));
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
const GuidePage = lazyPage(() => import('./routes/guide/guide-page').then((m) => m.GuidePage));
const ExpertRankPage = lazyPage(() =>
  import('./routes/guide/expert-rank-page').then((m) => m.ExpertRankPage),
);
const ComListPage = lazyPage(() =>
  import('./routes/guide/com-list-page').then((m) => m.ComListPage),
);
const PlanPage = lazyPage(() => import('./routes/guide/plan-page').then((m) => m.PlanPage));
const ExpertInfoPage = lazyPage(() =>
  import('./routes/guide/expert-info-page').then((m) => m.ExpertInfoPage),
);
const DatabaseEntryPage = lazyPage(() =>
  import('./routes/database/entry-page').then((m) => m.DatabaseEntryPage),
);
const CompetitionPage = lazyPage(() =>
  import('./routes/database/competition-page').then((m) => m.CompetitionPage),
);
const TeamPage = lazyPage(() => import('./routes/database/team-page').then((m) => m.TeamPage));
const PlayerPage = lazyPage(() =>
  import('./routes/database/player-page').then((m) => m.PlayerPage),
);

const PlaybackHomePage = lazyPage(() =>
  import('./routes/playback/home-page').then((m) => m.PlaybackHomePage),
);
const PlaybackListPage = lazyPage(() =>
  import('./routes/playback/list-page').then((m) => m.PlaybackListPage),
);
const PlaybackVideoPage = lazyPage(() =>
  import('./routes/playback/video-page').then((m) => m.PlaybackVideoPage),
);

/** 资料库 of one sport: fb football, lq basketball (the spec's path segments). */
function databasePages(sport: 'football' | 'basketball') {
  const home = sport === 'football' ? '/database/fb/page' : '/database/lq/page';
  const idOr = (id: string | undefined) => (id === undefined ? home : undefined);
  return {
    entry: definePage({
      page: DatabaseEntryPage,
      view: () => <DatabaseEntryPage sport={sport} />,
    }),
    // A competition by its id alone opens its table of the current season.
    competition: definePage({
      page: CompetitionPage,
      redirect: ({ id }) => idOr(id),
      key: ({ id }) => String(id),
      view: ({ params }) => (
        <CompetitionPage sport={sport} id={Number(params.id)} tab="standings" />
      ),
    }),
    hot: definePage({
      page: CompetitionPage,
      key: ({ leagueId, seasonId }) => `${leagueId}:${seasonId}`,
      view: ({ params }) => (
        <CompetitionPage
          sport={sport}
          id={Number(params.leagueId)}
          seasonId={Number(params.seasonId)}
          tab={params.type as CompetitionTab}
        />
      ),
    }),
    team: definePage({
      page: TeamPage,
      redirect: ({ id }) => idOr(id),
      key: ({ id }) => String(id),
      view: ({ params }) => <TeamPage sport={sport} id={Number(params.id)} />,
    }),
    player: definePage({
      page: PlayerPage,
      redirect: ({ id }) => idOr(id),
      key: ({ id }) => String(id),
      view: ({ params }) => <PlayerPage sport={sport} id={Number(params.id)} />,
    }),
  };
}
const fbData = databasePages('football');
const lqData = databasePages('basketball');

/** A component page of the user centre (spec §2): its URL opens the page and tab that show it. */
const componentPage = (to: string) => definePage({ redirect: () => to });

/** /news and /news/pages/{page}: one column's page (or all columns'), filled before it shows. */
const newsList = () =>
  definePage({
    page: NewsPage,
    search: newsSearch,
    load: async ({ params, search, preload }) => {
      await Promise.all([
        queryClient.ensureQueryData(newsColumnsQuery(!preload)),
        queryClient.ensureQueryData(
          newsPageQuery(search.column, Number(params.page ?? 1), !preload),
        ),
        // The lead stories are the first page's largest picture: loaded with the list, not after it.
        Number(params.page ?? 1) === 1 && search.column === undefined
          ? queryClient.ensureQueryData(newsBannerQuery(!preload))
          : undefined,
      ]);
    },
    view: ({ params, search }) => (
      <NewsPage column={search.column} page={Number(params.page ?? 1)} />
    ),
  });

const legal = (doc: LegalDoc) =>
  definePage({ page: LegalPage, view: () => <LegalPage doc={doc} /> });

const schedule = (range: 'next' | 'end', type?: MatchType) =>
  definePage({
    page: SchedulePage,
    search: daySearch,
    view: ({ search: { date, sport } }) => (
      <SchedulePage type={type} range={range} date={date} sport={sport} />
    ),
  });

const lottery = (code: 'jczq' | 'bjdc' | 'zc' | 'jclq') =>
  definePage({
    page: LotteryPage,
    search: issueSearch,
    view: ({ search }) => <LotteryPage code={code} issue={search.issue} />,
  });

const events = (type: MatchType, scope: 'board' | 'schedule') =>
  definePage({
    page: EventsFilterPage,
    search: eventsSearch,
    load: async ({ search, preload }) => {
      await queryClient.ensureQueryData(dayCompetitionsQuery(type, search.date, !preload));
    },
    view: ({ search }) => <EventsFilterPage type={type} scope={scope} search={search} />,
  });

/** A match centre tab: without an id there is no match to show, so the sport's board opens. */
const centre = (type: MatchType, tab: CentreTab) =>
  definePage({
    page: MatchCentrePage,
    redirect: ({ id }) => (id === undefined ? `/${type}` : undefined),
    key: ({ id }) => `${type}-${id}`,
    // The analysis is as of kick-off: the tab opens with it rather than with a spinner.
    load:
      tab === 'analysis'
        ? async ({ params, preload }) => {
            await queryClient.ensureQueryData(analysisQuery(type, Number(params.id), !preload));
          }
        : undefined,
    view: ({ params }) => <MatchCentrePage type={type} tab={tab} id={Number(params.id)} />,
  });

const oddsDetail = (type: MatchType) =>
  definePage({
    page: OddsDetailPage,
    search: matchSearch,
    view: ({ params, search }) => (
      <OddsDetailPage
        type={type}
        view={(params.view ?? 'oupei') as OddsDetailView}
        matchId={search.matchId}
        bookmakerId={search.bookmakerId}
      />
    ),
  });

export const pages = {
  home: definePage({ page: HomePage }),
  about: definePage({
    page: AboutPage,
    view: ({ params }) => <AboutPage id={(params.id ?? '10001') as AboutId} />,
  }),
  aboutAgreement: legal('agreement'),
  aboutPrivacy: legal('privacy'),
  aboutProtocol: legal('protocol'),
  aboutSpecification: legal('specification'),
  anchorHelp: definePage({
    page: AnchorHelpPage,
    view: ({ params }) => <AnchorHelpPage id={(params.id ?? '2') as AnchorHelpId} />,
  }),
  anchor: definePage({ page: AnchorPage }),
  app: definePage({ page: AppPage }),

  playback: definePage({
    page: PlaybackHomePage,
    view: ({ params }) => <PlaybackHomePage sport={params.id as PlaybackSport} />,
  }),
  playbackList: definePage({
    page: PlaybackListPage,
    redirect: ({ id }) => (id === undefined ? '/playback' : undefined),
    key: ({ id }) => String(id),
    view: ({ params }) => <PlaybackListPage roomId={Number(params.id)} />,
  }),
  playbackVideo: definePage({
    page: PlaybackVideoPage,
    redirect: ({ video }) => (video === undefined ? '/playback' : undefined),
    key: ({ video }) => String(video),
    view: ({ params }) => <PlaybackVideoPage replayId={Number(params.video)} />,
  }),
  liveList: definePage({
    page: LiveListPage,
    view: ({ params }) => <LiveListPage id={(params.id ?? 'all') as LiveListId} />,
  }),
  liveRoom: definePage({
    page: LiveRoomPage,
    redirect: ({ id }) => (id === undefined ? '/live/all' : undefined),
    key: ({ id }) => String(id),
    view: ({ params }) => <LiveRoomPage roomId={Number(params.id)} />,
  }),
  liveManual: definePage({ page: LiveManualPage }),
  liveRank: definePage({ page: LiveRankPage }),
  liveFollow: definePage({ page: LiveFollowPage, login: true }),
  liveReserve: definePage({ page: LiveReservePage, login: true }),
  liveReport: definePage({
    page: LiveReportPage,
    login: true,
    search: reportSearch,
    load: async ({ search: { roomId }, preload }) => {
      if (roomId) await queryClient.ensureQueryData(roomQuery(roomId, !preload));
    },
    view: ({ search }) => <LiveReportPage roomId={search.roomId} />,
  }),

  userRegister: definePage({ page: RegisterPage }),
  userPwdFind: definePage({ page: PwdFindPage }),
  // Completing a profile needs a user; a visitor is sent home.
  userComForm: definePage({ page: ComFormPage, login: true }),
  // The /v pages need a login; the root's guard sends a visitor home (spec §2).
  vInformation: definePage({ page: InformationPage }),
  vPersonalData: definePage({ page: PersonalDataPage }),
  vWallet: definePage({
    page: WalletPage,
    search: walletSearch,
    view: ({ search }) => <WalletPage tab={search.tab} />,
  }),
  vWalletForgetPassword: definePage({ page: WalletForgetPasswordPage }),
  vPay: definePage({ page: PayPage }),
  vOrder: definePage({ page: OrderPage }),
  vNew: definePage({
    page: NewArticlePage,
    search: newArticleSearch,
    view: ({ search }) => <NewArticlePage {...search} />,
  }),
  // The root's guard sends a visitor home (spec §2); the layout shows a fan the 申请成为专家 form.
  recommend: definePage({
    page: PublishPage,
    search: recommendSearch,
    view: ({ search }) => <PublishPage {...search} />,
  }),
  recommendComList: definePage({ page: RecommendComListPage }),
  recommendYapan: definePage({ page: MyPlansPage, view: () => <MyPlansPage kind="yapan" /> }),
  recommendDaxiaoqiu: definePage({
    page: MyPlansPage,
    view: () => <MyPlansPage kind="daxiaoqiu" />,
  }),
  recommendRecords: definePage({ page: RecordsPage }),
  personal: definePage({
    page: PersonalPage,
    search: spaceSearch,
    load: ({ params, preload }) => loadSpace(params.id, preload),
    view: ({ data, search }) => <PersonalPage load={data} search={search} />,
  }),

  // /v/apply needs a login (the root guard); /v/anchor-* do not, and show a login prompt instead.
  vApply: definePage({ page: ApplyPage }),
  vAnchorSet: definePage({ page: AnchorSetPage }),
  vAnchorRoomSet: definePage({ page: AnchorRoomSetPage }),
  vAnchorChat: definePage({ page: AnchorChatPage }),
  vAnchorAdd: definePage({ page: AnchorAddPage }),
  vAnchorBarrage: definePage({
    page: AnchorBarragePage,
    search: barrageSearch,
    view: ({ search }) => <AnchorBarragePage {...search} />,
  }),
  // The anchor's zone is their own space on its 直播间 tab (spec §4: an anchor's space opens on tab 2).
  vAnchorZone: definePage({ redirect: () => '/personal?headerNavIndex=2' }),

  community: definePage({
    page: CommunityPage,
    // An unknown or removed post is 'This page could not be found'.
    load: async ({ params, preload }) => {
      if (params.id === undefined || preload) return;
      const answer = await queryClient.fetchQuery(postQuery(Number(params.id)));
      if (!answer.success && answer.code === errors.postNotFound.code) throw pageNotFound();
    },
    key: ({ id }) => String(id),
    view: ({ params }) => (
      <CommunityPage id={params.id === undefined ? undefined : Number(params.id)} />
    ),
  }),
  communityCircle: definePage({
    page: CirclePage,
    redirect: ({ id }) => (id === undefined ? '/community' : undefined),
    load: async ({ params, preload }) => {
      if (params.id === undefined || preload) return;
      const answer = await queryClient.fetchQuery(circleQuery(Number(params.id)));
      if (!answer.success && answer.code === errors.circleNotFound.code) throw pageNotFound();
    },
    key: ({ id }) => String(id),
    view: ({ params }) => <CirclePage id={Number(params.id)} />,
  }),
  communityAnchorDynamic: definePage({
    page: AnchorDynamicPage,
    key: ({ id }) => String(id),
    view: ({ params }) => (
      <AnchorDynamicPage id={params.id === undefined ? undefined : Number(params.id)} />
    ),
  }),
  // A /v page: the root's guard sends a visitor home.
  vCommunity: definePage({ page: VCommunityPage }),
  vHome: definePage({ page: VHomePage }),
  vAttention: definePage({ page: VAttentionPage }),
  vConcern: definePage({ page: VConcernPage }),
  vCollection: definePage({ page: VCollectionPage }),
  vReserve: definePage({ page: VReservePage }),
  vMessage: definePage({ page: VMessagePage }),
  vGrade: definePage({ page: VGradePage }),
  // Spec §2's component pages of the centre: each a URL that opens its tab in place.
  vBank: componentPage('/v/wallet?tab=bank-cards'),
  vCash: componentPage('/v/wallet?tab=withdraw'),
  vCashout: componentPage('/v/wallet?tab=withdrawals'),
  vConsume: componentPage('/v/wallet?tab=consume'),
  vIncome: componentPage('/v/wallet?tab=income'),
  vTable: componentPage('/v/wallet?tab=consume'),
  vHorn: componentPage('/v/wallet?tab=consume'),
  vZhifubao: componentPage('/v/wallet?tab=alipay'),
  vPaypw: componentPage('/v/wallet?tab=pay-password'),
  vSetpw: componentPage('/v/personal-data'),
  vChat: componentPage('/v/anchor-chat'),
  vHeader: componentPage('/v/home'),
  search: definePage({
    page: SearchPage,
    search: searchPageSearch,
    key: () => 'search',
    view: ({ search }) => <SearchPage query={search.query} tab={search.tab} />,
  }),
  news: newsList(),
  newsPages: newsList(),
  newsArticle: definePage({
    page: ArticlePage,
    // An unknown or withdrawn article is 'This page could not be found'. A read counts a view, so a
    // link's idle prefetch (a list prefetches its articles) loads the page's code only.
    load: async ({ params, preload }) => {
      if (preload) return;
      const answer = await queryClient.fetchQuery(newsArticleQuery(Number(params.id)));
      if (!answer.success && answer.code === errors.newsNotFound.code) throw pageNotFound();
    },
    key: ({ id }) => String(id),
    view: ({ params }) => <ArticlePage id={Number(params.id)} />,
  }),
  football: definePage({ page: FootballPage }),
  basketball: definePage({ page: BasketballPage }),
  next: schedule('next'),
  footballNext: schedule('next', 'football'),
  footballEnd: schedule('end', 'football'),
  basketballNext: schedule('next', 'basketball'),
  basketballEnd: schedule('end', 'basketball'),
  footballCollect: definePage({ page: CollectPage }),
  footballJczq: lottery('jczq'),
  footballBjdc: lottery('bjdc'),
  footballZc: lottery('zc'),
  basketballJclq: lottery('jclq'),
  footballEvents: events('football', 'board'),
  footballEventsCopy: events('football', 'schedule'),
  basketballEvents: events('basketball', 'board'),
  footballLive: centre('football', 'live'),
  footballAnalysis: centre('football', 'analysis'),
  footballOupei: centre('football', 'oupei'),
  footballYapan: centre('football', 'yapan'),
  footballDaxiaoqiu: centre('football', 'daxiaoqiu'),
  footballThree: centre('football', 'three'),
  footballPlan: centre('football', 'plan'),
  basketballLive: centre('basketball', 'live'),
  basketballAnalysis: centre('basketball', 'analysis'),
  basketballOupei: centre('basketball', 'oupei'),
  basketballYapan: centre('basketball', 'yapan'),
  basketballDaxiaoqiu: centre('basketball', 'daxiaoqiu'),
  basketballThree: centre('basketball', 'three'),
  basketballPlan: centre('basketball', 'plan'),
  footballOddsDetail: oddsDetail('football'),
  basketballOddsDetail: oddsDetail('basketball'),
  footballModel: definePage({
    page: ModelPage,
    search: matchSearch,
    view: ({ search }) => <ModelPage matchId={search.matchId} />,
  }),
  basketballText: definePage({
    page: BasketballTextPage,
    search: matchSearch,
    view: ({ search }) => <BasketballTextPage matchId={search.matchId} />,
  }),
  guide: definePage({ page: GuidePage }),
  youliao: definePage({ page: GuidePage }),
  guideExpert: definePage({ page: ExpertRankPage }),
  guideExpertComList: definePage({ page: ComListPage }),
  guideExpertPlan: definePage({
    page: PlanPage,
    search: planSearch,
    view: ({ search }) => <PlanPage code={search.code} />,
  }),
  // Without an id there is no one to show: the rankings open.
  guideExpertInfo: definePage({
    page: ExpertInfoPage,
    redirect: ({ id }) => (id === undefined ? '/guide/expert' : undefined),
    key: ({ id }) => String(id),
    view: ({ params }) => <ExpertInfoPage id={Number(params.id)} />,
  }),
  databaseFb: fbData.entry,
  databaseLq: lqData.entry,
  databaseFbCompetition: fbData.competition,
  databaseLqCompetition: lqData.competition,
  databaseFbHot: fbData.hot,
  databaseLqHot: lqData.hot,
  databaseFbTeam: fbData.team,
  databaseLqTeam: lqData.team,
  databaseFbPlayer: fbData.player,
  databaseLqPlayer: lqData.player,
  admin: definePage({ page: AdminDashboardPage }),
  adminLogin: definePage({ page: AdminLoginPage }),
  adminAudit: definePage({ page: AdminAuditPage }),
  adminAdmins: definePage({ page: AdminAccountsPage }),
  adminReview: definePage({ page: AdminReviewPage }),
  adminWithdrawals: definePage({ page: AdminWithdrawalsPage }),
  adminReports: definePage({ page: AdminReportsPage }),
  adminUsers: definePage({ page: AdminUsersPage }),
  adminRooms: definePage({ page: AdminRoomsPage }),
  adminSite: definePage({ page: AdminSitePage }),
  adminCatalogue: definePage({ page: AdminCataloguePage }),
  adminAdverts: definePage({ page: AdminAdvertsPage }),
  adminContent: definePage({ page: AdminContentPage }),
  adminNews: definePage({ page: AdminNewsPage }),
  // biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own search and data types
} satisfies Record<PageName, PageDef<any, any>>;
