// The page route table of spec §2 that client and server share: paths, layouts and param rules.

/** The seven named layouts of spec §2, plus bare (no header, no footer: /anchor, /v/anchor-barrage). */
export const layoutNames = [
  'common-footer',
  'common-header',
  'default',
  'home',
  'live',
  'not-footer',
  'recommend',
  'bare',
  // The operator console (/admin): its own side menu and top bar, its code never in the public bundle.
  'admin',
] as const;

export type LayoutName = (typeof layoutNames)[number];

/** Spec §2: an unknown layout name gets the default layout. */
export const layoutOf = (name: string): LayoutName =>
  (layoutNames as readonly string[]).includes(name) ? (name as LayoutName) : 'default';

export interface PageRoute {
  /** Spec notation: `{name}` a required segment, `{name?}` an optional one. */
  path: string;
  layout: LayoutName;
  /** The browser tab's title, before the site name. */
  title: string;
  /** Rules for path params; a value that fails them makes the page 'This page could not be found'. */
  params?: Record<string, ParamRule>;
}

/** About pages by id (spec §2): 10001 live rules … 10006 feedback. */
export const aboutIds = ['10001', '10002', '10003', '10004', '10005', '10006'] as const;
/** Anchor help pages under /about/live (spec §2): 2 tutorial, 3 protocol, 4 FAQ. */
export const anchorHelpIds = ['2', '3', '4'] as const;

/** A path param's rule: plain predicates, so the client's route table carries no schema library (issue 25). */
export type ParamRule = (value: string) => boolean;

const oneOf =
  (ids: readonly [string, ...string[]]): ParamRule =>
  (value) =>
    (ids as readonly string[]).includes(value);
/** A user id in a path (/personal/{id?}): digits, no leading zero, within the ids' int4 column. */
const userIdParam: ParamRule = (value) =>
  /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/** A match id in a path (/football/live/{id?}): the same rule as a user id's int4 column. */
const matchIdParam = userIdParam;

/** The match centre's tabs (spec §2); plan is the match's expert plans (有料). */
export const centreTabs = [
  'live',
  'analysis',
  'oupei',
  'yapan',
  'daxiaoqiu',
  'three',
  'plan',
] as const;
export type CentreTab = (typeof centreTabs)[number];

const centreTitles: Record<CentreTab, string> = {
  live: '比赛直播',
  analysis: '赛前分析',
  oupei: '欧赔',
  yapan: '亚盘',
  daxiaoqiu: '大小球',
  three: '三合一',
  plan: '方案',
};

/** A competition page's tabs in the data library (the {type} of the hot-league links). */
export const competitionTabs = ['standings', 'schedule', 'bracket', 'leaders'] as const;
export type CompetitionTab = (typeof competitionTabs)[number];

/** The odds-detail views (spec §2): one bookmaker's history per market, join (all three) and table. */
export const oddsDetailViews = ['oupei', 'yapan', 'daxiaoqiu', 'join', 'table'] as const;
export type OddsDetailView = (typeof oddsDetailViews)[number];

type CentrePageName<S extends string> = `${S}${Capitalize<CentreTab>}`;

/** `/football/live/{id?}` … one page per tab, named footballLive, footballAnalysis… */
function centrePages<S extends 'football' | 'basketball'>(sport: S, sportName: string) {
  const pages = {} as Record<CentrePageName<S>, PageRoute>;
  for (const tab of centreTabs) {
    const name = `${sport}${tab[0]?.toUpperCase()}${tab.slice(1)}` as CentrePageName<S>;
    pages[name] = {
      path: `/${sport}/${tab}/{id?}`,
      layout: 'default',
      title: `${sportName}${centreTitles[tab]}`,
      params: { id: matchIdParam },
    };
  }
  return pages;
}

/** A route joins the table when its page is real (ARCHITECTURE.md: no stubs). */
export const pageRoutes = {
  home: { path: '/', layout: 'home', title: '首页' },
  about: {
    path: '/about/{id?}',
    layout: 'default',
    title: '关于我们',
    params: { id: oneOf(aboutIds) },
  },
  aboutAgreement: { path: '/about/agreement', layout: 'default', title: '用户服务协议' },
  aboutPrivacy: { path: '/about/privacy', layout: 'default', title: '隐私政策' },
  aboutProtocol: { path: '/about/protocol', layout: 'default', title: '主播入驻协议' },
  aboutSpecification: { path: '/about/specification', layout: 'default', title: '社区规范' },
  anchorHelp: {
    path: '/about/live/{id?}',
    layout: 'default',
    title: '主播帮助',
    params: { id: oneOf(anchorHelpIds) },
  },
  anchor: { path: '/anchor', layout: 'bare', title: '主播招募' },
  app: { path: '/app', layout: 'not-footer', title: 'APP下载' },
  liveManual: { path: '/live/manual', layout: 'live', title: '开播工具' },
  liveRank: { path: '/live/rank', layout: 'live', title: '排行榜' },
  liveList: {
    path: '/live/{id?}',
    layout: 'live',
    title: '直播',
    // all, or a room category: 1 football, 2 basketball, 3 综合
    params: { id: oneOf(['all', '1', '2', '3']) },
  },
  liveFollow: { path: '/live/follow', layout: 'live', title: '我的关注' },
  liveReserve: { path: '/live/reserve', layout: 'live', title: '我的预约' },
  liveReport: { path: '/live/report', layout: 'live', title: '举报直播间' },
  vApply: { path: '/v/apply', layout: 'default', title: '申请主播' },
  vAnchorSet: { path: '/v/anchor-set', layout: 'default', title: '开播设置' },
  vAnchorRoomSet: { path: '/v/anchor-room-set', layout: 'default', title: '直播间设置' },
  vAnchorChat: { path: '/v/anchor-chat', layout: 'default', title: '房管与禁言' },
  vAnchorAdd: { path: '/v/anchor-add', layout: 'default', title: '预约赛程' },
  vAnchorBarrage: { path: '/v/anchor-barrage', layout: 'bare', title: '弹幕助手' },
  vAnchorZone: { path: '/v/anchor-zone', layout: 'default', title: '主播空间' },
  liveRoom: {
    path: '/live/room/{id?}',
    layout: 'live',
    title: '直播间',
    params: { id: userIdParam },
  },
  userRegister: { path: '/user/register', layout: 'default', title: '注册' },
  userPwdFind: { path: '/user/pwd_find', layout: 'default', title: '找回密码' },
  userComForm: { path: '/user/comFormPage', layout: 'default', title: '完善资料' },
  vInformation: { path: '/v/information', layout: 'default', title: '个人资料' },
  vPersonalData: { path: '/v/personal-data', layout: 'default', title: '账号安全' },
  vWallet: { path: '/v/wallet', layout: 'default', title: '我的钱包' },
  vWalletForgetPassword: {
    path: '/v/wallet-forget-password',
    layout: 'default',
    title: '找回支付密码',
  },
  vPay: { path: '/v/pay', layout: 'default', title: '充值' },
  vOrder: { path: '/v/order', layout: 'default', title: '充值订单' },
  vNew: { path: '/v/new', layout: 'default', title: '写文章' },
  // The expert console (spec §2, recommend layout): a visitor is sent home, a fan is shown how to apply.
  recommend: { path: '/recommend', layout: 'recommend', title: '发布推荐' },
  recommendComList: { path: '/recommend/comList', layout: 'recommend', title: '赛事列表' },
  recommendYapan: { path: '/recommend/yapan', layout: 'recommend', title: '亚盘推荐' },
  recommendDaxiaoqiu: { path: '/recommend/daxiaoqiu', layout: 'recommend', title: '大小球推荐' },
  recommendRecords: { path: '/recommend/records', layout: 'recommend', title: '推荐记录' },
  personal: {
    path: '/personal/{id?}',
    layout: 'default',
    title: '个人空间',
    params: { id: userIdParam },
  },
  // /community/{id} is one post (虎扑's bbs/{id}); a circle is /community/circle-detail/{id}.
  community: {
    path: '/community/{id?}',
    layout: 'default',
    title: '社区',
    params: { id: userIdParam },
  },
  communityCircle: {
    path: '/community/circle-detail/{id?}',
    layout: 'default',
    title: '圈子',
    params: { id: userIdParam },
  },
  communityAnchorDynamic: {
    path: '/community/anchor-dynamic/{id?}',
    layout: 'default',
    title: '主播动态',
    params: { id: userIdParam },
  },
  vCommunity: { path: '/v/community', layout: 'default', title: '我的帖子' },
  // The user centre's own pages (spec §2 /v/…); its component pages below open their tab in place.
  vHome: { path: '/v/home', layout: 'default', title: '个人中心' },
  vAttention: { path: '/v/attention', layout: 'default', title: '我的关注' },
  vConcern: { path: '/v/concern', layout: 'default', title: '我的粉丝' },
  vCollection: { path: '/v/collection', layout: 'default', title: '我的收藏' },
  vReserve: { path: '/v/reserve', layout: 'default', title: '我的预约' },
  vMessage: { path: '/v/message', layout: 'default', title: '消息中心' },
  vGrade: { path: '/v/grade', layout: 'default', title: '我的等级' },
  vBank: { path: '/v/bank', layout: 'default', title: '银行卡' },
  vCash: { path: '/v/cash', layout: 'default', title: '提现' },
  vCashout: { path: '/v/cashout', layout: 'default', title: '提现记录' },
  vConsume: { path: '/v/consume', layout: 'default', title: '消费记录' },
  vIncome: { path: '/v/income', layout: 'default', title: '收益记录' },
  vTable: { path: '/v/table', layout: 'default', title: '交易明细' },
  vHorn: { path: '/v/horn', layout: 'default', title: '喇叭记录' },
  vZhifubao: { path: '/v/zhifubao', layout: 'default', title: '支付宝' },
  vPaypw: { path: '/v/paypw', layout: 'default', title: '支付密码' },
  vSetpw: { path: '/v/setpw', layout: 'default', title: '登录密码' },
  vChat: { path: '/v/chat', layout: 'default', title: '房管与禁言' },
  vHeader: { path: '/v/v-header', layout: 'default', title: '个人中心' },
  search: { path: '/search', layout: 'default', title: '搜索' },
  news: { path: '/news', layout: 'default', title: '头条' },
  newsPages: {
    path: '/news/pages/{page?}',
    layout: 'default',
    title: '头条',
    params: { page: (value) => /^[1-9]\d{0,3}$/.test(value) },
  },
  newsArticle: {
    path: '/news/{id}',
    layout: 'default',
    title: '头条',
    params: { id: userIdParam },
  },
  football: { path: '/football', layout: 'default', title: '足球比分' },
  basketball: { path: '/basketball', layout: 'default', title: '篮球比分' },
  next: { path: '/next', layout: 'default', title: '赛程' },
  footballNext: { path: '/football/next', layout: 'default', title: '足球赛程' },
  footballEnd: { path: '/football/end', layout: 'default', title: '足球赛果' },
  basketballNext: { path: '/basketball/next', layout: 'default', title: '篮球赛程' },
  basketballEnd: { path: '/basketball/end', layout: 'default', title: '篮球赛果' },
  footballCollect: { path: '/football/collect', layout: 'default', title: '我的关注' },
  footballJczq: { path: '/football/jczq', layout: 'default', title: '竞彩足球' },
  footballBjdc: { path: '/football/bjdc', layout: 'default', title: '北京单场' },
  footballZc: { path: '/football/zc', layout: 'default', title: '足彩' },
  basketballJclq: { path: '/basketball/jclq', layout: 'default', title: '竞彩篮球' },
  footballEvents: { path: '/football/allEventCom', layout: 'default', title: '足球赛事筛选' },
  footballEventsCopy: {
    path: '/football/allEventComCopy',
    layout: 'default',
    title: '足球赛程赛事筛选',
  },
  basketballEvents: { path: '/basketball/lqAllEventCom', layout: 'default', title: '篮球赛事筛选' },
  ...centrePages('football', '足球'),
  ...centrePages('basketball', '篮球'),
  footballOddsDetail: {
    path: '/football/odds-detail/{view?}',
    layout: 'default',
    title: '足球赔率详情',
    params: { view: oneOf(oddsDetailViews) },
  },
  basketballOddsDetail: {
    path: '/basketball/odds-detail/{view?}',
    layout: 'default',
    title: '篮球赔率详情',
    params: { view: oneOf(oddsDetailViews) },
  },
  // 有料 (spec §2): /guide and /youliao are one page; a plan is /guide/expert/plan?code=XXXX.
  guide: { path: '/guide', layout: 'default', title: '有料' },
  youliao: { path: '/youliao', layout: 'default', title: '有料' },
  guideExpert: { path: '/guide/expert', layout: 'default', title: '专家榜' },
  guideExpertComList: { path: '/guide/expert/comList', layout: 'default', title: '赛事方案' },
  guideExpertPlan: { path: '/guide/expert/plan', layout: 'default', title: '方案详情' },
  guideExpertInfo: {
    path: '/guide/expert/info/{id?}',
    layout: 'default',
    title: '专家主页',
    params: { id: userIdParam },
  },
  // 资料库 (spec §2): the entry pages, a competition (its id alone, or the hot-league link with its season
  // and tab), a team and a player, for each sport: fb football, lq basketball.
  databaseFb: { path: '/database/fb/page', layout: 'default', title: '足球资料库' },
  databaseLq: { path: '/database/lq/page', layout: 'default', title: '篮球资料库' },
  databaseFbCompetition: {
    path: '/database/fb/{id?}',
    layout: 'default',
    title: '足球资料库',
    params: { id: userIdParam },
  },
  databaseLqCompetition: {
    path: '/database/lq/{id?}',
    layout: 'default',
    title: '篮球资料库',
    params: { id: userIdParam },
  },
  databaseFbHot: {
    path: '/database/fb/hot/0/{leagueId}/{seasonId}/{type}',
    layout: 'default',
    title: '足球资料库',
    params: { leagueId: userIdParam, seasonId: userIdParam, type: oneOf(competitionTabs) },
  },
  databaseLqHot: {
    path: '/database/lq/hot/0/{leagueId}/{seasonId}/{type}',
    layout: 'default',
    title: '篮球资料库',
    params: { leagueId: userIdParam, seasonId: userIdParam, type: oneOf(competitionTabs) },
  },
  databaseFbTeam: {
    path: '/database/fb/team/{id?}',
    layout: 'default',
    title: '球队资料',
    params: { id: userIdParam },
  },
  databaseLqTeam: {
    path: '/database/lq/team/{id?}',
    layout: 'default',
    title: '球队资料',
    params: { id: userIdParam },
  },
  databaseFbPlayer: {
    path: '/database/fb/player/{id?}',
    layout: 'default',
    title: '球员资料',
    params: { id: userIdParam },
  },
  databaseLqPlayer: {
    path: '/database/lq/player/{id?}',
    layout: 'default',
    title: '球员资料',
    params: { id: userIdParam },
  },
  // 回放 (spec §2): the home by sport (none all, 1 football, 2 basketball), one room's replays, one replay.
  playback: {
    path: '/playback/{id?}',
    layout: 'default',
    title: '回放集锦',
    params: { id: oneOf(['1', '2']) },
  },
  playbackList: {
    path: '/playback/list/{id?}',
    layout: 'default',
    title: '主播回放',
    params: { id: userIdParam },
  },
  playbackVideo: {
    path: '/playback/video/{video?}',
    layout: 'default',
    title: '回放',
    params: { video: userIdParam },
  },
  footballModel: { path: '/football/model', layout: 'default', title: '比赛模型' },
  basketballText: { path: '/basketball/text', layout: 'default', title: '文字直播' },
  admin: { path: '/admin', layout: 'admin', title: '运营后台' },
  adminLogin: { path: '/admin/login', layout: 'admin', title: '登录运营后台' },
  adminAudit: { path: '/admin/audit', layout: 'admin', title: '审计日志' },
  adminAdmins: { path: '/admin/admins', layout: 'admin', title: '账号管理' },
  adminReview: { path: '/admin/review', layout: 'admin', title: '主播与专家审核' },
  adminWithdrawals: { path: '/admin/withdrawals', layout: 'admin', title: '提现审核' },
  adminReports: { path: '/admin/reports', layout: 'admin', title: '举报处理' },
  adminUsers: { path: '/admin/users', layout: 'admin', title: '用户管理' },
  adminRooms: { path: '/admin/rooms', layout: 'admin', title: '直播墙' },
  adminSite: { path: '/admin/site', layout: 'admin', title: '站点配置' },
  adminCatalogue: { path: '/admin/catalogue', layout: 'admin', title: '礼物、贵族与分成' },
  adminAdverts: { path: '/admin/adverts', layout: 'admin', title: '广告与海报' },
  adminContent: { path: '/admin/content', layout: 'admin', title: '内容审核' },
  adminNews: { path: '/admin/news', layout: 'admin', title: '新闻文章' },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof pageRoutes;

interface Segment {
  name: string;
  kind: 'static' | 'param' | 'optional';
}

const segmentsOf = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const m = /^\{(\w+)(\?)?\}$/.exec(part);
      if (!m) return { name: part, kind: 'static' };
      return { name: m[1] as string, kind: m[2] ? 'optional' : 'param' };
    });

/** `/about/{id?}` → `/about/{-$id}`, `/news/{id}` → `/news/$id`: the client router's notation. */
export const routerPathOf = (path: string) =>
  path.replace(/\{(\w+)\?\}/g, '{-$$$1}').replace(/\{(\w+)\}/g, '$$$1');

export interface PageMatch {
  name: PageName;
  route: PageRoute;
  params: Record<string, string | undefined>;
  /** False when a param breaks its rule: the page answers 'This page could not be found' (404). */
  valid: boolean;
}

/** Static segments beat params, earlier segments weigh more: the router's own ranking. */
const specificity = (segments: Segment[], used: number) =>
  segments
    .slice(0, used)
    .reduce((score, s, i) => score + (s.kind === 'static' ? 2 ** (16 - i) : 0), 0);

function matchSegments(segments: Segment[], parts: string[]) {
  const params: Record<string, string | undefined> = {};
  let p = 0;
  for (const s of segments) {
    const part = parts[p];
    if (s.kind === 'static') {
      if (part !== s.name) return null;
      p++;
    } else if (part === undefined) {
      if (s.kind === 'param') return null;
      params[s.name] = undefined;
    } else {
      params[s.name] = part;
      p++;
    }
  }
  return p === parts.length ? params : null;
}

const safeDecode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

const compiled = Object.entries(pageRoutes).map(([name, route]) => ({
  name: name as PageName,
  route: route as PageRoute,
  segments: segmentsOf(route.path),
}));

/** Which page a pathname shows, and whether its params are valid; null when no page matches. */
export function matchPage(pathname: string): PageMatch | null {
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  let best: { match: PageMatch; score: number } | null = null;
  for (const { name, route, segments } of compiled) {
    const params = matchSegments(segments, parts);
    if (!params) continue;
    const score = specificity(segments, segments.length);
    if (best && best.score >= score) continue;
    best = { match: { name, route, params, valid: paramsValid(route, params) }, score };
  }
  return best?.match ?? null;
}

/** A param that is absent is valid (an optional segment); a present one must pass its rule. */
export function paramsValid(route: PageRoute, params: Record<string, string | undefined>) {
  return Object.entries(route.params ?? {}).every(([name, rule]) => {
    const value = params[name];
    return value === undefined || rule(value);
  });
}

/** The message and status spec §8 gives a page whose params fail validation. */
export const PAGE_NOT_FOUND = { status: 404, message: 'This page could not be found' } as const;
