// Calls of a competition page in the data library (spec §2 hot-league links, §7 /live/database): the head
// with its seasons and tabs, the table with home and away splits, the schedule by round or day, the cup
// bracket and the leaders. All read-only, open to guests, cached by the server (ETag, gzip).
import { z } from 'zod';
import { defineCall } from '../call';
import { matchItem } from '../match';
import { competitionTabs } from '../pages';
import { int } from '../wire';
import { competitionInfo, idParam, leagueZone } from './live-library';

const count = () => z.number().int().nonnegative().safe();
const params = z.object({ id: idParam('赛事') });
const seasonQuery = int()
  .pipe(z.number().positive('应为正整数'))
  .optional()
  .describe('赛季 id，缺省为当前赛季');

export const seasonInfo = z.object({
  id: z.number().int().positive(),
  name: z.string().describe('如 2026/27'),
  current: z.boolean(),
});
export type SeasonInfo = z.output<typeof seasonInfo>;

export const competitionHead = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/database/competition/{id}',
  summary: '资料库赛事页头：赛事、库中赛季、该赛季有数据的标签页',
  tag: 'live',
  auth: 'none',
  params,
  query: z.object({ seasonId: seasonQuery }),
  response: z.object({
    competition: competitionInfo,
    zones: z.array(leagueZone).describe('积分榜区间（分组的联赛每组同用）'),
    season: seasonInfo.describe('所问赛季；库中无此赛季时 hasData 为 false'),
    hasData: z.boolean().describe('该赛季库中有比赛'),
    seasons: z.array(seasonInfo).describe('新到旧'),
    tabs: z
      .array(z.enum(competitionTabs))
      .describe('积分榜（联赛）、赛程、对阵图（有淘汰赛时）、数据榜'),
  }),
});

/** One row of a competition page's table: the league table row plus streak and games behind. */
export const standingRow = z.object({
  rank: count(),
  teamId: z.number().int().positive(),
  team: z.string(),
  group: z.string(),
  played: count(),
  won: count(),
  drawn: count(),
  lost: count(),
  scoredFor: count(),
  scoredAgainst: count(),
  difference: z.number().int(),
  points: count(),
  winRate: z.number().min(0).max(100),
  form: z.string().describe('近 5 场，旧到新：W 胜 D 平 L 负'),
  streak: z.string().describe('W3 三连胜，L2 两连败；未赛为空'),
  gamesBehind: z.number().describe('篮球胜场差（与本组第一，可为负）；足球为 0'),
});
export type StandingRow = z.output<typeof standingRow>;

export const standingGroup = z.object({
  name: z.string().describe('分组（NBA 东部 / 西部）；单一积分榜为空'),
  total: z.array(standingRow),
  home: z.array(standingRow).describe('只计主场比赛'),
  away: z.array(standingRow).describe('只计客场比赛'),
});
export type StandingGroup = z.output<typeof standingGroup>;

export const competitionStandings = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/database/competition/{id}/standings',
  summary: '资料库赛事积分榜：总/主场/客场，近 5 场，分区颜色，篮球按分区并带胜场差、连胜连败',
  tag: 'live',
  auth: 'none',
  params,
  query: z.object({ seasonId: seasonQuery }),
  response: z.object({
    seasonId: z.number().int().positive(),
    zones: z.array(leagueZone),
    groups: z.array(standingGroup).describe('杯赛或无数据时为空'),
  }),
});

export const roundInfo = z.object({
  name: z.string().describe('第3轮、1/4决赛…'),
  count: count(),
  firstKickoffAt: z.number().int(),
});

export const competitionSchedule = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/database/competition/{id}/schedule',
  summary: '资料库赛事赛程赛果：按轮次（缺省当前轮）或按日期',
  tag: 'live',
  auth: 'none',
  params,
  query: z.object({
    seasonId: seasonQuery,
    round: z.string().trim().min(1).max(20).optional().describe('轮次名称'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期应为 YYYY-MM-DD')
      .optional()
      .describe('北京时间日期；给出时按日期'),
  }),
  response: z.object({
    seasonId: z.number().int().positive(),
    rounds: z.array(roundInfo).describe('按开赛时间'),
    days: z.array(z.string()).describe('有比赛的北京时间日期'),
    currentRound: z.string().nullable(),
    round: z.string().nullable().describe('本次答的轮次（按日期时为 null）'),
    date: z.string().nullable().describe('本次答的日期（按轮次时为 null）'),
    matches: z.array(matchItem).describe('按开赛时间'),
  }),
});

const bracketSide = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  score: count().nullable().describe('总比分；未赛为 null'),
  penalties: count().nullable(),
});

export const bracketTie = z.object({
  matchIds: z.array(z.number().int().positive()).describe('本对阵各回合比赛'),
  kickoffAt: z.number().int(),
  state: count().describe('最后一回合的比赛状态'),
  home: bracketSide,
  away: bracketSide,
  winnerId: z.number().int().positive().nullable(),
  from: z.array(count()).describe('上一轮中出线来源对阵的序号'),
});
export type BracketTie = z.output<typeof bracketTie>;

export const competitionBracket = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/database/competition/{id}/bracket',
  summary: '资料库杯赛对阵图：淘汰赛各轮（早到晚），每轮的对阵按上一轮来源排好',
  tag: 'live',
  auth: 'none',
  params,
  query: z.object({ seasonId: seasonQuery }),
  response: z.object({
    seasonId: z.number().int().positive(),
    rounds: z.array(z.object({ name: z.string(), ties: z.array(bracketTie) })),
  }),
});

export const leaderRow = z.object({
  rank: count(),
  playerId: z.number().int().positive(),
  name: z.string(),
  teamId: z.number().int().positive(),
  team: z.string(),
  value: z.number().nonnegative().describe('总数，篮球为场均（一位小数）'),
  games: count().describe('出场数'),
});
export type LeaderRow = z.output<typeof leaderRow>;

export const leaderBoardKeys = [
  'goals',
  'assists',
  'yellowCards',
  'redCards',
  'cleanSheets',
  'points',
  'rebounds',
  'assistsPerGame',
  'steals',
  'blocks',
] as const;

export const leaderBoard = z.object({
  key: z.enum(leaderBoardKeys),
  label: z.string().describe('射手榜、助攻榜…'),
  unit: z.string().describe('球、次、张、场、分…'),
  rows: z.array(leaderRow).describe('前 20，并列同名次'),
});
export type LeaderBoard = z.output<typeof leaderBoard>;

export const competitionLeaders = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/database/competition/{id}/leaders',
  summary:
    '资料库赛事数据榜：足球射手、助攻、黄牌、红牌、零封；篮球场均得分、篮板、助攻、抢断、盖帽',
  tag: 'live',
  auth: 'none',
  params,
  query: z.object({ seasonId: seasonQuery }),
  response: z.object({
    seasonId: z.number().int().positive(),
    minGames: count().describe('篮球场均榜的最少出场数（本队已赛场次的一半，向上取整）；足球为 0'),
    boards: z.array(leaderBoard),
  }),
});
