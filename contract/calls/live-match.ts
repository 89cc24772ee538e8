// Calls of the live-data host for one match and around it: the match centre (football and basketball),
// the analysis page, the schedule date strip, the home page's match strip and the lottery issues.
import { z } from 'zod';
import { boxLeaderStats } from '../box-leaders';
import { defineCall } from '../call';
import { boxScoreRow, lineupPlayer, matchItem, matchSide, teamStats } from '../match';
import { idParam, lotteryCode, sportEnum, tableRow, teamResult } from './live-library';

const count = () => z.number().int().nonnegative().safe();
const seq = () => count().describe('match:<type>:<id> 频道的 seq：从此 seq 加入推送不丢事件');

const matchIdParam = () => z.object({ id: idParam('比赛') });

/** The match centre's header: a list row plus full names, venue, competition full name and season. */
export const matchHeader = matchItem.extend({
  matchType: sportEnum,
  competitionName: z.string().describe('赛事全称'),
  seasonId: z.number().int().positive(),
  seasonName: z.string().describe('赛季'),
  venue: z.string().describe('比赛场地'),
  home: matchSide.extend({ fullName: z.string().describe('球队全称') }),
  away: matchSide.extend({ fullName: z.string().describe('球队全称') }),
});
export type MatchHeader = z.output<typeof matchHeader>;

/** One line of the timeline; the field names are those of the match.event push. */
export const timelineEvent = z.object({
  index: count().describe('本场事件序号'),
  kind: z
    .string()
    .describe('goal, ownGoal, penaltyGoal, yellowCard, redCard, substitution, var, run…'),
  minute: count(),
  addedMinute: count().describe('补时分钟（90+2 的 2）'),
  period: count().describe('足球 1 上半场 2 下半场 3 加时 4 点球；篮球节数（5 起为加时）'),
  side: z.enum(['home', 'away']),
  playerId: z.number().int().positive().nullable(),
  player: z.string(),
  relatedPlayer: z.string().describe('助攻或换上的球员'),
  homeScore: count(),
  awayScore: count(),
  text: z.string().describe('文字直播'),
  at: z.number().int().describe('Unix 毫秒'),
});

const sideStats = z.object({ home: teamStats, away: teamStats }).nullable().describe('技术统计');

export const lineupEntry = lineupPlayer.extend({
  positionLabel: z.string().describe('位置中文名'),
});

export const fbMatch = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb/match/{id}',
  summary: '足球比赛中心：比赛、事件时间线、技术统计、阵容，附比赛频道 seq',
  tag: 'live',
  auth: 'none',
  params: matchIdParam(),
  response: z.object({
    seq: seq(),
    match: matchHeader,
    events: z.array(timelineEvent).describe('按发生顺序'),
    stats: sideStats,
    lineups: z.array(lineupEntry).describe('主队在前，首发在前，再按位置和号码'),
  }),
});

// The leaders' stats and leadersOf are in contract/box-leaders.ts, without zod.
const leaders = z
  .record(z.enum(boxLeaderStats), z.array(z.number().int().positive()))
  .describe('每项数据本队最高的球员 id（并列时多个；最高为 0 时为空）');

export const boxScoreEntry = boxScoreRow.extend({
  positionLabel: z.string().describe('位置中文名'),
});

export const basketMatch = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/basket/match/{id}',
  summary: '篮球比赛中心：比赛、各节比分、球员数据（标出各项最高）、技术统计、事件，附比赛频道 seq',
  tag: 'live',
  auth: 'none',
  params: matchIdParam(),
  response: z.object({
    seq: seq(),
    match: matchHeader,
    periods: z
      .array(z.object({ label: z.string(), home: count(), away: count() }))
      .describe('各节比分：第1节…第4节、加时1…'),
    boxScore: z.object({
      home: z.array(boxScoreEntry).describe('首发在前，再按上场时间'),
      away: z.array(boxScoreEntry),
    }),
    leaders: z.object({ home: leaders, away: leaders }),
    stats: sideStats,
    events: z.array(timelineEvent),
  }),
});

const record = z.object({
  played: count(),
  won: count(),
  drawn: count(),
  lost: count(),
  scoredFor: count(),
  scoredAgainst: count(),
});

const form = z.object({
  matches: z.array(teamResult).describe('本场开赛前最近 10 场完场比赛，新到旧'),
  record,
});

const analysis = z.object({
  matchId: z.number().int().positive(),
  matchType: sportEnum,
  headToHead: z.object({
    matches: z
      .array(teamResult)
      .describe('两队本场前最近 10 次交锋（任何赛事，已完场），新到旧；result 为本场主队视角'),
    record: record.describe('本场主队视角'),
  }),
  form: z.object({ home: form, away: form }),
  table: z
    .object({
      competitionId: z.number().int().positive(),
      competition: z.string(),
      seasonName: z.string(),
      home: tableRow.nullable(),
      away: tableRow.nullable(),
      rows: z.array(tableRow),
    })
    .nullable()
    .describe('本场赛事的积分榜，杯赛无积分榜时为 null'),
  fixtures: z
    .object({ home: z.array(matchItem), away: z.array(matchItem) })
    .describe('两队本场之后 3 场未开赛比赛'),
});

export const fbAnalysis = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb/analysis/{id}',
  summary: '足球赛前分析：历史交锋、近期战绩（胜平负）、积分榜、未来赛程',
  tag: 'live',
  auth: 'none',
  params: matchIdParam(),
  response: analysis,
});

export const basketAnalysis = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/basket/analysis/{id}',
  summary: '篮球赛前分析：历史交锋、近期战绩（胜负）、积分榜、未来赛程',
  tag: 'live',
  auth: 'none',
  params: matchIdParam(),
  response: analysis,
});

export const scheduleDates = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/data/schedule/dates',
  summary:
    '赛程/赛果页的日期条：有比赛的北京日期及场数（next 今天起 14 天，end 今天及之前 14 天，只数有赛果的场次）',
  tag: 'live',
  auth: 'none',
  query: z.object({
    type: sportEnum.describe('football 或 basketball'),
    range: z
      .enum(['next', 'end'], { error: '应为 next 或 end' })
      .describe('next 赛程（今天及以后），end 赛果（今天及以前）'),
  }),
  response: z.object({
    today: z.string().describe('北京时间今天 YYYY-MM-DD'),
    dates: z
      .array(z.object({ date: z.string(), count: count() }))
      .describe('按日期从早到晚，只含有比赛的日期'),
  }),
});

export const typedMatchItem = matchItem.extend({ matchType: sportEnum });

export const tvMatchList = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/tv/match-list',
  summary: '首页比赛条：进行中及 3 小时内开赛的比赛（两项运动，热门赛事在前，最多 30 场）',
  tag: 'live',
  auth: 'none',
  response: z.object({
    seq: z
      .object({ football: count(), basketball: count() })
      .describe('scores:football、scores:basketball 频道的 seq'),
    matches: z.array(typedMatchItem).describe('热门赛事在前，进行中在前，再按开赛时间'),
  }),
});

export const lotteryIssue = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/issue',
  summary:
    '彩票期次及其比赛（按编号）：默认为在售期（截止时间未到的最早一期，否则最近一期），附前后期号供切换',
  tag: 'live',
  auth: 'none',
  query: z.object({
    lotteryCode: lotteryCode.describe('jczq 竞彩足球、bjdc 北京单场、zc 足彩、jclq 竞彩篮球'),
    issueNo: z.string().trim().min(1).max(16).optional().describe('期号，默认在售期'),
  }),
  response: z.object({
    lotteryCode,
    issueNo: z.string(),
    salesCloseAt: z.number().int().describe('销售截止 Unix 毫秒'),
    onSale: z.boolean().describe('销售截止时间未到'),
    previous: z.string().nullable().describe('上一期期号'),
    next: z.string().nullable().describe('下一期期号'),
    issues: z
      .array(z.object({ issueNo: z.string(), salesCloseAt: z.number().int() }))
      .describe('本期前后各 3 期（含本期），按截止时间'),
    matches: z.array(
      typedMatchItem.extend({
        number: z.string().describe('本期编号，如 周日001、301、1'),
        playTypes: z.array(count()).describe('规格 §3 玩法代码'),
        handicap: z.number().nullable().describe('让球/让分（主队视角），未开售为 null'),
      }),
    ),
  }),
});
