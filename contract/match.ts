// Shapes of match data shared by the live-data calls and the bus events: statistics, line-ups, box scores.
import { z } from 'zod';

const count = () => z.number().int().nonnegative().safe();
const percent = () => z.number().min(0).max(100);

/** Per-side statistics; football and basketball fill the keys that apply to them. */
export const teamStats = z.object({
  possession: percent().optional().describe('控球率 %'),
  shots: count().optional(),
  shotsOnTarget: count().optional(),
  corners: count().optional(),
  fouls: count().optional(),
  offsides: count().optional(),
  yellowCards: count().optional(),
  redCards: count().optional(),
  saves: count().optional(),
  attacks: count().optional(),
  dangerousAttacks: count().optional(),
  fastBreakPoints: count().optional(),
  pointsInPaint: count().optional(),
  biggestLead: count().optional(),
  timeoutsLeft: count().optional(),
});
export type TeamStats = z.output<typeof teamStats>;

export const side = z.enum(['home', 'away']);

export const lineupPlayer = z.object({
  playerId: z.number().int().positive(),
  side,
  name: z.string().max(64),
  shirtNumber: count(),
  position: z.string().max(8).describe('规格 §3 位置代码'),
  starter: z.boolean(),
  captain: z.boolean(),
});
export type LineupPlayer = z.output<typeof lineupPlayer>;

/** Spec §3 basketball player stat row (accuracies and assistRate in percent). */
export const boxScoreRow = z.object({
  playerId: z.number().int().positive(),
  side,
  name: z.string().max(64),
  shirtNumber: count(),
  position: z.string().max(8),
  starter: z.boolean(),
  minutesPlayed: count(),
  points: count(),
  fieldGoalsScored: count(),
  fieldGoalsTotal: count(),
  fieldGoalsAccuracy: percent(),
  threePoints: count(),
  threePointsScored: count(),
  threePointsTotal: count(),
  threePointsAccuracy: percent(),
  freeThrowsScored: count(),
  freeThrowsTotal: count(),
  freeThrowsAccuracy: percent(),
  rebounds: count(),
  offensiveRebounds: count(),
  defensiveRebounds: count(),
  assists: count(),
  steals: count(),
  blocks: count(),
  turnovers: count(),
  fouls: count(),
  assistRate: percent(),
});
export type BoxScoreRow = z.output<typeof boxScoreRow>;

/** One side of a match row: the team and its counters (football half/cards/corners; basketball periods). */
export const matchSide = z.object({
  id: z.number().int().positive(),
  name: z.string().describe('列表用简称'),
  score: count(),
  half: count().nullable().describe('足球半场比分'),
  periods: z.array(count()).describe('足球 [上, 下, 加时]；篮球各节及加时'),
  penalties: count().nullable().describe('点球大战进球'),
  red: count(),
  yellow: count(),
  corners: count(),
  rank: count().nullable().describe('联赛排名'),
});

/** The main bookmaker's current lines (see server/providers/feed/types.ts FeedOdds for the values). */
export const mainOdds = z.object({
  europe: z.array(z.number()).nullable().describe('欧赔 [主胜, 平, 客胜]（篮球 [主, 客]）'),
  asia: z.array(z.number()).nullable().describe('亚盘 [主水, 盘口, 客水]，盘口为主队让球数'),
  overUnder: z.array(z.number()).nullable().describe('大小 [大水, 盘口, 小水]'),
});

/** Spec §3 match list item: one row of a score list (the client adds `top` from local storage). */
export const matchItem = z.object({
  id: z.number().int().positive(),
  competitionId: z.number().int().positive(),
  competition: z.string().describe('赛事简称'),
  color: z.string(),
  round: z.string(),
  kickoffAt: z.number().int().describe('Unix 毫秒'),
  state: count().describe('规格 §3 比赛状态码'),
  periodStartAt: z.number().int().nullable().describe('本节/半场开始的 Unix 毫秒'),
  minute: count(),
  addedTime: count(),
  clockSeconds: count().nullable(),
  home: matchSide,
  away: matchSide,
  odds: mainOdds,
  /** Lottery numbers of the match by lottery code: { jczq: '周日001', bjdc: '12' }. */
  lottery: z.record(z.string(), z.string()),
  hot: z.boolean(),
  knockout: z.boolean(),
  neutral: z.boolean(),
});
export type MatchItem = z.output<typeof matchItem>;

/** A list snapshot with the scores channel seq it reflects: join the channel from `seq` without gaps. */
export const matchBoard = z.object({
  seq: count().describe('scores:<type> 频道的 seq'),
  date: z.string().describe('北京时间日期 YYYY-MM-DD'),
  matches: z.array(matchItem),
});
export type MatchBoard = z.output<typeof matchBoard>;
