// The simulator's fixture list: a pure function of the catalogue and the calendar, so the window the
// provider asks for can slide day by day and every fixture keeps its id. Also what a fan sees in it: a
// full day of football whenever they look, real rest between a team's matches, leagues and cups that
// play out properly.
import { describe, expect, it } from 'vitest';
import { chinaDayStart } from '../../contract/format/china-day';
import { buildCatalogue, seasonOf } from '../../server/providers/feed/simulator/catalogue';
import type { CompetitionSpec } from '../../server/providers/feed/simulator/model';
import { fixturesBetween } from '../../server/providers/feed/simulator/schedule';
import type { FeedFixture } from '../../server/providers/feed/types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const catalogue = buildCatalogue('qiulive');
const competitionById = new Map(catalogue.competitions.map((c) => [c.id, c]));
const teamById = new Map(catalogue.teams.map((t) => [t.id, t]));
const competition = (shortName: string): CompetitionSpec => {
  const found = catalogue.competitions.find((c) => c.shortName === shortName);
  if (!found) throw new Error(`no competition ${shortName}`);
  return found;
};

/** Two sample fortnights far apart, each from a Monday in China (the site's calendar). */
const fortnights = [chinaDayStart('2026-03-02'), chinaDayStart('2027-11-15')];
const football = (list: FeedFixture[]) => list.filter((f) => f.sport === 'football');
const between = (list: FeedFixture[], from: number, to: number) =>
  list.filter((f) => f.kickoffAt >= from && f.kickoffAt < to);

describe('fixturesBetween', () => {
  const from = fortnights[0] as number;
  const list = fixturesBetween(catalogue, from, from + 14 * DAY);

  it('lists every fixture kicking off in the window once, sorted by kick-off then id', () => {
    expect(list.length).toBeGreaterThan(2000);
    expect(new Set(list.map((f) => f.id)).size).toBe(list.length);
    for (const [i, f] of list.entries()) {
      expect(f.kickoffAt).toBeGreaterThanOrEqual(from);
      expect(f.kickoffAt).toBeLessThan(from + 14 * DAY);
      const next = list[i + 1];
      if (next) expect(next.kickoffAt > f.kickoffAt || next.id > f.id).toBe(true);
    }
  });

  it('gives the same fixtures for the same seed and calendar, however the catalogue was reached', () => {
    const fresh = buildCatalogue('qiulive');
    expect(fixturesBetween(fresh, from, from + 14 * DAY)).toEqual(list);
  });

  it('splits a window at any instant into two windows with exactly the same fixtures', () => {
    const fresh = buildCatalogue('qiulive');
    const cut = from + 5 * DAY + 7 * HOUR + 23 * MINUTE;
    const left = fixturesBetween(fresh, from, cut);
    const right = fixturesBetween(buildCatalogue('qiulive'), cut, from + 14 * DAY);
    expect([...left, ...right]).toEqual(list);
  });

  it('keeps a fixture’s id and content when the window slides by a day', () => {
    const slid = fixturesBetween(buildCatalogue('qiulive'), from + DAY, from + 15 * DAY);
    const byId = new Map(slid.map((f) => [f.id, f]));
    const overlap = list.filter((f) => f.kickoffAt >= from + DAY);
    expect(overlap.length).toBeGreaterThan(1000);
    for (const f of overlap) expect(byId.get(f.id)).toEqual(f);
  });

  it('uses ids that fit a signed 32-bit int and never repeat over a year', () => {
    const year = fixturesBetween(catalogue, from, from + 52 * WEEK);
    expect(new Set(year.map((f) => f.id)).size).toBe(year.length);
    for (const f of year) {
      expect(Number.isInteger(f.id)).toBe(true);
      expect(f.id).toBeGreaterThan(0);
      expect(f.id).toBeLessThanOrEqual(2 ** 31 - 1);
    }
  });

  it('fills each fixture from the catalogue: sport, season, two different teams, a venue', () => {
    for (const f of list) {
      const c = competitionById.get(f.competitionId) as CompetitionSpec;
      const home = teamById.get(f.homeTeamId);
      expect(f.sport).toBe(c.sport);
      expect(f.seasonId).toBe(seasonOf(c).id);
      expect(f.homeTeamId).not.toBe(f.awayTeamId);
      expect(c.teamIds).toContain(f.homeTeamId);
      expect(c.teamIds).toContain(f.awayTeamId);
      if (!f.neutral) expect(f.venue).toBe(home?.venue ?? `${home?.shortName}主场`);
    }
  });
});

describe('rest', () => {
  it('never has a team play twice within 40 hours (football) or 20 hours (basketball)', () => {
    for (const from of fortnights) {
      const byTeam = new Map<number, FeedFixture[]>();
      for (const f of fixturesBetween(catalogue, from, from + 28 * DAY)) {
        for (const id of [f.homeTeamId, f.awayTeamId])
          byTeam.set(id, [...(byTeam.get(id) ?? []), f]);
      }
      expect(byTeam.size).toBeGreaterThan(1000);
      for (const [teamId, games] of byTeam) {
        const least = teamById.get(teamId)?.sport === 'football' ? 40 * HOUR : 20 * HOUR;
        for (let i = 1; i < games.length; i++) {
          const gap = (games[i] as FeedFixture).kickoffAt - (games[i - 1] as FeedFixture).kickoffAt;
          expect(gap, `team ${teamId}`).toBeGreaterThanOrEqual(least);
        }
      }
    }
  });
});

describe('a score site’s day', () => {
  it('has at least 100 football matches on every China day and 300 on the busiest day of a week', () => {
    for (const from of fortnights) {
      const list = football(fixturesBetween(catalogue, from, from + 14 * DAY));
      const perDay = Array.from(
        { length: 14 },
        (_, d) => between(list, from + d * DAY, from + (d + 1) * DAY).length,
      );
      for (const count of perDay) expect(count).toBeGreaterThanOrEqual(100);
      expect(Math.max(...perDay.slice(0, 7))).toBeGreaterThanOrEqual(300);
      expect(Math.max(...perDay.slice(7))).toBeGreaterThanOrEqual(300);
    }
  });

  it('has a football match live at every hour of the week', () => {
    for (const from of fortnights) {
      const kickoffs = football(fixturesBetween(catalogue, from - DAY, from + WEEK)).map(
        (f) => f.kickoffAt,
      );
      for (let t = from; t < from + WEEK; t += HOUR) {
        const live = kickoffs.filter((k) => k <= t && k > t - 115 * MINUTE).length;
        expect(live, new Date(t).toISOString()).toBeGreaterThan(0);
      }
    }
  });

  it('has NBA games every day, about eight of them, and the CBA most days', () => {
    const from = fortnights[0] as number;
    const list = fixturesBetween(catalogue, from, from + 14 * DAY);
    const nba = competition('NBA').id;
    const cba = competition('CBA').id;
    let cbaDays = 0;
    for (let d = 0; d < 14; d++) {
      const day = between(list, from + d * DAY, from + (d + 1) * DAY);
      const games = day.filter((f) => f.competitionId === nba).length;
      expect(games).toBeGreaterThanOrEqual(5);
      expect(games).toBeLessThanOrEqual(15);
      if (day.some((f) => f.competitionId === cba)) cbaDays++;
    }
    expect(cbaDays).toBeGreaterThanOrEqual(10);
  });

  it('gives an NBA team three or four games a week', () => {
    const from = fortnights[0] as number;
    const nba = competition('NBA');
    const week = fixturesBetween(catalogue, from, from + WEEK).filter(
      (f) => f.competitionId === nba.id,
    );
    for (const id of nba.teamIds) {
      const games = week.filter((f) => f.homeTeamId === id || f.awayTeamId === id).length;
      expect(games).toBeGreaterThanOrEqual(3);
      expect(games).toBeLessThanOrEqual(4);
    }
  });
});

describe('leagues', () => {
  /**
   * The fixtures of one whole cycle of a league's double round robin (the cycle is in the match id),
   * from the league on its own: the pairings do not depend on the rest of the catalogue.
   */
  function oneCycle(spec: CompetitionSpec): FeedFixture[] {
    const alone = { ...catalogue, competitions: [spec] };
    const from = fortnights[0] as number;
    const all = fixturesBetween(alone, from, from + (4 * spec.teamIds.length + 2) * WEEK);
    const cycleOf = (f: FeedFixture) => Math.floor(f.id / 10_000) % 1000;
    const started = all.find((f) => f.round === '第1轮');
    if (!started) throw new Error('no first round in the window');
    return all.filter((f) => cycleOf(f) === cycleOf(started));
  }

  it('plays a double round robin: every club hosts every other once, one match a round', () => {
    for (const name of ['克罗甲', '英超', '中超', '英冠']) {
      const spec = competition(name);
      const n = spec.teamIds.length;
      const cycle = oneCycle(spec);
      expect(cycle, name).toHaveLength(n * (n - 1));
      const pairs = new Set(cycle.map((f) => `${f.homeTeamId}-${f.awayTeamId}`));
      expect(pairs.size).toBe(n * (n - 1));
      const byRound = new Map<string, FeedFixture[]>();
      for (const f of cycle) byRound.set(f.round, [...(byRound.get(f.round) ?? []), f]);
      expect(byRound.size).toBe(2 * (n - 1));
      for (let r = 1; r <= 2 * (n - 1); r++) {
        const round = byRound.get(`第${r}轮`) ?? [];
        const teams = round.flatMap((f) => [f.homeTeamId, f.awayTeamId]);
        expect(new Set(teams).size, `${name} 第${r}轮`).toBe(n);
      }
    }
  });

  it('keeps the English Premier League on its real days and kick-off times', () => {
    const from = Date.UTC(2026, 2, 3); // a Tuesday: no round is cut in two
    const epl = competition('英超').id;
    const list = fixturesBetween(catalogue, from, from + 8 * WEEK).filter(
      (f) => f.competitionId === epl,
    );
    expect(list).toHaveLength(80);
    const times = new Set(list.map((f) => new Date(f.kickoffAt).toISOString().slice(11, 16)));
    for (const time of times)
      expect(['12:30', '14:00', '15:00', '16:30', '17:30', '20:00']).toContain(time);
    const weekdays = new Set(list.map((f) => new Date(f.kickoffAt).getUTCDay()));
    for (const day of weekdays) expect([0, 1, 5, 6]).toContain(day);
  });

  it('never puts a 欧冠 club in its league on the night before or after a 欧冠 match', () => {
    const from = fortnights[0] as number;
    const list = fixturesBetween(catalogue, from, from + 4 * WEEK);
    const ucl = competition('欧冠');
    const europe = new Set(ucl.teamIds);
    const league = list.filter(
      (f) => f.competitionId !== ucl.id && (europe.has(f.homeTeamId) || europe.has(f.awayTeamId)),
    );
    expect(league.length).toBeGreaterThan(100);
    for (const f of league) {
      const day = new Date(
        f.kickoffAt + (competitionById.get(f.competitionId)?.utcOffset ?? 0) * HOUR,
      );
      expect([1, 2, 3, 4], `${f.id}`).not.toContain(day.getUTCDay());
    }
  });
});

describe('cups', () => {
  it('plays single-leg knockout rounds that halve to a neutral final, a new draw each cycle', () => {
    const spec = competition('英足总杯');
    const from = fortnights[0] as number;
    const list = fixturesBetween(catalogue, from, from + 20 * WEEK).filter(
      (f) => f.competitionId === spec.id,
    );
    expect(list.length).toBeGreaterThan(100);
    const names = ['第一轮', '第二轮', '1/8决赛', '1/4决赛', '半决赛', '决赛'];
    const byCycle = new Map<number, FeedFixture[]>();
    for (const f of list) {
      expect(f.knockout).toBe(true);
      expect(names).toContain(f.round);
      const cycle = Math.floor(f.id / 10_000) % 1000;
      byCycle.set(cycle, [...(byCycle.get(cycle) ?? []), f]);
    }
    const complete = [...byCycle.values()].filter((c) => c.length === 63);
    expect(complete.length).toBeGreaterThanOrEqual(2);
    for (const cycle of complete) {
      const sizes = names.map((name) => cycle.filter((f) => f.round === name).length);
      expect(sizes).toEqual([32, 16, 8, 4, 2, 1]);
      const final = cycle.find((f) => f.round === '决赛') as FeedFixture;
      expect(final.neutral).toBe(true);
      expect(final.venue).toBe('温布利球场');
      // Only winners go on: every team in a round played in the one before.
      for (let r = 1; r < names.length; r++) {
        const before = cycle.filter((f) => f.round === names[r - 1]);
        const teams = new Set(before.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
        for (const f of cycle.filter((x) => x.round === names[r])) {
          expect(teams.has(f.homeTeamId) && teams.has(f.awayTeamId)).toBe(true);
        }
      }
    }
    const [a, b] = complete;
    expect(a?.filter((f) => f.round === '第一轮').map((f) => f.homeTeamId)).not.toEqual(
      b?.filter((f) => f.round === '第一轮').map((f) => f.homeTeamId),
    );
  });

  it('marks league fixtures as neither knockout nor neutral', () => {
    const from = fortnights[0] as number;
    for (const f of fixturesBetween(catalogue, from, from + WEEK)) {
      const c = competitionById.get(f.competitionId) as CompetitionSpec;
      if (c.format === 'league') {
        expect(f.knockout).toBe(false);
        expect(f.neutral).toBe(false);
        expect(f.round).toMatch(/^第\d+轮$/);
      }
    }
  });
});
