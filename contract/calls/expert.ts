// The expert calls (有料 / 专家方案): spec §7 Experts, verbatim paths, plus what the pages need around them
// (applying to be an expert, buying a plan, the plans I bought). A plan's content is committed at publish time
// by a SHA-256 hash anyone can check once it is revealed (to buyers at once, to everyone after the matches).
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, int, num, text } from '../wire';
import { balances } from './pay';

/** Spec §3 play types: football 1 欧赔 … 5 二串一, basketball 1 让分, 2 大小分. */
export const planSports = ['football', 'basketball'] as const;
export type PlanSport = (typeof planSports)[number];
/** What a pick backs: the home or away side, the draw (1X2 only), over or under the line. */
export const pickSelections = ['home', 'draw', 'away', 'over', 'under'] as const;
export type PickSelection = (typeof pickSelections)[number];
/** 红 (win), 黑 (not win), 走 (the line pushed: money back), 作废 (a match cancelled or postponed). */
export const planResults = ['red', 'black', 'go', 'void'] as const;
export type PlanResult = (typeof planResults)[number];
export const expertRankKinds = ['hitRate', 'streak', 'returnRate', 'last10'] as const;

export type LineMarket = 'europe' | 'asia' | 'overUnder';

export interface PlayRule {
  selections: PickSelection[];
  /** The market the committed line and odds come from. */
  market: LineMarket;
  /** 竞彩 play types take only matches with a 竞彩 number. */
  lottery?: true;
  /** 二串一: two different matches; every other play type one. */
  legs: 1 | 2;
}

/** Which selections each play type offers and where its line comes from: the server checks plans by it and
 *  the console's form offers what it allows. */
export const playRules: Record<PlanSport, Record<number, PlayRule>> = {
  football: {
    1: { selections: ['home', 'draw', 'away'], market: 'europe', legs: 1 },
    2: { selections: ['home', 'away'], market: 'asia', legs: 1 },
    3: { selections: ['over', 'under'], market: 'overUnder', legs: 1 },
    4: { selections: ['home', 'draw', 'away'], market: 'europe', lottery: true, legs: 1 },
    5: { selections: ['home', 'draw', 'away'], market: 'europe', lottery: true, legs: 2 },
  },
  basketball: {
    1: { selections: ['home', 'away'], market: 'asia', legs: 1 },
    2: { selections: ['over', 'under'], market: 'overUnder', legs: 1 },
  },
};

/** The highest price of a plan, in 球钻: peers cap at about ¥200. */
export const PLAN_PRICE_MAX = 288;
export const PLAN_TITLE_MAX = 40;
export const PLAN_ANALYSIS_MIN = 50;
export const PLAN_ANALYSIS_MAX = 3000;
/** Plans and experts per page: §9 names none; the room list's and news' 30 fit a plan list best. */
export const EXPERT_PAGE_SIZE = 20;
/** How far ahead an expert may pick matches (the feed's fixtures window holds about a week). */
export const PLAN_MATCH_DAYS_AHEAD = 3;

const id = () => int().pipe(z.number().int().min(1).max(2_147_483_647));
const pageParam = z
  .object({
    pageNum: int().pipe(z.number().int().min(1).max(10_000)),
    pageSize: int().pipe(z.number().int().min(1).max(50)),
  })
  .strict()
  .default({ pageNum: 1, pageSize: EXPERT_PAGE_SIZE });
const sport = z.enum(planSports);
/** matchType as the spec's GET /tj/match sends it: 1 football, 2 basketball. */
const matchType = int().pipe(z.union([z.literal(1), z.literal(2)]));

/** An expert's record, computed from every settled plan (never a chosen subset). */
export const expertRecord = z.object({
  settled: z.number().int().describe('已结算方案数（不含作废）'),
  red: z.number().int(),
  black: z.number().int(),
  go: z.number().int(),
  last10: z.object({ red: z.number().int(), total: z.number().int() }).describe('近10中N'),
  hitRate: z.number().describe('命中率 %：红 ÷ (红 + 黑)，一位小数；无记录为 0'),
  streak: z.number().int().describe('当前连红'),
  bestStreak: z.number().int().describe('最长连红'),
  returnRate: z.number().describe('回报率 %：按发布时赔率每方案投 1 的回报，一位小数'),
  recent: z.array(z.enum(planResults)).describe('最近 10 个结果，最新在前'),
});

export const expertCard = z.object({
  id: z.number().int().describe('专家的用户 id'),
  nickName: z.string(),
  portrait: z.string(),
  intro: z.string(),
  specialities: z.array(z.string()),
  grade: z.number().int().describe('专家等级 1-5'),
  followers: z.number().int(),
  followed: z.boolean(),
  onSale: z.number().int().describe('在售方案数'),
  record: expertRecord,
});

export const planMatch = z.object({
  id: z.number().int(),
  sport,
  competitionId: z.number().int(),
  competition: z.string(),
  homeId: z.number().int().describe('球队 id（队徽按 id 画）'),
  awayId: z.number().int(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  state: z.number().int().describe('spec §3 比赛状态'),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  lotteryNo: z.string().nullable().describe('竞彩编号，如 周三001'),
});

/** A pick as committed: the line and odds are the site's at publish time, never typed by the expert. */
export const planPick = z.object({
  matchId: z.number().int(),
  selection: z.enum(pickSelections),
  line: z.number().nullable().describe('让球/让分盘口（主队让为正）或大小盘口；胜平负玩法为 null'),
  odds: z.number().describe('发布时的欧洲式赔率（含本金）'),
});

export const planItem = z.object({
  id: z.number().int(),
  code: z.string().describe('方案编号，/tj/recommend/{code}'),
  sport,
  playType: z.number().int(),
  title: z.string(),
  price: z.number().describe('球钻，0 为免费'),
  refundOnLoss: z.boolean().describe('不中退：黑单全额退款'),
  expert: z.object({
    id: z.number().int(),
    nickName: z.string(),
    portrait: z.string(),
    last10: z.object({ red: z.number().int(), total: z.number().int() }),
    streak: z.number().int(),
  }),
  matches: z.array(planMatch),
  publishedAt: z.string(),
  firstKickoffAt: z.string(),
  result: z.enum(planResults).nullable().describe('null 未结算'),
  settledAt: z.string().nullable(),
  commitment: z.string().describe('发布时公开的 SHA-256（方案内容 + 随机盐）'),
  sold: z.number().int(),
  bought: z.boolean().describe('我已购买'),
});

export const planDetail = planItem.extend({
  /** null while locked: not bought, not the author's, and the matches not over. */
  picks: z.array(planPick).nullable(),
  analysis: z.string().nullable(),
  /** The committed text (canonical JSON of picks, analysis and salt): its SHA-256 is `commitment`. */
  committedText: z.string().nullable(),
  pickResults: z
    .array(z.enum(['win', 'halfWin', 'push', 'halfLoss', 'loss', 'void']))
    .nullable()
    .describe('每场的结果（结算后）'),
  locked: z.boolean(),
  mine: z.boolean(),
});

const planPage = z.object({
  list: z.array(planItem),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

// ——— the user's expert state (spec §4: login, then expert info) ———

export const expertApplicationState = z.object({
  state: z.enum(['review', 'pass', 'no']),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const expertInfo = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/info',
  summary: '我的专家信息（登录后拉取，填 expertsInfo）：是否专家、专家资料与战绩、申请进度',
  tag: 'expert',
  auth: 'required',
  response: z.object({
    isExpert: z.union([z.literal(0), z.literal(1)]),
    expert: expertCard.nullable(),
    application: expertApplicationState.nullable(),
  }),
});

export const expertApply = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/apply',
  summary: '申请成为专家：简介与擅长（运营审核，结果发到消息）',
  tag: 'expert',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    intro: text(200, 10),
    specialities: z.array(text(8, 1)).min(1, '请至少选择一项擅长').max(5, '擅长最多 5 项'),
  }),
  response: expertApplicationState,
});

// ——— publishing (the expert's console under /recommend) ———

export const publishPlan = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/recommend',
  summary: `发布方案（仅专家）：首场开赛前发布，发布后不可修改；盘口和赔率取发布时的即时盘；正文 ${PLAN_ANALYSIS_MIN}-${PLAN_ANALYSIS_MAX} 字，不得含"包中、稳赚、必中"等承诺和投注链接；发布即公开内容的 SHA-256`,
  tag: 'expert',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    sport,
    playType: int().pipe(z.number().int().min(1).max(5)),
    title: text(PLAN_TITLE_MAX, 4),
    analysis: text(PLAN_ANALYSIS_MAX, PLAN_ANALYSIS_MIN),
    picks: z
      .array(z.object({ matchId: id(), selection: z.enum(pickSelections) }))
      .min(1, '请选择比赛')
      .max(2, '最多两场（二串一）'),
    price: num().pipe(z.number().int('价格为整数球钻').min(0).max(PLAN_PRICE_MAX)),
    refundOnLoss: z.boolean().default(false),
  }),
  response: planDetail,
});

export const tjMatch = defineCall({
  host: 'api',
  method: 'GET',
  path: '/tj/match',
  summary: `可发方案的比赛：未开赛、${PLAN_MATCH_DAYS_AHEAD} 天内，带即时盘（欧赔、让球、大小、竞彩让球）；searchValue 搜球队或赛事`,
  tag: 'expert',
  auth: 'optional',
  query: z.object({
    matchType,
    searchValue: text(20).optional(),
    competitionId: id().optional(),
  }),
  response: z.array(
    planMatch.extend({
      europe: z.array(z.number()).nullable().describe('[主胜, 平, 客胜] 欧洲式赔率'),
      asia: z.array(z.number()).nullable().describe('[主水, 盘口, 客水]，盘口主让为正'),
      overUnder: z.array(z.number()).nullable().describe('[大水, 盘口, 小水]'),
      plans: z.number().int().describe('该场已有方案数'),
    }),
  ),
});

export const tjMatchFilter = defineCall({
  host: 'api',
  method: 'GET',
  path: '/tj/match/filter',
  summary: '方案比赛的赛事筛选：即将开赛的赛事及场次数',
  tag: 'expert',
  auth: 'none',
  query: z.object({ matchType }),
  response: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});

// ——— reading plans ———

export const planByCode = defineCall({
  host: 'api',
  method: 'GET',
  path: '/tj/recommend/{code}',
  summary: '方案详情：未购买且未完场时内容锁定，只显示承诺哈希',
  tag: 'expert',
  auth: 'optional',
  params: z.object({ code: z.string().regex(/^[0-9A-Z]{6,16}$/, '方案编号不正确') }),
  response: planDetail,
});

const planFilters = {
  sport: sport.optional(),
  playType: int().pipe(z.number().int().min(1).max(5)).optional(),
  free: flag().optional().describe('1 只看免费'),
  matchId: id().optional(),
  expertId: id().optional(),
  state: z.enum(['open', 'settled']).optional().describe('open 在售（未结算），settled 已结算'),
  sort: z.enum(['new', 'hot']).default('new').describe('hot 按销量'),
  pageParam,
};

export const planList = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/recommends',
  summary: '方案列表：按运动、玩法、免费、比赛、专家、状态筛选',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object(planFilters),
  response: planPage,
});

export const indexPlans = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/v2/index/recommends',
  summary: '有料首页：今日在售方案（按销量），可按运动、玩法、免费筛选',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({
    sport: sport.optional(),
    playType: int().pipe(z.number().int().min(1).max(5)).optional(),
    free: flag().optional(),
    pageParam,
  }),
  response: planPage,
});

export const homePlans = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/home/rec',
  summary: '首页的有料推荐：连红专家的在售方案',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({ limit: int().pipe(z.number().int().min(1).max(20)).default(6) }),
  response: z.array(planItem),
});

export const morePlans = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/more',
  summary: '方案页的更多：同场比赛的其他方案与该专家的其他在售方案',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({ planId: id() }),
  response: z.object({ sameMatch: z.array(planItem), sameExpert: z.array(planItem) }),
});

export const planMatches = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/match',
  summary: '有方案的比赛（comList）：未完场的比赛及其方案数、免费数，最近开赛在前',
  tag: 'expert',
  auth: 'none',
  encoding: 'json',
  body: z.object({ sport: sport.optional(), pageParam }),
  response: z.object({
    list: z.array(
      planMatch.extend({
        plans: z.number().int(),
        free: z.number().int(),
        experts: z.array(z.string()),
      }),
    ),
    total: z.number().int(),
  }),
});

// ——— experts ———

export const hotExperts = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/rec',
  summary: '热门专家：按近10场命中和连红，有在售方案的在前',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({
    sport: sport.optional(),
    limit: int().pipe(z.number().int().min(1).max(30)).default(10),
  }),
  response: z.array(expertCard),
});

export const expertRanks = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/experts',
  summary: '专家榜：命中率、连红、回报率、近10场；可按玩法；至少 5 个结算方案才上榜',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({
    rank: z.enum(expertRankKinds).default('hitRate'),
    sport: sport.optional(),
    playType: int().pipe(z.number().int().min(1).max(5)).optional(),
    pageParam,
  }),
  response: z.object({
    list: z.array(expertCard),
    total: z.number().int(),
  }),
});

export const expertHead = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/center/head',
  summary: '专家主页头部：资料、总战绩、分玩法战绩、最近 30 个结果（走势图）',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({ expertId: id() }),
  response: expertCard.extend({
    byPlayType: z.array(
      z.object({ sport, playType: z.number().int(), label: z.string(), record: expertRecord }),
    ),
    trend: z
      .array(z.object({ code: z.string(), result: z.enum(planResults), settledAt: z.string() }))
      .describe('最近 30 个已结算方案，最早在前'),
  }),
});

export const expertPlans = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/expert/pc/center/recommends',
  summary: '专家主页的方案：在售与历史（历史全部公开，不能挑选）',
  tag: 'expert',
  auth: 'optional',
  encoding: 'json',
  body: z.object({
    expertId: id(),
    state: z.enum(['open', 'settled']).optional(),
    pageParam,
  }),
  response: planPage,
});

// ——— buying ———

export const buyPlan = defineCall({
  host: 'api',
  method: 'POST',
  path: '/pay/plan/buy',
  summary:
    '购买方案：扣球钻（交易类型 4，需 Idempotency-Key），专家收益在结算后入账；走、作废、不中退的黑单全额退款',
  tag: 'expert',
  auth: 'required',
  body: z.object({ planId: id() }),
  response: z.object({ planId: z.number().int(), price: z.number(), ...balances.shape }),
});

export const boughtPlans = defineCall({
  host: 'api',
  method: 'POST',
  path: '/tj/plan/bought',
  summary: '我购买的方案，最新在前',
  tag: 'expert',
  auth: 'required',
  encoding: 'json',
  body: z.object({ pageParam }),
  response: planPage,
});
