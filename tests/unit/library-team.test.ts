// Pure helpers of the library's team pages: squad groups, the charts' series, the league position replayed
// round by round, and which coming matches follow today's live board.
import { describe, expect, it } from 'vitest';
import type { MatchItem } from '../../contract/match';
import { positionsAfter } from '../../server/modules/match/library-team-table';
import {
  forAgainstChart,
  playerGameChart,
  positionChart,
} from '../../src/features/library/charts/series';
import { onTodaysBoard, withBoardRows } from '../../src/features/library/team/live-items';
import { groupSquad, positionGroup } from '../../src/features/library/team/squad-groups';
import type { Board } from '../../streams/board';

describe('groupSquad', () => {
  it('groups football by 门将, 后卫, 中场, 前锋, numbers ascending', () => {
    const squad = [
      { position: 'ST', shirtNumber: 9 },
      { position: 'GK', shirtNumber: 31 },
      { position: 'DC', shirtNumber: 5 },
      { position: 'AM', shirtNumber: 10 },
      { position: 'G', shirtNumber: 1 },
      { position: 'DM', shirtNumber: 6 },
    ];
    const groups = groupSquad('football', squad);
    expect(groups.map((g) => [g.label, g.players.map((p) => p.shirtNumber)])).toEqual([
      ['门将', [1, 31]],
      ['后卫', [5]],
      ['中场', [6, 10]],
      ['前锋', [9]],
    ]);
  });

  it('groups basketball by 后卫, 前锋, 中锋 and puts unknown codes last', () => {
    expect(
      ['PG', 'SG', 'G', 'SF', 'PF', 'F', 'C'].map((c) => positionGroup('basketball', c)),
    ).toEqual(['后卫', '后卫', '后卫', '前锋', '前锋', '前锋', '中锋']);
    const groups = groupSquad('basketball', [
      { position: 'XX', shirtNumber: 1 },
      { position: 'C', shirtNumber: 12 },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['中锋', '其他']);
  });
});

describe('positionsAfter', () => {
  // Four teams; team 1's rank after each of its matches, worked out by hand.
  const played = [
    { id: 1, homeTeamId: 1, awayTeamId: 2, homeScore: 0, awayScore: 1 }, // 1 on 0 pts and GD -1: last
    { id: 2, homeTeamId: 3, awayTeamId: 4, homeScore: 2, awayScore: 2 },
    { id: 3, homeTeamId: 4, awayTeamId: 1, homeScore: 0, awayScore: 3 }, // 1: 3 pts GD +2 GF 3 → above 2 (3 pts, GD +1)
    { id: 4, homeTeamId: 1, awayTeamId: 3, homeScore: 1, awayScore: 1 },
  ];

  const table = (ids: number[]) => ids.map((id) => ({ teamId: id, team: `队${id}`, group: '' }));

  it('ranks by points, goal difference and goals after each of the team’s matches', () => {
    const ranks = positionsAfter(played, table([1, 2, 3, 4]), 1, 'football');
    expect([...ranks.entries()]).toEqual([
      [1, 4],
      [3, 1],
      [4, 1],
    ]);
  });

  it('leaves out matches of teams outside the table', () => {
    const ranks = positionsAfter(played, table([1, 2]), 2, 'football');
    expect([...ranks.entries()]).toEqual([[1, 1]]);
  });
});

const point = (over: Partial<Parameters<typeof positionChart>[0][number]>) => ({
  kickoffAt: Date.parse('2026-11-20T12:00:00Z'),
  round: '第1轮',
  opponent: '阿森纳',
  league: true,
  position: 3,
  scoredFor: 2,
  scoredAgainst: 1,
  ...over,
});

describe('chart series', () => {
  it('plots the league position by round, leaving cup matches out', () => {
    const chart = positionChart([
      point({ round: '第1轮', position: 5 }),
      point({ round: '1/8决赛', league: false, position: null }),
      point({ round: '第2轮', position: 2 }),
    ]);
    expect(chart.labels).toEqual(['第1轮', '第2轮']);
    expect(chart.series[0]?.values).toEqual([5, 2]);
  });

  it('plots goals for and against per match as bars, basketball points as lines', () => {
    const points = [
      point({ scoredFor: 3, scoredAgainst: 0 }),
      point({ scoredFor: 1, scoredAgainst: 2 }),
    ];
    const football = forAgainstChart(points, 'football');
    expect(football.labels[0]).toBe('11-20 阿森纳');
    expect(football.series.map((s) => [s.label, s.values, s.bar])).toEqual([
      ['进球', [3, 1], true],
      ['失球', [0, 2], true],
    ]);
    expect(forAgainstChart(points, 'basketball').series.map((s) => [s.label, s.bar])).toEqual([
      ['得分', false],
      ['失分', false],
    ]);
  });

  it("draws a player's log oldest first", () => {
    const log = [
      { kickoffAt: Date.parse('2026-11-22T12:00:00Z'), opponent: { name: '凯尔特人' }, points: 30 },
      { kickoffAt: Date.parse('2026-11-20T12:00:00Z'), opponent: { name: '勇士' }, points: 18 },
    ];
    const chart = playerGameChart(log, [{ label: '得分', color: '#000', value: (g) => g.points }]);
    expect(chart.labels).toEqual(['11-20 勇士', '11-22 凯尔特人']);
    expect(chart.series[0]?.values).toEqual([18, 30]);
  });
});

describe('live coming matches', () => {
  const item = (id: number, kickoffAt: number, state: number, home = 0) =>
    ({ id, kickoffAt, state, home: { score: home } }) as unknown as MatchItem;
  const now = Date.parse('2026-11-26T04:00:00Z'); // 12:00 in Beijing

  it('follows the board only when a match is live or kicks off today in Beijing', () => {
    expect(onTodaysBoard('football', [item(1, now + 3 * 86_400_000, 1)], now)).toBe(false);
    expect(onTodaysBoard('football', [item(1, now + 8 * 3_600_000, 1)], now)).toBe(true);
    // 2 上半场, kicked off yesterday.
    expect(onTodaysBoard('football', [item(1, now - 30 * 3_600_000, 2)], now)).toBe(true);
  });

  it("takes the board's newer row and keeps the others", () => {
    const rows = new Map([[1, { ...item(1, now, 2, 1), flash: null }]]);
    const board = { type: 'football', date: '', order: [1], rows } as unknown as Board;
    const out = withBoardRows([item(1, now, 1), item(2, now, 1)], board);
    expect(out.map((m) => [m.id, m.state, m.home.score])).toEqual([
      [1, 2, 1],
      [2, 1, 0],
    ]);
  });
});
