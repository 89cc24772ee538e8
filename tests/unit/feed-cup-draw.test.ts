// Cups: the draw fixes who goes through each tie, later rounds are drawn with those sides, and the engine
// plays a tie until the side the draw sent through wins it, so a bracket always joins up.
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../server/providers/feed/simulator/catalogue';
import { playFootball } from '../../server/providers/feed/simulator/football/engine';
import { FootballState } from '../../server/providers/feed/simulator/football/states';
import type { MatchScript } from '../../server/providers/feed/simulator/model';
import { fixturesBetween } from '../../server/providers/feed/simulator/schedule';
import type { FeedLiveState } from '../../server/providers/feed/types';
import { footballInput } from './feed-fixtures';

const DAY = 86_400_000;

const finalState = (script: MatchScript): FeedLiveState => {
  const lives = script.filter((c) => c.kind === 'live');
  return (lives.at(-1) as { state: FeedLiveState }).state;
};

describe('cup draws', () => {
  const catalogue = buildCatalogue('qiulive');
  const from = Date.UTC(2026, 8, 1);
  const cupFixtures = fixturesBetween(catalogue, from, from + 120 * DAY).filter((f) => f.knockout);

  it('names who goes through every tie, and the next round meets only those sides', () => {
    expect(cupFixtures.length).toBeGreaterThan(50);
    for (const f of cupFixtures) expect([f.homeTeamId, f.awayTeamId]).toContain(f.advances);
    // A tie of a later round (same competition and cycle: the id's thousands) is between two sides
    // that went through ties of the round before.
    const byRound = new Map<number, typeof cupFixtures>();
    for (const f of cupFixtures) {
      const key = Math.floor(f.id / 100);
      byRound.set(key, [...(byRound.get(key) ?? []), f]);
    }
    let checked = 0;
    for (const [key, ties] of byRound) {
      const before = byRound.get(key - 1);
      if (!before || ties[0]!.round.startsWith('第一')) continue;
      const through = new Set(before.map((f) => f.advances));
      for (const f of ties) {
        expect(through.has(f.homeTeamId), `${f.id} home`).toBe(true);
        expect(through.has(f.awayTeamId), `${f.id} away`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('plays a tie until the side the draw sent through wins it, underdog or not', () => {
    let upsets = 0;
    for (let i = 0; i < 120; i++) {
      const input = footballInput({
        matchId: 5_000 + i,
        homeRating: 84,
        awayRating: 70,
        knockout: true,
        seed: `cup:${i}`,
      });
      // Every third tie the draw sends the weaker away side through.
      const advances = i % 3 === 0 ? input.fixture.awayTeamId : input.fixture.homeTeamId;
      const end = finalState(playFootball({ ...input, fixture: { ...input.fixture, advances } }));
      if (end.state !== FootballState.finished) continue;
      const margin =
        end.home.score - end.away.score || (end.home.penalties ?? 0) - (end.away.penalties ?? 0);
      const winner = margin > 0 ? input.fixture.homeTeamId : input.fixture.awayTeamId;
      expect(winner, `tie ${i}`).toBe(advances);
      if (advances === input.fixture.awayTeamId) upsets++;
    }
    expect(upsets).toBeGreaterThan(30);
  });
});
