// The match centre's words: its tabs and paths, timeline badges and minutes, statistics and box-score columns,
// and the W/D/L results of the analysis, per sport.

import type { MatchType } from '../../../contract/events';
import type { TeamStats } from '../../../contract/match';
import type { CentreTab } from '../../../contract/pages';
import type { BoxScoreEntry, TimelineEvent } from '../../../streams/match-centre';

// ---- tabs -----------------------------------------------------------------------------------

export interface CentreTabLink {
  tab: CentreTab;
  label: string;
}

/** 直播 分析 欧赔 亚盘 大小球 三合一 方案; basketball names its markets 欧赔 让分 总分 (the same routes). */
export function centreTabsOf(type: MatchType): CentreTabLink[] {
  const markets =
    type === 'football'
      ? { oupei: '欧赔', yapan: '亚盘', daxiaoqiu: '大小球' }
      : { oupei: '欧赔', yapan: '让分', daxiaoqiu: '总分' };
  return [
    { tab: 'live', label: '直播' },
    { tab: 'analysis', label: '分析' },
    { tab: 'oupei', label: markets.oupei },
    { tab: 'yapan', label: markets.yapan },
    { tab: 'daxiaoqiu', label: markets.daxiaoqiu },
    { tab: 'three', label: '三合一' },
    { tab: 'plan', label: '方案' },
  ];
}

/** /football/live/1101, /basketball/analysis/2001 … */
export const centrePath = (type: MatchType, tab: CentreTab, id: number) => `/${type}/${tab}/${id}`;

/** The odds market each odds tab mounts. */
export const marketOfTab = {
  oupei: 'europe',
  yapan: 'asia',
  daxiaoqiu: 'overUnder',
} as const satisfies Partial<Record<CentreTab, string>>;

// ---- the clock ------------------------------------------------------------------------------

// Football halves and extra time; basketball quarters and overtime. The other live states are breaks.
const runningStates = {
  football: new Set([2, 4, 5, 6]),
  basketball: new Set([2, 4, 6, 8, 9]),
} as const;

/** Whether the match clock is running in this state (a minute or game clock worth showing). */
export const clockRuns = (type: MatchType, state: number) => runningStates[type].has(state);

// ---- timeline -------------------------------------------------------------------------------

export type BadgeTone = 'goal' | 'miss' | 'yellow' | 'red' | 'sub' | 'var' | 'corner' | 'other';

export interface EventBadge {
  /** What the badge says (进球, 黄牌 …). */
  label: string;
  tone: BadgeTone;
}

const badges: Record<string, EventBadge> = {
  goal: { label: '进球', tone: 'goal' },
  ownGoal: { label: '乌龙', tone: 'goal' },
  penaltyGoal: { label: '点球', tone: 'goal' },
  penaltyMissed: { label: '点球未进', tone: 'miss' },
  yellowCard: { label: '黄牌', tone: 'yellow' },
  secondYellow: { label: '两黄变红', tone: 'red' },
  redCard: { label: '红牌', tone: 'red' },
  substitution: { label: '换人', tone: 'sub' },
  var: { label: 'VAR', tone: 'var' },
  corner: { label: '角球', tone: 'corner' },
  shootoutGoal: { label: '点球大战罚进', tone: 'goal' },
  shootoutMiss: { label: '点球大战罚失', tone: 'miss' },
  goalCancelled: { label: '进球取消', tone: 'var' },
  goalRuledOut: { label: '进球无效', tone: 'miss' },
  run: { label: '得分高潮', tone: 'other' },
  score: { label: '得分', tone: 'other' },
};

/** An unknown kind from a newer feed still gets a neutral badge rather than a raw code. */
export const eventBadge = (kind: string): EventBadge =>
  badges[kind] ?? { label: '事件', tone: 'other' };

/** Football period 4 is the shoot-out: it has no match minute. */
const SHOOTOUT = 4;

/** 23', 45+2', 点球 (the shoot-out). */
export const eventMinute = (e: Pick<TimelineEvent, 'minute' | 'addedMinute' | 'period'>) => {
  if (e.period === SHOOTOUT) return '点球';
  return e.addedMinute > 0 ? `${e.minute}+${e.addedMinute}'` : `${e.minute}'`;
};

/** The people of a line: the scorer with the assist, or who came on for whom. */
export function eventPeople(e: Pick<TimelineEvent, 'kind' | 'player' | 'relatedPlayer'>) {
  if (e.kind === 'substitution')
    return {
      main: e.relatedPlayer ? `${e.relatedPlayer} 换上` : '',
      sub: e.player ? `${e.player} 换下` : '',
    };
  if (e.kind === 'goal' && e.relatedPlayer)
    return { main: e.player, sub: `助攻：${e.relatedPlayer}` };
  if (e.kind === 'ownGoal') return { main: e.player, sub: '乌龙球' };
  // The badge says 进球取消 and the line the corrected score; a feed that names whose goal it was says so.
  if (e.kind === 'goalCancelled') return { main: e.player, sub: e.player ? '进球无效' : '' };
  if (e.kind === 'goalRuledOut') return { main: e.player, sub: '进球无效' };
  return { main: e.player, sub: '' };
}

/** Lines the football timeline shows: corners are counted in the statistics, not listed. */
export const onFootballTimeline = (e: Pick<TimelineEvent, 'kind'>) =>
  e.kind !== 'corner' && e.kind !== 'score' && e.kind !== 'run';

// ---- team statistics ------------------------------------------------------------------------

export type StatKey = keyof TeamStats;

/** Team statistics in the order the page lists them, with their Chinese names. */
export const statLabels: { key: StatKey; label: string; percent?: true }[] = [
  { key: 'possession', label: '控球率', percent: true },
  { key: 'attacks', label: '进攻' },
  { key: 'dangerousAttacks', label: '危险进攻' },
  { key: 'shots', label: '射门' },
  { key: 'shotsOnTarget', label: '射正' },
  { key: 'corners', label: '角球' },
  { key: 'saves', label: '扑救' },
  { key: 'fouls', label: '犯规' },
  { key: 'offsides', label: '越位' },
  { key: 'yellowCards', label: '黄牌' },
  { key: 'redCards', label: '红牌' },
  { key: 'fastBreakPoints', label: '快攻得分' },
  { key: 'pointsInPaint', label: '内线得分' },
  { key: 'biggestLead', label: '最大领先' },
  { key: 'timeoutsLeft', label: '剩余暂停' },
];

export interface StatPair {
  key: StatKey;
  label: string;
  home: number;
  away: number;
  /** The home side's share of the bar, 0-100 (50 when both are 0). */
  homeShare: number;
  percent: boolean;
}

/** The stats either side reports, as pairs for the bars; a stat neither side has is left out. */
export function statPairs(stats: { home: TeamStats; away: TeamStats } | null): StatPair[] {
  if (!stats) return [];
  return statLabels.flatMap(({ key, label, percent }) => {
    const home = stats.home[key];
    const away = stats.away[key];
    if (home === undefined && away === undefined) return [];
    const h = home ?? 0;
    const a = away ?? 0;
    const homeShare = h + a === 0 ? 50 : (h / (h + a)) * 100;
    return [{ key, label, home: h, away: a, homeShare, percent: percent === true }];
  });
}

// ---- box score ------------------------------------------------------------------------------

export type BoxStat = Exclude<
  keyof BoxScoreEntry,
  'playerId' | 'side' | 'name' | 'shirtNumber' | 'position' | 'positionLabel' | 'starter'
>;

export interface BoxColumn {
  key: BoxStat;
  /** The column's own head, under its group's when it has one (投篮 › 命中). */
  label: string;
  group?: '投篮' | '三分' | '罚球' | '篮板';
  /** Accuracies and the assist rate are percentages. */
  percent?: true;
  /** Flagged per team when it is a stat of spec §3 (field-goal attempts are shown but not ranked). */
  ranked: boolean;
}

/** Every field of spec §3's stat row, with the attempts beside the makes, grouped as score sites do. */
export const boxColumns: BoxColumn[] = [
  { key: 'minutesPlayed', label: '时间', ranked: true },
  { key: 'points', label: '得分', ranked: true },
  { key: 'fieldGoalsScored', label: '命中', group: '投篮', ranked: true },
  { key: 'fieldGoalsTotal', label: '出手', group: '投篮', ranked: false },
  { key: 'fieldGoalsAccuracy', label: '命中率', group: '投篮', percent: true, ranked: true },
  { key: 'threePoints', label: '得分', group: '三分', ranked: true },
  { key: 'threePointsScored', label: '命中', group: '三分', ranked: true },
  { key: 'threePointsTotal', label: '出手', group: '三分', ranked: true },
  { key: 'threePointsAccuracy', label: '命中率', group: '三分', percent: true, ranked: true },
  { key: 'freeThrowsScored', label: '命中', group: '罚球', ranked: true },
  { key: 'freeThrowsTotal', label: '出手', group: '罚球', ranked: true },
  { key: 'freeThrowsAccuracy', label: '命中率', group: '罚球', percent: true, ranked: true },
  { key: 'rebounds', label: '总数', group: '篮板', ranked: true },
  { key: 'offensiveRebounds', label: '前场', group: '篮板', ranked: true },
  { key: 'defensiveRebounds', label: '后场', group: '篮板', ranked: true },
  { key: 'assists', label: '助攻', ranked: true },
  { key: 'steals', label: '抢断', ranked: true },
  { key: 'blocks', label: '盖帽', ranked: true },
  { key: 'turnovers', label: '失误', ranked: true },
  { key: 'fouls', label: '犯规', ranked: true },
  { key: 'assistRate', label: '助攻率', percent: true, ranked: true },
];

export interface BoxHeadCell {
  label: string;
  /** Columns under it: a group spans its columns, an ungrouped column spans both head rows. */
  span: number;
  grouped: boolean;
}

/** The first head row: each group once over its columns, each ungrouped column on its own. */
export function boxGroupRow(columns: readonly BoxColumn[] = boxColumns): BoxHeadCell[] {
  const cells: BoxHeadCell[] = [];
  for (const c of columns) {
    const last = cells.at(-1);
    if (c.group && last?.grouped && last.label === c.group) last.span++;
    else cells.push({ label: c.group ?? c.label, span: 1, grouped: c.group !== undefined });
  }
  return cells;
}

/** 50%, 33.3%; a count as it is. */
export const statText = (value: number, percent: boolean) => {
  if (!percent) return String(value);
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
};

// ---- analysis -------------------------------------------------------------------------------

export type Result = 'W' | 'D' | 'L';

export const resultLabels: Record<Result, string> = { W: '胜', D: '平', L: '负' };

/** 胜 red, 平 blue, 负 green: the score sites' colours. */
export const resultTone: Record<Result, string> = {
  W: 'bg-brand-500 text-white',
  D: 'bg-sky-500 text-white',
  L: 'bg-emerald-500 text-white',
};

/** The same colours as text (the table's 近况 column). */
export const formTone: Record<Result, string> = {
  W: 'text-brand-600',
  D: 'text-sky-600',
  L: 'text-emerald-600',
};

export interface RecordCounts {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scoredFor: number;
  scoredAgainst: number;
}

/** 3胜2平5负，进12球失15球 (football); 6胜4负，得1050分失1002分 (basketball). */
export function recordText(type: MatchType, r: RecordCounts): string {
  if (type === 'football')
    return `${r.won}胜${r.drawn}平${r.lost}负，进${r.scoredFor}球失${r.scoredAgainst}球`;
  return `${r.won}胜${r.lost}负，得${r.scoredFor}分失${r.scoredAgainst}分`;
}

/** The win share of a record, 0-100, one decimal ('-' before any match). */
export const winRateText = (r: RecordCounts) =>
  r.played === 0 ? '-' : `${Math.round((r.won / r.played) * 1000) / 10}%`;
