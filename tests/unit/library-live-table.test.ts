// The table with live scores counted (src/features/library/competition/live-table.ts).
import { describe, expect, it } from 'vitest';
import { tallyTable } from '../../contract/library/table';
import { liveTable } from '../../src/features/library/competition/live-table';

const teams = [
  { teamId: 1, team: '甲', group: '' },
  { teamId: 2, team: '乙', group: '' },
  { teamId: 3, team: '丙', group: '' },
  { teamId: 4, team: '丁', group: '' },
];
const result = (teamId: number, scoredFor: number, scoredAgainst: number) => ({
  teamId,
  scoredFor,
  scoredAgainst,
});
// 甲 6 pts, 乙 4, 丙 1, 丁 0 after two rounds.
const finished = [
  result(1, 2, 0),
  result(4, 0, 2),
  result(2, 1, 1),
  result(3, 1, 1),
  result(1, 1, 0),
  result(3, 0, 1),
  result(2, 3, 0),
  result(4, 0, 3),
];
const table = tallyTable(teams, finished, 'football');
const live = (h: number, hs: number, a: number, as: number) => ({
  home: { id: h, score: hs },
  away: { id: a, score: as },
});

describe('liveTable', () => {
  it('is the server table, unmarked, when nothing is live', () => {
    const rows = liveTable(table, [], 'football');
    expect(rows.map((r) => [r.team, r.points, r.live, r.moved])).toEqual([
      ['甲', 6, false, 0],
      ['乙', 4, false, 0],
      ['丙', 1, false, 0],
      ['丁', 0, false, 0],
    ]);
  });

  it('counts a live score as final and re-ranks, marking the rows that play and how far they moved', () => {
    // 丁 leads 丙 3-0 and 乙 leads 甲 2-0: 乙 goes top (7 pts v 6), 丁 passes 丙 (3 v 1).
    const rows = liveTable(table, [live(4, 3, 3, 0), live(2, 2, 1, 0)], 'football');
    expect(rows.map((r) => [r.rank, r.team, r.points, r.played, r.live, r.moved])).toEqual([
      [1, '乙', 7, 3, true, 1],
      [2, '甲', 6, 3, true, -1],
      [3, '丁', 3, 3, true, 1],
      [4, '丙', 1, 3, true, -1],
    ]);
    const yi = rows[0]!;
    expect(yi).toMatchObject({ won: 2, drawn: 1, scoredFor: 6, scoredAgainst: 1, form: 'DWW' });
    expect(yi.streak).toBe('W2');
  });

  it('counts only the home side in the home table and only the away side in the away table', () => {
    const home = tallyTable(teams, [result(1, 1, 0), result(3, 2, 2)], 'football');
    const m = [live(3, 1, 1, 0)];
    const onlyHome = liveTable(home, m, 'football', 'home');
    expect(onlyHome.find((r) => r.team === '丙')).toMatchObject({
      played: 2,
      points: 4,
      live: true,
    });
    expect(onlyHome.find((r) => r.team === '甲')).toMatchObject({ played: 1, live: false });
    const onlyAway = liveTable(home, m, 'football', 'away');
    expect(onlyAway.find((r) => r.team === '甲')).toMatchObject({ played: 2, lost: 1, live: true });
    expect(onlyAway.find((r) => r.team === '丙')).toMatchObject({ played: 1, live: false });
  });

  it('ranks basketball by win percentage and keeps games behind up to date', () => {
    const bb = tallyTable(
      teams.slice(0, 3),
      [result(1, 100, 90), result(2, 90, 100), result(2, 99, 98), result(3, 80, 70)],
      'basketball',
    );
    expect(bb.map((r) => r.team)).toEqual(['甲', '丙', '乙']);
    // 乙 wins now: 2-1 (66.7%) passes 丙, who drops to 1-1; 乙 is level with 甲 on games (1 more win, 1 more loss).
    const rows = liveTable(bb, [live(2, 110, 3, 100)], 'basketball');
    expect(rows.map((r) => [r.team, r.won, r.lost, r.gamesBehind, r.live])).toEqual([
      ['甲', 1, 0, 0, false],
      ['乙', 2, 1, 0, true],
      ['丙', 1, 1, 0.5, true],
    ]);
  });

  it('ignores a live match of teams not in the table', () => {
    expect(liveTable(table, [live(8, 1, 9, 0)], 'football').every((r) => !r.live)).toBe(true);
  });
});
