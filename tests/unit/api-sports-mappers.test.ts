// The provider's recorded answers (tests/fixtures/api-sports) read into the feed's types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basketballLive } from '../../server/providers/feed/api-sports/basketball';
import {
  eventKeys,
  footballEvents,
  footballLive,
  footballStats,
  roundLabel,
} from '../../server/providers/feed/api-sports/football';
import { oddsOf } from '../../server/providers/feed/api-sports/odds';

const DIR = join(import.meta.dirname, '../fixtures/api-sports');
const answer = (path: string) => JSON.parse(readFileSync(join(DIR, path), 'utf8')).response;
const KO = 1_795_878_000_000;

describe('API-Football answers', () => {
  it('reads a fixture in the second half: state, clock start, half-time and period scores', () => {
    const [item] = answer('football/fixtures-2h.json');
    const live = footballLive(item, 7, KO + 80 * 60_000);
    expect(live).toMatchObject({
      matchId: 7,
      state: 4,
      minute: 67,
      periodStartAt: KO + 3_600_000,
      kickoffAt: KO,
      home: { score: 1, half: 1, periods: [1, 0], penalties: null },
      away: { score: 1, half: 0, periods: [0, 1] },
    });
  });

  it('reads a fixture not started: no clock, no half', () => {
    const [item] = answer('football/fixtures-ns.json');
    expect(footballLive(item, 7, KO)).toMatchObject({
      state: 1,
      periodStartAt: null,
      minute: 0,
      home: { score: 0, half: null },
    });
  });

  it('numbers the timeline, keeps the score after each event and counts the cards', () => {
    const { events, bookings } = footballEvents(answer('football/events-ft.json'), 7, 42, (id) =>
      id === 1460 ? 5_000_001 : undefined,
    );
    expect(
      events.map((e) => [e.index, e.kind, e.period, e.side, e.homeScore, e.awayScore]),
    ).toEqual([
      [0, 'goal', 1, 'home', 1, 0],
      [1, 'yellowCard', 1, 'away', 1, 0],
      [2, 'substitution', 2, 'away', 1, 0],
      [3, 'goal', 2, 'away', 1, 1],
      [4, 'var', 2, 'away', 1, 1],
      [5, 'penaltyGoal', 2, 'home', 2, 1],
      [6, 'secondYellow', 2, 'away', 2, 1],
    ]);
    expect(events[0]).toMatchObject({
      playerId: 5_000_001,
      text: "22'，Arsenal B. Saka 进球！助攻：M. Ødegaard，比分 1-0",
    });
    expect(events[6]).toMatchObject({ minute: 90, addedMinute: 2, playerId: null });
    // A goal ruled out leaves the list; with stable indices the events after it keep theirs.
    const kept = new Map(eventKeys(answer('football/events-2hgoal.json')).map((k, i) => [k, i]));
    const after = footballEvents(
      answer('football/events-ft.json'),
      7,
      42,
      () => undefined,
      (key) => {
        if (!kept.has(key)) kept.set(key, Math.max(...kept.values()) + 1);
        return kept.get(key)!;
      },
    );
    expect(after.events.map((e) => [e.kind, e.index])).toEqual([
      ['goal', 0],
      ['yellowCard', 1],
      ['substitution', 2],
      ['goal', 3],
      ['var', 5],
      ['penaltyGoal', 6],
      ['secondYellow', 7],
    ]);
    expect(bookings).toEqual({ home: { yellow: 0, red: 0 }, away: { yellow: 1, red: 1 } });
  });

  it('reads statistics into the match centre keys', () => {
    expect(footballStats(answer('football/statistics.json'), 42)).toEqual({
      home: {
        shotsOnTarget: 6,
        shots: 14,
        fouls: 9,
        corners: 7,
        offsides: 1,
        possession: 57,
        saves: 2,
      },
      away: {
        shotsOnTarget: 3,
        shots: 9,
        fouls: 12,
        corners: 3,
        offsides: 1,
        possession: 43,
        yellowCards: 1,
        redCards: 1,
        saves: 4,
      },
    });
  });

  it('reads the known bookmakers’ main lines: 1X2, the Asian line from the home side, over/under', () => {
    const [item] = answer('football/odds.json');
    const odds = oddsOf(item, 7, (id) => (id === 8 ? 1000 : undefined), KO, true);
    expect(odds.map((o) => [o.bookmakerId, o.market, o.values])).toEqual([
      [1000, 'europe', [1.85, 3.6, 4.2]],
      [1000, 'asia', [0.85, 0.5, 1]],
      [1000, 'overUnder', [0.9, 2.5, 0.9]],
    ]);
  });

  it('labels league rounds as the lists print them and keeps cup rounds', () => {
    expect(roundLabel('Regular Season - 13')).toBe('第13轮');
    expect(roundLabel('Round of 16')).toBe('Round of 16');
    expect(roundLabel(null)).toBe('');
  });
});

describe('API-Basketball answers', () => {
  it('reads a game in the third quarter: quarters, clock and minutes played', () => {
    const [item] = answer('basketball/games-q3.json');
    const at = KO + 7 * 3_600_000;
    expect(basketballLive(item, 9, at)).toMatchObject({
      state: 6,
      minute: 31,
      clockSeconds: 300,
      periodStartAt: at - 7 * 60_000,
      home: { score: 76, periods: [28, 31, 17] },
      away: { score: 74, periods: [30, 24, 20] },
    });
  });

  it('reads a finished game with no clock', () => {
    const [item] = answer('basketball/games-ft.json');
    expect(basketballLive(item, 9, KO)).toMatchObject({
      state: 10,
      minute: 48,
      clockSeconds: null,
      periodStartAt: null,
      home: { score: 113, periods: [28, 31, 29, 25] },
    });
  });
});
