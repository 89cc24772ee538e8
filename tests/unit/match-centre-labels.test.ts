// The match centre's pure helpers: tabs and paths, the clock's states, timeline badges and minutes, stat
// pairs, the box score's columns and team line, quarter columns, records; and the text live's shaping.
import { describe, expect, it } from 'vitest';
import { boxTotals, quarterColumns } from '../../src/features/match-centre/figures';
import {
  boxColumns,
  boxGroupRow,
  centrePath,
  centreTabsOf,
  clockRuns,
  eventBadge,
  eventMinute,
  eventPeople,
  onFootballTimeline,
  recordText,
  statPairs,
  statText,
  winRateText,
} from '../../src/features/match-centre/labels';
import { commentaryBlocks, textLiveMatches } from '../../src/features/text-live/commentary';
import type { Board, BoardRow } from '../../streams/board';
import type { BoxScoreEntry, TimelineEvent } from '../../streams/match-centre';

describe('tabs', () => {
  it('names the markets per sport, on the same routes, with the experts’ 方案 last', () => {
    expect(centreTabsOf('football').map((t) => t.label)).toEqual([
      '直播',
      '分析',
      '欧赔',
      '亚盘',
      '大小球',
      '三合一',
      '方案',
    ]);
    expect(centreTabsOf('basketball').map((t) => `${t.tab}:${t.label}`)).toEqual([
      'live:直播',
      'analysis:分析',
      'oupei:欧赔',
      'yapan:让分',
      'daxiaoqiu:总分',
      'three:三合一',
      'plan:方案',
    ]);
    expect(centrePath('basketball', 'three', 2001)).toBe('/basketball/three/2001');
  });

  it('runs the clock in halves, extra time, quarters and overtime only', () => {
    expect([1, 2, 3, 4, 5, 7, 8].map((s) => clockRuns('football', s))).toEqual([
      false,
      true,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect([2, 3, 5, 8, 9, 10].map((s) => clockRuns('basketball', s))).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('timeline words', () => {
  it('writes the minute with stoppage time, and the shoot-out without one', () => {
    expect(eventMinute({ minute: 23, addedMinute: 0, period: 1 })).toBe("23'");
    expect(eventMinute({ minute: 90, addedMinute: 3, period: 2 })).toBe("90+3'");
    expect(eventMinute({ minute: 120, addedMinute: 0, period: 4 })).toBe('点球');
  });

  it('badges every kind in Chinese, an unknown one neutrally', () => {
    expect(eventBadge('ownGoal')).toEqual({ label: '乌龙', tone: 'goal' });
    expect(eventBadge('secondYellow').tone).toBe('red');
    expect(eventBadge('var').label).toBe('VAR');
    expect(eventBadge('somethingNew')).toEqual({ label: '事件', tone: 'other' });
    // A goal taken back by VAR: the cancellation, and the goal it cancelled.
    expect(eventBadge('goalCancelled')).toEqual({ label: '进球取消', tone: 'var' });
    expect(eventBadge('goalRuledOut')).toEqual({ label: '进球无效', tone: 'miss' });
    expect(eventPeople({ kind: 'goalRuledOut', player: '甲', relatedPlayer: '乙' })).toEqual({
      main: '甲',
      sub: '进球无效',
    });
  });

  it('names who came on for whom, and the assist', () => {
    expect(eventPeople({ kind: 'substitution', player: '甲', relatedPlayer: '乙' })).toEqual({
      main: '乙 换上',
      sub: '甲 换下',
    });
    expect(eventPeople({ kind: 'goal', player: '甲', relatedPlayer: '乙' })).toEqual({
      main: '甲',
      sub: '助攻：乙',
    });
    expect(eventPeople({ kind: 'yellowCard', player: '甲', relatedPlayer: '' }).sub).toBe('');
  });

  it('leaves corners and basketball lines off the football timeline', () => {
    expect(
      ['goal', 'corner', 'score', 'run', 'var'].filter((kind) => onFootballTimeline({ kind })),
    ).toEqual(['goal', 'var']);
  });
});

describe('statPairs', () => {
  it('lists the stats either side has, in order, with the home share of the bar', () => {
    const pairs = statPairs({
      home: { shots: 6, possession: 60, corners: 0 },
      away: { shots: 2, possession: 40, corners: 0, offsides: 1 },
    });
    expect(pairs.map((p) => [p.label, p.home, p.away, p.homeShare])).toEqual([
      ['控球率', 60, 40, 60],
      ['射门', 6, 2, 75],
      ['角球', 0, 0, 50],
      ['越位', 0, 1, 0],
    ]);
    expect(pairs[0]?.percent).toBe(true);
    expect(statPairs(null)).toEqual([]);
  });

  it('prints percentages with at most one decimal', () => {
    expect(statText(50, true)).toBe('50%');
    expect(statText(33.3, true)).toBe('33.3%');
    expect(statText(12, false)).toBe('12');
  });
});

const box = (patch: Partial<BoxScoreEntry>): BoxScoreEntry => ({
  playerId: 1,
  side: 'home',
  name: '球员',
  shirtNumber: 1,
  position: 'PG',
  positionLabel: '控球后卫',
  starter: true,
  minutesPlayed: 0,
  points: 0,
  fieldGoalsScored: 0,
  fieldGoalsTotal: 0,
  fieldGoalsAccuracy: 0,
  threePoints: 0,
  threePointsScored: 0,
  threePointsTotal: 0,
  threePointsAccuracy: 0,
  freeThrowsScored: 0,
  freeThrowsTotal: 0,
  freeThrowsAccuracy: 0,
  rebounds: 0,
  offensiveRebounds: 0,
  defensiveRebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fouls: 0,
  assistRate: 0,
  ...patch,
});

describe('box score', () => {
  it('has a column for every field of spec §3’s stat row, plus the field-goal attempts (not ranked)', () => {
    const spec = [
      'minutesPlayed',
      'points',
      'fieldGoalsScored',
      'fieldGoalsAccuracy',
      'threePoints',
      'threePointsScored',
      'threePointsTotal',
      'threePointsAccuracy',
      'freeThrowsScored',
      'freeThrowsTotal',
      'freeThrowsAccuracy',
      'rebounds',
      'offensiveRebounds',
      'defensiveRebounds',
      'assists',
      'steals',
      'blocks',
      'turnovers',
      'fouls',
      'assistRate',
    ];
    const ranked = boxColumns.filter((c) => c.ranked).map((c) => c.key);
    expect([...ranked].sort()).toEqual([...spec].sort());
    expect(boxColumns.find((c) => !c.ranked)?.key).toBe('fieldGoalsTotal');
  });

  it('groups the head: 投篮 三分 罚球 篮板 over their columns, the rest alone', () => {
    expect(boxGroupRow().map((c) => `${c.label}${c.span}`)).toEqual([
      '时间1',
      '得分1',
      '投篮3',
      '三分4',
      '罚球3',
      '篮板3',
      '助攻1',
      '抢断1',
      '盖帽1',
      '失误1',
      '犯规1',
      '助攻率1',
    ]);
  });

  it('sums the team line and works its accuracies out of the summed makes and attempts', () => {
    const totals = boxTotals([
      box({
        points: 10,
        fieldGoalsScored: 4,
        fieldGoalsTotal: 8,
        freeThrowsScored: 2,
        freeThrowsTotal: 2,
      }),
      box({ playerId: 2, points: 5, fieldGoalsScored: 2, fieldGoalsTotal: 7, assistRate: 30 }),
    ]);
    expect(totals).toMatchObject({
      points: 15,
      fieldGoalsScored: 6,
      fieldGoalsTotal: 15,
      fieldGoalsAccuracy: 40,
      threePointsAccuracy: 0,
      freeThrowsAccuracy: 100,
    });
    expect(totals.assistRate).toBeUndefined();
  });

  it('keeps four quarter columns before the fourth is played, and adds overtimes', () => {
    const q = (label: string) => ({ label, home: 1, away: 1 });
    expect(quarterColumns([q('第1节'), q('第2节')]).map((c) => c?.label ?? null)).toEqual([
      '第1节',
      '第2节',
      null,
      null,
    ]);
    expect(quarterColumns([1, 2, 3, 4, 5].map((i) => q(`#${i}`)))).toHaveLength(5);
  });
});

describe('records', () => {
  const r = { played: 10, won: 5, drawn: 2, lost: 3, scoredFor: 16, scoredAgainst: 11 };
  it('says 胜平负 for football and 胜负 for basketball', () => {
    expect(recordText('football', r)).toBe('5胜2平3负，进16球失11球');
    expect(recordText('basketball', { ...r, drawn: 0 })).toBe('5胜3负，得16分失11分');
    expect(winRateText(r)).toBe('50%');
    expect(winRateText({ ...r, played: 3, won: 2 })).toBe('66.7%');
    expect(winRateText({ ...r, played: 0 })).toBe('-');
  });
});

const line = (index: number, period: number, text = `#${index}`): TimelineEvent => ({
  index,
  kind: 'score',
  minute: index,
  addedMinute: 0,
  period,
  side: 'home',
  playerId: null,
  player: '',
  relatedPlayer: '',
  homeScore: index,
  awayScore: 0,
  text,
  at: 0,
});

describe('text live', () => {
  it('puts the newest line on top, one block per quarter, and skips lines without text', () => {
    const blocks = commentaryBlocks([
      line(1, 1),
      line(2, 1),
      line(3, 2, ''),
      line(4, 2),
      line(5, 5),
    ]);
    expect(blocks.map((b) => [b.label, b.lines.map((l) => l.index)])).toEqual([
      ['加时1', [5]],
      ['第2节', [4]],
      ['第1节', [2, 1]],
    ]);
  });

  it('offers the live matches first, then those not started, and no finished ones', () => {
    const row = (id: number, state: number) => ({ id, state }) as unknown as BoardRow;
    const rows = [row(1, 10), row(2, 1), row(3, 6), row(4, 3)];
    const board: Board = {
      type: 'basketball',
      date: '2026-11-23',
      order: rows.map((r) => r.id),
      rows: new Map(rows.map((r) => [r.id, r])),
    };
    expect(textLiveMatches(board).map((r) => r.id)).toEqual([3, 4, 2]);
  });
});
