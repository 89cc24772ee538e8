// The data library's team and player pages beyond the spec's four calls (issue 21): a team's season
// (statistics, home/away, matches, chart series), head-to-head, a team search for the h2h picker, and a
// player's season (statistics and game log). Each is a GET on the live host, cached with an ETag.
import { z } from 'zod';
import { defineCall } from '../call';
import { boxScoreRow, matchItem } from '../match';
import { idParam, teamResult } from './live-library';

const count = () => z.number().int().nonnegative().safe();
const teamId = () => z.number().int().positive();

/** Played, W/D/L and goals (points) for and against over some finished matches. */
export const record = z.object({
  played: count(),
  won: count(),
  drawn: count().describe('篮球恒为 0'),
  lost: count(),
  scoredFor: count(),
  scoredAgainst: count(),
});
export type TeamRecord = z.output<typeof record>;

export const teamSeasonStats = record.extend({
  forPerGame: z.number().nonnegative().describe('场均进球 / 得分，一位小数'),
  againstPerGame: z.number().nonnegative().describe('场均失球 / 失分，一位小数'),
  cleanSheets: count().nullable().describe('零封场次（足球），篮球为 null'),
  home: record.describe('主场战绩'),
  away: record.describe('客场战绩'),
});
export type TeamSeasonStats = z.output<typeof teamSeasonStats>;

/** One finished match of the team, oldest first: the charts' x axis. */
export const seasonPoint = z.object({
  matchId: teamId(),
  kickoffAt: z.number().int(),
  round: z.string().describe('如 第12轮'),
  opponent: z.string().describe('对手简称'),
  league: z.boolean().describe('所在联赛的比赛（排名曲线只取这些）'),
  position: count()
    .nullable()
    .describe('该场后的联赛排名（按积分、净胜、进球排序），非联赛比赛为 null'),
  scoredFor: count(),
  scoredAgainst: count(),
  result: z.enum(['W', 'D', 'L']),
});
export type SeasonPoint = z.output<typeof seasonPoint>;

const teamName = z.object({ id: teamId(), name: z.string(), shortName: z.string() });
export type TeamName = z.output<typeof teamName>;

const teamSeason = z.object({
  teamId: teamId(),
  seasonName: z.string(),
  stats: teamSeasonStats.describe('本赛季所有赛事的完场比赛'),
  results: z.array(teamResult).describe('本赛季完场比赛，新到旧'),
  upcoming: z.array(matchItem).describe('进行中与未开赛的比赛，按开赛时间'),
  series: z.array(seasonPoint).describe('图表用：本赛季完场比赛，旧到新'),
  leagueTeams: z.array(teamName).describe('同联赛其他球队（交锋选择），按积分榜排名'),
});
export type TeamSeason = z.output<typeof teamSeason>;

const teamParams = z.object({ id: idParam('球队') });

export const fbTeamSeason = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb-team/{id}/season',
  summary: '足球球队本赛季：战绩、主客场、零封、赛果与赛程、排名与进失球走势',
  tag: 'live',
  auth: 'none',
  params: teamParams,
  response: teamSeason,
});

export const bbTeamSeason = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/bb-team/{id}/season',
  summary: '篮球球队本赛季：战绩、主客场、赛果与赛程、每场得失分走势',
  tag: 'live',
  auth: 'none',
  params: teamParams,
  response: teamSeason,
});

const h2h = z.object({
  team: teamName,
  other: teamName,
  meetings: z.array(teamResult).describe('数据库中两队所有完场交锋，新到旧，以 team 视角'),
  summary: record.describe('team 视角的胜平负与进失球'),
});
export type HeadToHead = z.output<typeof h2h>;

const h2hParams = z.object({ id: idParam('球队'), otherId: idParam('对手球队') });

export const fbTeamH2h = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb-team/{id}/h2h/{otherId}',
  summary: '足球两队历史交锋及胜平负汇总',
  tag: 'live',
  auth: 'none',
  params: h2hParams,
  response: h2h,
});

export const bbTeamH2h = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/bb-team/{id}/h2h/{otherId}',
  summary: '篮球两队历史交锋及胜负汇总',
  tag: 'live',
  auth: 'none',
  params: h2hParams,
  response: h2h,
});

const searchQuery = z.object({
  kw: z.string().trim().min(1, '请输入球队名').max(20, '最多 20 个字').describe('球队名关键字'),
});
const teamHits = z.object({
  list: z
    .array(teamName.extend({ competition: z.string().describe('联赛简称') }))
    .describe('最多 20 支'),
});

export const fbTeamSearch = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb-team-search',
  summary: '按名称搜索足球球队（交锋对手选择）',
  tag: 'live',
  auth: 'none',
  query: searchQuery,
  response: teamHits,
});

export const bbTeamSearch = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/bb-team-search',
  summary: '按名称搜索篮球球队（交锋对手选择）',
  tag: 'live',
  auth: 'none',
  query: searchQuery,
  response: teamHits,
});

/** A match of a game log, as the player's team saw it. */
export const logGame = z.object({
  matchId: teamId(),
  kickoffAt: z.number().int(),
  competitionId: teamId(),
  competition: z.string(),
  color: z.string(),
  round: z.string(),
  home: z.boolean().describe('球员一方是否主队'),
  opponent: z.object({ id: teamId(), name: z.string().describe('简称') }),
  scoredFor: count(),
  scoredAgainst: count(),
  result: z.enum(['W', 'D', 'L']),
});
export type LogGame = z.output<typeof logGame>;

const fbLine = z.object({
  starter: z.boolean().describe('首发；否则替补登场'),
  goals: count(),
  assists: count(),
  yellowCards: count(),
  redCards: count().describe('含两黄变一红'),
});

const fbPlayerSeasonAnswer = z.object({
  stats: z.object({
    appearances: count().describe('出场（首发或替补登场）'),
    starts: count(),
    goals: count().describe('不含乌龙球'),
    assists: count(),
    yellowCards: count(),
    redCards: count(),
  }),
  log: z.array(logGame.extend({ line: fbLine })).describe('本赛季出场的完场比赛，新到旧'),
});
export type FbPlayerSeason = z.output<typeof fbPlayerSeasonAnswer>;

export const fbPlayerSeason = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb-player/{id}/season',
  summary: '足球球员本赛季：出场、首发、进球、助攻、红黄牌及逐场记录',
  tag: 'live',
  auth: 'none',
  params: z.object({ id: idParam('球员') }),
  response: fbPlayerSeasonAnswer,
});

/** Spec §3 stat row without who it is (the page knows). */
export const bbLine = boxScoreRow.omit({
  playerId: true,
  side: true,
  name: true,
  shirtNumber: true,
  position: true,
});
export type BbLine = z.output<typeof bbLine>;

const bbTotals = z.object({
  games: count(),
  starts: count(),
  minutes: count(),
  points: count(),
  rebounds: count(),
  assists: count(),
  steals: count(),
  blocks: count(),
  turnovers: count(),
  fouls: count(),
  fieldGoalsScored: count(),
  fieldGoalsTotal: count(),
  threePointsScored: count(),
  threePointsTotal: count(),
  freeThrowsScored: count(),
  freeThrowsTotal: count(),
});

const bbPlayerSeasonAnswer = z.object({
  totals: bbTotals.describe('本赛季有出场时间的完场比赛合计'),
  log: z.array(logGame.extend({ line: bbLine })).describe('本赛季完场比赛的技术统计，新到旧'),
});
export type BbPlayerSeason = z.output<typeof bbPlayerSeasonAnswer>;

export const bbPlayerSeason = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/bb-player/{id}/season',
  summary: '篮球球员本赛季：合计数据及逐场技术统计',
  tag: 'live',
  auth: 'none',
  params: z.object({ id: idParam('球员') }),
  response: bbPlayerSeasonAnswer,
});
