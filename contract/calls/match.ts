// Match and attention calls of the main API host — spec §7 "Room and anchor API": schedule strips, hot and
// day lists, anchors' reservations, the data library's hot competitions, follows of matches and users.
import { z } from 'zod';
import { defineCall } from '../call';
import { matchTypes } from '../events';
import { matchItem } from '../match';
import { int } from '../wire';
import { dayQuery } from './live';
import { attentionUser } from './user';

const count = () => z.number().int().nonnegative().safe();
const positiveId = (what: string) => int().pipe(z.number().int().positive()).describe(what);

/** Spec §9: following lists page 30 at a time. */
export const PAGE_ATTENTION_SIZE = 30;
export const PAGE_ATTENTION_SIZE_MAX = 100;
export const DATA_HOT_SIZE = 10;
export const DATA_HOT_SIZE_MAX = 50;
/** The schedule strip: three days back, today, six days ahead (China days). */
export const DATE_STRIP = { before: 3, after: 6 } as const;

export const matchType = z.enum(matchTypes).describe('football 足球, basketball 篮球');

/**
 * The pages send a match type either as the channel word (football, basketball) or as the code of the
 * live pages (/live/1 football, /live/2 basketball): both are accepted, the word comes out.
 */
export const matchTypeInput = () =>
  z
    .union(
      [
        matchType,
        int()
          .pipe(z.union([z.literal(1), z.literal(2)]))
          .transform((n) => (n === 1 ? 'football' : 'basketball')),
      ],
      {
        error: (issue) =>
          issue.input === undefined ? '必填' : '应为 football、basketball、1（足球）或 2（篮球）',
      },
    )
    .describe('比赛类型：football 或 1 足球，basketball 或 2 篮球');

/** Spec §3 match list item with the sport it belongs to (lists here mix both sports). */
export const typedMatchItem = matchItem.extend({ matchType });
export type TypedMatchItem = z.output<typeof typedMatchItem>;

/** The seq of both scores channels the list reflects: join scores:<type> from it without gaps. */
export const scoreSeqs = z.object({
  football: count().describe('scores:football 频道的 seq'),
  basketball: count().describe('scores:basketball 频道的 seq'),
});

const dayList = z.object({
  date: z.string().describe('北京时间日期 YYYY-MM-DD'),
  seq: scoreSeqs,
  matches: z.array(typedMatchItem),
});

export const matchDates = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/dates',
  summary: '首页与主播赛程条的日期：今天前 3 天到后 6 天（北京时间），附每天足球、篮球比赛场数',
  tag: 'match',
  auth: 'none',
  response: z.array(
    z.object({
      date: z.string().describe('北京时间日期 YYYY-MM-DD'),
      weekday: z.string().describe('星期：周一…周日'),
      today: z.boolean().describe('是否今天'),
      football: count().describe('当天开赛的足球比赛场数'),
      basketball: count().describe('当天开赛的篮球比赛场数'),
    }),
  ),
});

export const matchHot = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/hot',
  summary: '某日热门赛事的比赛（足球、篮球），进行中的在前，其余按开赛时间；附两个比分频道 seq',
  tag: 'match',
  auth: 'none',
  query: z.object({ date: dayQuery() }),
  response: dayList,
});

export const matchSchedule = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/schedule',
  summary: '某日全部比赛（足球、篮球）按开赛时间，供主播选择比赛和首页赛程；附两个比分频道 seq',
  tag: 'match',
  auth: 'none',
  query: z.object({ date: dayQuery() }),
  response: dayList,
});

export const matchNext = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/next',
  summary: '主播预约的下一场比赛（进行中或未开始中开赛最早的一场），没有则为 null',
  tag: 'match',
  auth: 'none',
  query: z.object({ userId: positiveId('主播的用户 id') }),
  response: typedMatchItem.nullable(),
});

export const matchList = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/list',
  summary: '主播已预约、尚未结束（未开始或进行中）的比赛，按开赛时间',
  tag: 'match',
  auth: 'none',
  query: z.object({ anchorId: positiveId('主播的用户 id') }),
  response: z.array(typedMatchItem),
});

/** Finished and abnormal reservations shown after the upcoming ones (newest first). */
export const RESERVED_RECENT_MAX = 100;

export const reserveMatchByUser = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/reserveMatchByUser',
  summary: `用户预约的比赛：未结束的按开赛时间在前，其后是已结束或异常的（最近的在前，最多 ${RESERVED_RECENT_MAX} 场）`,
  tag: 'match',
  auth: 'none',
  query: z.object({ userId: positiveId('用户 id') }),
  response: z.array(typedMatchItem),
});

export const matchReserve = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/match/reserve',
  summary:
    '主播预约直播一场比赛（重复预约只保留一条）；cancel 为 true 时取消预约。只有主播能预约，已结束或异常的比赛不能预约',
  tag: 'match',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    matchId: positiveId('比赛 id'),
    matchType: matchTypeInput(),
    cancel: z
      .union([z.boolean(), int().pipe(z.union([z.literal(0), z.literal(1)]))])
      .transform((v) => v === true || v === 1)
      .optional()
      .describe('true（或 1）取消预约；不传或 false 为预约'),
  }),
  response: z.object({
    matchId: z.number().int().positive(),
    matchType,
    reserved: z.boolean().describe('操作后是否处于已预约状态'),
  }),
});

/** Anchors listed under one match at most (the rooms issue adds their live rooms). */
export const MATCH_ANCHORS_MAX = 200;

export const pcAnchorByMatch = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/pcAnchorByMatch',
  summary: '预约直播该比赛的主播（按预约先后）',
  tag: 'match',
  auth: 'none',
  query: z.object({ matchId: positiveId('比赛 id'), matchType: matchTypeInput() }),
  response: z.array(
    z.object({
      id: z.number().int(),
      nickName: z.string(),
      portrait: z.string().describe('头像地址，空串表示默认头像'),
      level: z.number().int().min(0),
    }),
  ),
});

export const dataHot = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/match/dataHot',
  summary: '资料库入口的热门赛事：热门在前，再按级别',
  tag: 'match',
  auth: 'none',
  query: z.object({
    size: int()
      .pipe(z.number().int().min(1).max(DATA_HOT_SIZE_MAX))
      .default(DATA_HOT_SIZE)
      .describe(`条数，默认 ${DATA_HOT_SIZE}，最多 ${DATA_HOT_SIZE_MAX}`),
  }),
  response: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string().describe('赛事全称'),
      shortName: z.string(),
      sport: matchType,
      season: z.object({ id: z.number().int(), name: z.string() }).describe('当前赛季'),
      country: z.string().describe('国家或地区（洲际赛事为 国际）'),
    }),
  ),
});

// ——— Attention: follows of matches (type 1) and of users (type 2) ———

export const attentionTargets = { 1: '比赛', 2: '用户/主播' } as const;
export const ATTENTION_TARGET = { match: 1, user: 2 } as const;
const targetKind = () => int().pipe(z.union([z.literal(1), z.literal(2)]));

export const operAttention = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/attention/operAttention',
  changesState: true,
  summary:
    '关注或取消关注一场比赛（type 1）或一个用户（type 2），重复操作结果不变；答复操作后的状态',
  tag: 'attention',
  auth: 'required',
  query: z.object({
    type: targetKind().describe('1 比赛（targetId 为比赛 id），2 用户或主播（targetId 为用户 id）'),
    targetId: positiveId('比赛 id 或用户 id'),
    operateType: int()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .describe('1 关注，0 取消关注'),
    // Pages send an empty matchType when following a user.
    matchType: z
      .preprocess((v) => (v === '' ? undefined : v), matchTypeInput().optional())
      .describe('type 1 必填：football 或 1，basketball 或 2；type 2 忽略'),
  }),
  response: z.object({ followed: z.boolean().describe('操作后是否处于关注状态') }),
});

/** Followed matches of the "my followed" tab at most (no one follows more live at once). */
export const FOLLOWED_MATCHES_MAX = 200;

export const getAttentionMatchByUser = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/attention/getAttentionMatchByUser',
  summary:
    '我关注的比赛中未开始、进行中和今天开赛的（进行中在前，再按开赛时间），附两个比分频道 seq',
  tag: 'attention',
  auth: 'required',
  response: z.object({ seq: scoreSeqs, matches: z.array(typedMatchItem) }),
});

const followedAt = z.number().int().describe('关注时间 Unix 毫秒');
export const followedMatch = typedMatchItem.extend({ followedAt });
export const followedUser = attentionUser.extend({ followedAt });

export const pageAttention = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/attention/pageAttention',
  summary: '我关注的比赛（attentionType 1）或用户（attentionType 2），分页，最近关注的在前',
  tag: 'attention',
  auth: 'required',
  query: z.object({
    attentionType: targetKind().default(1).describe('1 关注的比赛，2 关注的用户/主播'),
    page: int().pipe(z.number().int().min(1).max(10_000)).default(1).describe('页码，从 1 开始'),
    pageSize: int()
      .pipe(z.number().int().min(1).max(PAGE_ATTENTION_SIZE_MAX))
      .default(PAGE_ATTENTION_SIZE)
      .describe(`每页条数，默认 ${PAGE_ATTENTION_SIZE}，最多 ${PAGE_ATTENTION_SIZE_MAX}`),
  }),
  response: z.object({
    attentionType: z.union([z.literal(1), z.literal(2)]),
    list: z
      .array(z.union([followedMatch, followedUser]))
      .describe('attentionType 1 为比赛行，2 为用户'),
    total: count(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
