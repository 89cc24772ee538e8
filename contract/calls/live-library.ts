// Calls of the data library (spec §2 Data library, §7 Live data): teams, players, league tables, the
// competition filters of the score lists and the library index.
import { z } from 'zod';
import { defineCall } from '../call';
import { regionNames } from '../enums/regions';
import { matchItem } from '../match';
import { int } from '../wire';
import { dayQuery } from './live';

const count = () => z.number().int().nonnegative().safe();

/** A positive integer id in the path, e.g. /live/fb-team/{id}. */
export const idParam = (what: string) =>
  int().pipe(z.number().positive('应为正整数')).describe(`${what} id`);

export const sportEnum = z.enum(['football', 'basketball'], {
  error: '应为 football 或 basketball',
});

export const lotteryCodes = ['jczq', 'bjdc', 'zc', 'jclq'] as const;
export const lotteryCode = z.enum(lotteryCodes, { error: '应为 jczq、bjdc、zc 或 jclq' });

/** One row of a league table (football 3/1/0 points; basketball points = wins). */
export const tableRow = z.object({
  rank: count(),
  teamId: z.number().int().positive(),
  team: z.string().describe('球队简称'),
  played: count(),
  won: count(),
  drawn: count(),
  lost: count(),
  scoredFor: count().describe('进球 / 得分'),
  scoredAgainst: count().describe('失球 / 失分'),
  difference: z.number().int().describe('净胜球 / 净胜分'),
  points: count().describe('积分（篮球为胜场）'),
  winRate: z.number().min(0).max(100).describe('胜率 %，一位小数'),
  form: z.string().describe('近 5 场，旧到新：W 胜 D 平 L 负'),
});
export type TableRow = z.output<typeof tableRow>;

/** Zone tones of a table: the colour a rank range is marked with. */
export const zoneTones = [
  'champions',
  'europe',
  'conference',
  'promotion',
  'playoff',
  'relegation',
] as const;

/** A rank range of a league table with what it leads to (欧冠, 降级 …), as the feed reports it. */
export const leagueZone = z.object({
  from: z.number().int().positive().describe('起始名次'),
  to: z.number().int().positive().describe('结束名次（含）'),
  label: z.string().describe('如 欧冠、欧联、降级、季后赛'),
  tone: z.enum(zoneTones),
});
export type LeagueZone = z.output<typeof leagueZone>;

export const competitionInfo = z.object({
  id: z.number().int().positive(),
  matchType: sportEnum,
  name: z.string().describe('赛事全称'),
  shortName: z.string().describe('赛事简称'),
  country: z.string().describe('国家或地区（洲际赛事为 国际）'),
  kind: z.enum(['league', 'cup']).describe('league 联赛 / cup 杯赛'),
  tier: count().describe('1 顶级联赛，数字越大级别越低'),
  color: z.string().describe('赛事颜色 #rrggbb'),
  hot: z.boolean(),
  seasonId: z.number().int().positive(),
  seasonName: z.string().describe('赛季，如 2026/27'),
});
export type CompetitionInfo = z.output<typeof competitionInfo>;

/** A match from one team's point of view: W/D/L by the final score (penalty shoot-outs not counted). */
export const teamResult = matchItem.extend({
  result: z.enum(['W', 'D', 'L']).describe('该队视角：W 胜 D 平 L 负'),
});
export type TeamResult = z.output<typeof teamResult>;

export const squadPlayer = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  shirtNumber: count(),
  position: z.string().describe('规格 §3 位置代码'),
  positionLabel: z.string().describe('位置中文名，未知代码为空'),
  nationality: z.string(),
  birthYear: count(),
  heightCm: count(),
});

const teamInfo = z.object({
  id: z.number().int().positive(),
  matchType: sportEnum,
  name: z.string().describe('全称'),
  shortName: z.string(),
  country: z.string(),
  competitionId: z.number().int().positive().describe('所在联赛'),
  competition: z.string().describe('联赛简称'),
  competitionName: z.string().describe('联赛全称'),
  seasonName: z.string(),
});

const teamPage = z.object({
  team: teamInfo,
  squad: z.array(squadPlayer).describe('按位置（门将、后卫、中场、前锋）再按号码'),
  tableRow: tableRow.nullable().describe('在所在联赛积分榜的一行，无积分榜为 null'),
  results: z.array(teamResult).describe('最近 10 场完场比赛，新到旧'),
  fixtures: z.array(matchItem).describe('接下来 5 场未开赛比赛，按开赛时间'),
});

export const fbTeam = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb-team/{id}',
  summary: '足球球队资料：球队、阵容、积分榜排名、近 10 场赛果、未来 5 场赛程',
  tag: 'live',
  auth: 'none',
  params: z.object({ id: idParam('球队') }),
  response: teamPage,
});

export const bbTeam = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/bb-team/{id}',
  summary: '篮球球队资料：球队、阵容、积分榜排名、近 10 场赛果、未来 5 场赛程',
  tag: 'live',
  auth: 'none',
  params: z.object({ id: idParam('球队') }),
  response: teamPage,
});

const playerTeam = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  shortName: z.string(),
  country: z.string(),
  competitionId: z.number().int().positive(),
  competition: z.string().describe('联赛简称'),
});

const playerPage = z.object({ player: squadPlayer, team: playerTeam });

export const fbPlayer = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb-player/{id}',
  summary: '足球球员资料及所属球队',
  tag: 'live',
  auth: 'none',
  params: z.object({ id: idParam('球员') }),
  response: playerPage,
});

/** Season averages per game from the box scores of this season's finished matches (all competitions). */
export const seasonAverages = z.object({
  games: count().describe('出场数'),
  minutes: z.number().nonnegative().describe('场均时间'),
  points: z.number().nonnegative().describe('场均得分'),
  rebounds: z.number().nonnegative().describe('场均篮板'),
  assists: z.number().nonnegative().describe('场均助攻'),
  steals: z.number().nonnegative().describe('场均抢断'),
  blocks: z.number().nonnegative().describe('场均盖帽'),
  fieldGoalsAccuracy: z.number().min(0).max(100).describe('投篮命中率 %（总命中 / 总出手）'),
  threePointsAccuracy: z.number().min(0).max(100).describe('三分命中率 %'),
  freeThrowsAccuracy: z.number().min(0).max(100).describe('罚球命中率 %'),
});

export const bbPlayer = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/bb-player/{id}',
  summary: '篮球球员资料、所属球队及本赛季场均数据',
  tag: 'live',
  auth: 'none',
  params: z.object({ id: idParam('球员') }),
  response: playerPage.extend({ averages: seasonAverages }),
});

const standingsPage = z.object({
  competition: competitionInfo,
  rows: z.array(tableRow).describe('按排名；杯赛无积分榜时为空'),
});

export const fbStandings = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/fb/standings/{competitionId}',
  summary: '足球赛事本赛季积分榜',
  tag: 'live',
  auth: 'none',
  params: z.object({ competitionId: idParam('赛事') }),
  response: standingsPage,
});

export const basketStandings = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/basket/standings/{competitionId}',
  summary: '篮球赛事本赛季积分榜',
  tag: 'live',
  auth: 'none',
  params: z.object({ competitionId: idParam('赛事') }),
  response: standingsPage,
});

/** One competition of the score lists' filter (allEventCom, lqAllEventCom). */
export const dayCompetition = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  shortName: z.string(),
  country: z.string(),
  color: z.string(),
  hot: z.boolean(),
  tier: count(),
  count: count().describe('当日比赛场数'),
  lottery: z
    .partialRecord(lotteryCode, count())
    .describe('当日带该彩种编号的比赛场数，如 { jczq: 3, bjdc: 5 }（竞足、北单、足彩筛选用）'),
});

const dayCompetitions = z.object({
  date: z.string().describe('北京时间日期 YYYY-MM-DD'),
  competitions: z.array(dayCompetition).describe('热门在前，再按级别、场数'),
});

export const footballCompetitions = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/football/competitions',
  summary: '某日足球比赛列表的赛事筛选：当日有比赛的赛事、场数、热门、彩种场数',
  tag: 'live',
  auth: 'none',
  query: z.object({ date: dayQuery() }),
  response: dayCompetitions,
});

export const basketballCompetitions = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/basketball/competitions',
  summary: '某日篮球比赛列表的赛事筛选：当日有比赛的赛事、场数、热门、彩种场数',
  tag: 'live',
  auth: 'none',
  query: z.object({ date: dayQuery() }),
  response: dayCompetitions,
});

const country = z.object({
  country: z.string().describe('国家或地区'),
  competitions: z.array(competitionInfo).describe('热门在前，再按级别'),
});

const sportIndex = z.object({
  hot: z.array(competitionInfo).describe('热门赛事，按级别'),
  regions: z
    .array(
      z.object({
        region: z.enum(regionNames).describe('国际、欧洲、亚洲、美洲、非洲、大洋洲、其他'),
        countries: z.array(country).describe('有热门赛事的在前，再按级别、赛事数'),
      }),
    )
    .describe('按 国际、欧洲、亚洲、美洲… 的顺序，只列有赛事的'),
});
export type LibrarySportIndex = z.output<typeof sportIndex>;

export const database = defineCall({
  host: 'live',
  method: 'GET',
  path: '/live/database',
  summary:
    '资料库首页：两项运动的热门赛事，及按洲（国际、欧洲、亚洲、美洲…）再按国家/地区分组的赛事',
  tag: 'live',
  auth: 'none',
  response: z.object({ football: sportIndex, basketball: sportIndex }),
});
